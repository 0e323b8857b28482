import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type AccountFlowEvent,
  accountFlowMachine,
  COUNTDOWN_TICK_MS,
  type ConfirmInput,
  type FlowSent,
  type SendInput,
  selectAccountFlowView,
} from '../../../core/account/index.ts';
import { ApiError } from '../../../core/api/api-error.ts';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';

// Every state of the account flow, reached by the shortest paths of its events, replayed on a real
// actor whose calls are settled by hand and whose clock is simulated.

type Snapshot = SnapshotFrom<typeof accountFlowMachine>;
type ModelEvent = AccountFlowEvent | { type: string; output?: unknown; error?: unknown };

const TICK = 'xstate.after.countdownTick.accountFlow.codeEntry.counting';
const SENT: FlowSent = { sentTo: 'n***@example.com', resendAfter: 2 };
const FINISHED: FlowSent = { sentTo: null, resendAfter: 0, result: { saved: true } };
const WRONG_CODE = new ApiError(422, 'The code is wrong.', { code: ['The code is wrong.'] });
const OFFLINE = new TypeError('Failed to fetch');

const events: ModelEvent[] = [
  { type: 'form.submit', values: { email: 'new@example.com', password: 'secret' } },
  { type: 'code.submit', code: '123456' },
  { type: 'code.resend' },
  { type: 'form.back' },
  { type: TICK },
  { type: 'xstate.done.actor.sendCode', output: SENT },
  { type: 'xstate.done.actor.sendCode', output: FINISHED },
  { type: 'xstate.error.actor.sendCode', error: OFFLINE },
  { type: 'xstate.done.actor.resendCode', output: SENT },
  { type: 'xstate.error.actor.resendCode', error: OFFLINE },
  { type: 'xstate.done.actor.confirmCode', output: { id: 1 } },
  { type: 'xstate.error.actor.confirmCode', error: WRONG_CODE },
];

const serialize = (snapshot: Snapshot) => {
  const { secondsLeft, errors, rounds, sentTo } = snapshot.context;
  return JSON.stringify([snapshot.value, secondsLeft, errors, Math.min(rounds, 1), sentTo]);
};

const leafOf = (snapshot: Snapshot) =>
  snapshot._nodes.filter((node) => node.type === 'atomic').map((node) => node.id)[0] ?? '';

/** What each state means to the person at the form. */
function assertMeaning(snapshot: Snapshot) {
  const view = selectAccountFlowView(snapshot);
  expect(view.pending).toBe(
    (['sending', 'resending', 'confirming'] as const).some((state) => snapshot.matches(state)),
  );
  if (view.step === 'code') expect(view.sentTo).toBe(SENT.sentTo);
  else expect(view.sentTo).toBeNull();
  expect(view.canResend).toBe(snapshot.matches({ codeEntry: 'resendable' }));
  if (view.canResend) expect(view.countdown).toEqual({ running: false, text: '00' });
  if (snapshot.matches({ codeEntry: 'counting' })) expect(view.countdown.running).toBe(true);
  if (view.done) expect(view.errors).toEqual({ formError: null, fieldErrors: {} });
}

/** Calls that wait until the spec settles them, recording what they were sent. */
function controllableCalls() {
  const pending: {
    kind: string;
    input: unknown;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const call = <I>(kind: string) =>
    fromPromise<never, I>(
      ({ input }) =>
        new Promise<never>((resolve, reject) =>
          pending.push({ kind, input, resolve: resolve as (value: unknown) => void, reject }),
        ),
    );
  return {
    pending,
    machine: accountFlowMachine.provide({
      actors: {
        sendCode: call<SendInput>('send') as never,
        confirmCode: call<ConfirmInput>('confirm') as never,
      },
    }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('account flow machine model', () => {
  const paths = getShortestPaths(accountFlowMachine, {
    events: events as never,
    serializeState: serialize as never,
  });

  it('reaches every state of the machine', () => {
    expect(new Set(paths.map((path) => leafOf(path.state)))).toEqual(
      new Set(listLeafStateIds(accountFlowMachine)),
    );
  });

  it('replays every shortest path on a running actor, each state meaning what it says', async () => {
    for (const path of paths) {
      const calls = controllableCalls();
      const clock = new SimulatedClock();
      const actor = createActor(calls.machine, { clock }).start();
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        if (event.type === 'xstate.init') continue;
        if (event.type === TICK) clock.increment(COUNTDOWN_TICK_MS);
        else if (event.type.startsWith('xstate.done.actor.')) calls.pending.shift()?.resolve(event.output);
        else if (event.type.startsWith('xstate.error.actor.')) calls.pending.shift()?.reject(event.error);
        else actor.send(event as AccountFlowEvent);
        await settle();
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        assertMeaning(actor.getSnapshot());
      }
      actor.stop();
    }
  });
});

describe('account flow, by example', () => {
  it('sends the form, counts down to 00, resends what was typed, and confirms the code with it', async () => {
    const calls = controllableCalls();
    const clock = new SimulatedClock();
    const actor = createActor(calls.machine, { clock }).start();
    actor.send({ type: 'form.submit', values: { email: 'new@example.com', password: 'secret' } });
    calls.pending.shift()?.resolve({ sentTo: 'n***@example.com', resendAfter: 61 });
    await settle();
    expect(selectAccountFlowView(actor.getSnapshot()).countdown).toEqual({ running: true, text: '01:01' });
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches('resending')).toBe(false);
    for (let second = 0; second < 60; second++) clock.increment(COUNTDOWN_TICK_MS);
    expect(selectAccountFlowView(actor.getSnapshot()).countdown.text).toBe('00:01');
    clock.increment(COUNTDOWN_TICK_MS);
    expect(selectAccountFlowView(actor.getSnapshot())).toMatchObject({
      canResend: true,
      countdown: { running: false, text: '00' },
    });
    actor.send({ type: 'code.resend' });
    expect(calls.pending[0]?.input).toEqual({ values: { email: 'new@example.com', password: 'secret' } });
    calls.pending.shift()?.resolve({ sentTo: 'n***@example.com', resendAfter: 60 });
    await settle();
    actor.send({ type: 'code.submit', code: '000111', extra: { password: 'brand-new-pass' } });
    expect(calls.pending[0]?.input).toEqual({
      values: { email: 'new@example.com', password: 'secret' },
      code: '000111',
      extra: { password: 'brand-new-pass' },
    });
    calls.pending.shift()?.reject(WRONG_CODE);
    await settle();
    expect(selectAccountFlowView(actor.getSnapshot())).toMatchObject({
      step: 'code',
      errors: { formError: null, fieldErrors: { code: 'The code is wrong.' } },
    });
    actor.send({ type: 'code.submit', code: '123456' });
    calls.pending.shift()?.resolve({ email: 'new@example.com' });
    await settle();
    expect(selectAccountFlowView(actor.getSnapshot())).toMatchObject({
      step: 'form',
      done: true,
      result: { email: 'new@example.com' },
      round: 1,
    });
    actor.stop();
  });

  it('a flow without a code step finishes with its first call and tells the app once', async () => {
    let told = 0;
    const calls = controllableCalls();
    const actor = createActor(calls.machine.provide({ actions: { notifyDone: () => void told++ } })).start();
    actor.send({ type: 'form.submit', values: { name: 'My school' } });
    calls.pending.shift()?.resolve({ sentTo: null, resendAfter: 0, result: { id: 7 } });
    await settle();
    expect(selectAccountFlowView(actor.getSnapshot())).toMatchObject({ done: true, result: { id: 7 } });
    expect(told).toBe(1);
  });

  it('a refusal of the form keeps the form with its messages, and a failure of the network says so', async () => {
    const calls = controllableCalls();
    const actor = createActor(calls.machine).start();
    actor.send({ type: 'form.submit', values: { email: 'taken@example.com', password: 'x' } });
    calls.pending.shift()?.reject(
      new ApiError(422, 'Another account uses this email.', {
        email: ['Another account uses this email.'],
      }),
    );
    await settle();
    expect(selectAccountFlowView(actor.getSnapshot())).toMatchObject({
      step: 'form',
      pending: false,
      errors: { formError: null, fieldErrors: { email: 'Another account uses this email.' } },
    });
    actor.send({ type: 'form.submit', values: { email: 'free@example.com', password: 'x' } });
    expect(selectAccountFlowView(actor.getSnapshot()).errors.fieldErrors).toEqual({});
    calls.pending.shift()?.reject(OFFLINE);
    await settle();
    expect(selectAccountFlowView(actor.getSnapshot()).errors.formError).toBe('Failed to fetch');
  });
});
