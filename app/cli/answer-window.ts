import { selectPhase } from '../../core/quiz/index.ts';
import type { QuizFlow } from './flow-settled.ts';

/** A signal that aborts once the flow leaves answering on its own: time ran out and it is finishing. */
export function answerWindow(flow: QuizFlow): { signal: AbortSignal; close: () => void } {
  const controller = new AbortController();
  const subscription = flow.subscribe((snapshot) => {
    const phase = selectPhase(snapshot);
    if (phase === 'finishing' || phase === 'finished') controller.abort();
  });
  return { signal: controller.signal, close: () => subscription.unsubscribe() };
}
