import type { AttemptState } from './attempt-state.ts';

/**
 * A question row a rework copied from the attempt sent back, not yet answered again in the rework
 * (start-attempt copies rows with version 0; an answer raises it). It may be answered once more even
 * under reanswer none, and does not count as moving on past earlier questions.
 */
export function isCopiedIntoRework(
  state: Pick<AttemptState, 'attempt'>,
  row: Pick<AttemptState['questions'][number], 'version'>,
): boolean {
  return state.attempt.rootId != null && Number(row.version) === 0;
}
