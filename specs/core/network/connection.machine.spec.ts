import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type ConnectionInput,
  connectionMachine,
  selectConnectionView,
} from '../../../core/network/index.ts';
import { fakeNetworkAdapter } from './network-fakes.ts';

function start(input?: ConnectionInput) {
  const adapter = fakeNetworkAdapter();
  const actor = createActor(connectionMachine.provide({ actors: { watchNetwork: adapter.logic } }), {
    input,
  }).start();
  return { adapter, actor, view: () => selectConnectionView(actor.getSnapshot()) };
}

describe('connection alert', () => {
  it('shows nothing on a good connection', () => {
    const { view } = start();
    expect(view()).toEqual({ quality: 'good', alert: null, isOnline: true, effectiveType: null });
  });

  it('starts from the status it is given', () => {
    expect(start({ online: false }).view().alert).toEqual({
      kind: 'none',
      messageKey: 'network.connection_no',
    });
    expect(start({ online: true, effectiveType: '2g' }).view().alert).toEqual({
      kind: 'bad',
      messageKey: 'network.connection_bad',
    });
  });

  it('warns of a bad connection when the adapter reports slow-2g or 2g, and clears on a faster type', () => {
    const { adapter, view } = start({ effectiveType: '4g' });
    adapter.report({ type: 'network.type_changed', effectiveType: 'slow-2g' });
    expect(view().quality).toBe('bad');
    adapter.report({ type: 'network.type_changed', effectiveType: '2g' });
    expect(view().quality).toBe('bad');
    adapter.report({ type: 'network.type_changed', effectiveType: '3g' });
    expect(view()).toMatchObject({ quality: 'good', alert: null });
  });

  it('says there is no connection when offline, even if the type changes meanwhile', () => {
    const { adapter, view } = start({ effectiveType: '4g' });
    adapter.report({ type: 'network.went_offline' });
    expect(view().alert?.kind).toBe('none');
    adapter.report({ type: 'network.type_changed', effectiveType: '2g' });
    expect(view()).toMatchObject({ quality: 'none', effectiveType: '2g' });
    adapter.report({ type: 'network.went_online' });
    expect(view().quality).toBe('bad');
  });

  it('stops the adapter when the machine stops', () => {
    const { adapter, actor } = start();
    expect(adapter.isRunning()).toBe(true);
    actor.stop();
    expect(adapter.stopCount()).toBe(1);
  });

  it('refuses to run without an adapter', () => {
    const actor = createActor(connectionMachine, { input: {} });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toMatch(/provide me: watchNetwork/);
  });
});
