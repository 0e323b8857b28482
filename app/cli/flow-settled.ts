import { type ActorRefFrom, waitFor } from 'xstate';
import type { QuizSnapshot, quizMachine } from '../../core/quiz/index.ts';
import { CliFailure } from './cli-failure.ts';

/** How long the terminal waits for the server to take an answer, a check or a finish. */
export const SETTLE_TIMEOUT_MS = 60_000;

/** A running quiz flow. */
export type QuizFlow = ActorRefFrom<typeof quizMachine>;

/** Nothing under way: no call running, no answer waiting to be sent, no attempt about to start. */
export function isSettled(snapshot: QuizSnapshot): boolean {
  return (
    !snapshot.hasTag('busy') &&
    snapshot.context.outbox.length === 0 &&
    !snapshot.matches({ attempt: 'waitingToStart' })
  );
}

/** Waits until the flow has settled, as a person waits for the page's spinner to go. */
export async function settled(flow: QuizFlow): Promise<QuizSnapshot> {
  try {
    return await waitFor(flow, isSettled, { timeout: SETTLE_TIMEOUT_MS });
  } catch {
    throw new CliFailure(
      'The server did not take the answers in time. Answers it stored are kept; run the command again to go on.',
    );
  }
}
