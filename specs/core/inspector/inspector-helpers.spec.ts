import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { enabledEvents, parseEventJson, toDisplayJson } from '../../../core/inspector/index.ts';

const door = createMachine({
  types: {} as {
    context: { locked: boolean };
    events: { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' };
  },
  id: 'door',
  context: { locked: true },
  initial: 'closed',
  on: { '*': {} },
  states: {
    closed: {
      on: {
        'door.open': { guard: ({ context }) => !context.locked, target: 'open' },
        'door.lock': {},
      },
    },
    open: { on: { 'door.close': 'closed' } },
  },
});

describe('enabledEvents', () => {
  it('lists the events of the current state with whether their guards pass, without wildcards', () => {
    const snapshot = createActor(door).start().getSnapshot();
    expect(enabledEvents(snapshot)).toEqual([
      { type: 'door.open', event: { type: 'door.open' }, allowed: false },
      { type: 'door.lock', event: { type: 'door.lock' }, allowed: true },
    ]);
  });

  it('pairs an event with its registered sample', () => {
    const snapshot = createActor(door).start().getSnapshot();
    const [first] = enabledEvents(snapshot, [{ type: 'door.open', force: true } as never]);
    expect(first?.event).toEqual({ type: 'door.open', force: true });
  });
});

describe('parseEventJson', () => {
  it('accepts an object with a type', () => {
    expect(parseEventJson('{"type":"language.change","language":"uk"}')).toEqual({
      ok: true,
      event: { type: 'language.change', language: 'uk' },
    });
  });

  it('explains what is wrong otherwise', () => {
    expect(parseEventJson('{type:')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Not valid JSON/),
    });
    expect(parseEventJson('[1]')).toMatchObject({ ok: false, message: expect.stringMatching(/JSON object/) });
    expect(parseEventJson('{"type":""}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/"type"/),
    });
  });
});

describe('toDisplayJson', () => {
  it('shows what plain JSON would drop or choke on', () => {
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    const text = toDisplayJson({
      now: function now() {},
      tags: new Set(['a']),
      cache: new Map([['en', 1]]),
      error: new TypeError('Failed to fetch'),
      cycle,
    });
    expect(JSON.parse(text)).toEqual({
      now: '[function now]',
      tags: ['a'],
      cache: { en: 1 },
      error: { error: 'TypeError', message: 'Failed to fetch' },
      cycle: { name: 'loop', self: '[seen above]' },
    });
  });
});
