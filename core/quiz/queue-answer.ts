import { idempotencyKey } from './outbox.ts';
import { type AnswerFlags, answerPayload } from './question-answer.ts';
import type { OutboxItem, QuizContext } from './quiz.types.ts';

/** Queues a question's answer with a fresh idempotency key, persists the outbox, and clears its dirty mark. */
export function queueAnswer(
  context: QuizContext,
  questionId: number,
  flags: Omit<AnswerFlags, 'idempotencyKey'> = {},
): Pick<QuizContext, 'outbox' | 'sequence' | 'dirty'> & { key: string | null } {
  const question = context.questions.find((candidate) => candidate.id === questionId);
  if (!question)
    return { outbox: context.outbox, sequence: context.sequence, dirty: context.dirty, key: null };
  const sequence = context.sequence + 1;
  const key = idempotencyKey(context.keySeed, questionId, sequence);
  const item: OutboxItem = {
    key,
    attemptId: context.attempt?.id ?? null,
    payload: answerPayload(question, context.answers[questionId], { ...flags, idempotencyKey: key }),
  };
  const outbox = [...context.outbox, item];
  context.storage.save(outbox);
  return { outbox, sequence, dirty: context.dirty.filter((dirtyId) => dirtyId !== questionId), key };
}

/** Drops the first queued answer (sent, or refused by the server) and persists the rest. */
export function dequeueAnswer(context: QuizContext): Pick<QuizContext, 'outbox'> {
  const outbox = context.outbox.slice(1);
  context.storage.save(outbox);
  return { outbox };
}
