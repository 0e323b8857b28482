import { describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { i18nMachine } from '../../../core/i18n/index.ts';
import {
  describeGuard,
  describeMachine,
  flattenStates,
  listLeafStateIds,
  listTransitions,
} from '../../../core/inspector/index.ts';
import { connectionMachine } from '../../../core/network/index.ts';

describe('machine graph', () => {
  it('draws the connection machine: nested states, tags, the invoked adapter and every transition', () => {
    const root = describeMachine(connectionMachine);
    expect(root).toMatchObject({
      id: 'connection',
      type: 'compound',
      initial: 'evaluating',
      invokes: ['watchNetwork'],
    });
    expect(root.children.map((state) => state.key)).toEqual(['evaluating', 'good', 'bad', 'none']);
    expect(root.children.find((state) => state.key === 'none')?.tags).toEqual(['alert']);
    expect(root.transitions.map((t) => [t.event, t.targets])).toEqual([
      ['network.went_online', ['connection.evaluating']],
      ['network.went_offline', ['connection.evaluating']],
      ['network.type_changed', ['connection.evaluating']],
    ]);
    const evaluating = root.children[0]!;
    expect(evaluating.transient).toBe(true);
    expect(evaluating.transitions).toEqual([
      {
        event: '',
        source: 'connection.evaluating',
        targets: ['connection.none'],
        guard: 'isOffline',
        eventless: true,
      },
      {
        event: '',
        source: 'connection.evaluating',
        targets: ['connection.bad'],
        guard: 'isSlow',
        eventless: true,
      },
      {
        event: '',
        source: 'connection.evaluating',
        targets: ['connection.good'],
        guard: null,
        eventless: true,
      },
    ]);
  });

  it('lists leaf states a machine can rest in, leaving out transient ones', () => {
    expect(listLeafStateIds(connectionMachine)).toEqual([
      'connection.good',
      'connection.bad',
      'connection.none',
    ]);
    expect(listLeafStateIds(i18nMachine)).toEqual([
      'i18n.loading',
      'i18n.loadingDefault',
      'i18n.ready.refreshing',
      'i18n.ready.fresh',
      'i18n.ready.stale',
      'i18n.ready.fallback',
      'i18n.failed',
    ]);
  });

  it('spells out higher-order guards', () => {
    const languageChanges = listTransitions(i18nMachine).filter((t) => t.event === 'language.change');
    expect(languageChanges.map((t) => t.guard)).toEqual([
      'isOtherLanguage and hasTablesOfNewLanguage',
      'isOtherLanguage and not hasTablesOfNewLanguage',
    ]);
    expect(describeGuard(undefined)).toBeNull();
    expect(describeGuard(function isReady() {})).toBe('isReady');
  });

  it('keeps paths and the order of the tree', () => {
    const ids = flattenStates(describeMachine(i18nMachine)).map((state) => state.path.join('.'));
    expect(ids.slice(0, 5)).toEqual(['', 'starting', 'loading', 'loadingDefault', 'ready']);
    expect(ids).toContain('ready.stale');
  });

  it('marks a targetless transition as staying in its state, and a parallel state as such', () => {
    const machine = setup({}).createMachine({
      id: 'player',
      type: 'parallel',
      states: {
        sound: { initial: 'on', states: { on: { on: { 'volume.set': {} } } } },
        video: {},
      },
    });
    const root = describeMachine(machine);
    expect(root.type).toBe('parallel');
    const on = flattenStates(root).find((state) => state.id === 'player.sound.on')!;
    expect(on.transitions).toEqual([
      {
        event: 'volume.set',
        source: 'player.sound.on',
        targets: ['player.sound.on'],
        guard: null,
        eventless: false,
      },
    ]);
    expect(createMachine({ initial: 'a', states: { a: {} } }).id).toBe('(machine)');
  });
});
