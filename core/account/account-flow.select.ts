import type { SnapshotFrom } from 'xstate';
import type { accountFlowMachine } from './account-flow.machine.ts';
import type { AccountFlowContext, FlowErrors } from './account-flow.types.ts';
import { STARTING_ACCOUNT_FLOW_CONTEXT } from './account-flow-context.ts';
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

/** Where a flow stands, as its view asks. */
interface FlowPlace {
  atCode: boolean;
  busy: boolean;
  resendable: boolean;
  done: boolean;
}

function viewOf(context: AccountFlowContext, place: FlowPlace): AccountFlowView {
  return {
    step: place.atCode ? 'code' : 'form',
    pending: place.busy,
    sentTo: place.atCode ? context.sentTo : null,
    countdown: { running: context.secondsLeft > 0, text: countdownText(context.secondsLeft) },
    canResend: place.resendable,
    errors: context.errors,
    done: place.done,
    result: context.result,
    round: context.rounds,
  };
}

/** Turns an account flow snapshot into its view. */
export function selectAccountFlowView(snapshot: SnapshotFrom<typeof accountFlowMachine>): AccountFlowView {
  return viewOf(snapshot.context, {
    atCode: snapshot.matches('codeEntry') || snapshot.matches('confirming') || snapshot.matches('resending'),
    busy: snapshot.hasTag('busy'),
    resendable: snapshot.matches({ codeEntry: 'resendable' }),
    done: snapshot.matches('done'),
  });
}

/** The view of a flow as its machine starts (its form, `editing`), known before the machine's code has loaded. */
export function startingAccountFlowView(): AccountFlowView {
  return viewOf(STARTING_ACCOUNT_FLOW_CONTEXT, {
    atCode: false,
    busy: false,
    resendable: false,
    done: false,
  });
}
