import type { SnapshotFrom } from 'xstate';
import type { accountFlowMachine } from './account-flow.machine.ts';
import type { FlowErrors } from './account-flow.types.ts';
import { countdownText } from './code-rules.ts';

/** What an account flow's view reads. */
export interface AccountFlowView {
  /** Which step the form shows: the form, or the code with its countdown. */
  step: 'form' | 'code';
  /** A call is under way: the buttons show it and do not send twice. */
  pending: boolean;
  /** Where the code went, at the code step. */
  sentTo: string | null;
  /** The resend countdown: running, and its text (`mm:ss`, `00` once run out). */
  countdown: { running: boolean; text: string };
  /** Another code may be asked for now. */
  canResend: boolean;
  errors: FlowErrors;
  /** The flow has just finished (the success line shows until the next send). */
  done: boolean;
  /** What the finished flow answered. */
  result: unknown;
  /** Rounds finished: a view keys its fields on it, so they start empty after a success. */
  round: number;
}

/** Turns an account flow snapshot into its view. */
export function selectAccountFlowView(snapshot: SnapshotFrom<typeof accountFlowMachine>): AccountFlowView {
  const { context } = snapshot;
  const atCode =
    snapshot.matches('codeEntry') || snapshot.matches('confirming') || snapshot.matches('resending');
  return {
    step: atCode ? 'code' : 'form',
    pending: snapshot.hasTag('busy'),
    sentTo: atCode ? context.sentTo : null,
    countdown: { running: context.secondsLeft > 0, text: countdownText(context.secondsLeft) },
    canResend: snapshot.matches({ codeEntry: 'resendable' }),
    errors: context.errors,
    done: snapshot.matches('done'),
    result: context.result,
    round: context.rounds,
  };
}
