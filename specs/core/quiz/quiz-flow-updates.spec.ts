import { describe, expect, it } from 'vitest';
import { createQuizContext } from '../../../core/quiz/quiz-context.ts';
import {
  hasAwaitingUploadsChanged,
  withAnswer,
  withAwaitingUploads,
  withCurrentQuestionTick,
  withFinishFailure,
  withStartedAttempt,
} from '../../../core/quiz/quiz-flow-updates.ts';
import { makeAttempt, makeQuiz } from './quiz-flow.fixtures.ts';

const context = () => createQuizContext({ quiz: makeQuiz(), attempt: null, keySeed: 'unit' });

describe('quiz flow context updates', () => {
  it('an answer marks its question changed once', () => {
    const first = {
      ...context(),
      ...withAnswer(context(), 2, { kind: 'choice', selected: [21], customText: '' }),
    };
    const second = withAnswer(first, 2, { kind: 'choice', selected: [22], customText: '' });
    expect(second.dirty).toEqual([2]);
  });

  it('answers queued before the attempt existed get its id when it starts', () => {
    const queued = {
      ...context(),
      outbox: [{ key: 'k', attemptId: null, payload: { quiz_question_id: 1 } as never }],
    };
    expect(withStartedAttempt(queued, makeAttempt({ id: 44 })).outbox?.[0]?.attemptId).toBe(44);
  });

  it('a finish failure without named questions keeps the learner where they are', () => {
    const updated = withFinishFailure(
      { ...context(), currentIndex: 2 },
      { success: false, message: null, questions: [] },
    );
    expect(updated).toMatchObject({
      currentIndex: 2,
      error: { message: 'Unexpected error occurred', questionId: null },
    });
  });

  it('the questions waiting for a file are kept once each, in order, and a change is told apart from a repeat', () => {
    expect(withAwaitingUploads([3, 1, 3]).awaitingUploads).toEqual([1, 3]);
    const waiting = { ...context(), awaitingUploads: [1, 3] };
    expect(hasAwaitingUploadsChanged(waiting, [3, 1, 1])).toBe(false);
    expect(hasAwaitingUploadsChanged(waiting, [1])).toBe(true);
    expect(hasAwaitingUploadsChanged(waiting, [1, 2])).toBe(true);
  });

  it('a question timer tick only touches the current question', () => {
    const timed = { ...context(), questionSecondsLeft: { 1: 5, 2: 9 } };
    expect(withCurrentQuestionTick(timed).questionSecondsLeft).toEqual({ 1: 4, 2: 9 });
  });
});
