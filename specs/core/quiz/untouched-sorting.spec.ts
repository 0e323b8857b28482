import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuizInput as QuizSchemaInput } from '../../../core/api/quiz.ts';
import { type ChoiceAnswer, selectQuizView } from '../../../core/quiz/index.ts';
import { makeAttempt, settle, startQuiz } from './quiz-flow.fixtures.ts';

// Sorting is never invalid (spec 2 §5): the order the learner sees is an answer. An order never moved
// must still reach the server, or the server refuses the finish for a required question with no answer.

const SHOWN = [203, 201, 202];
const sortingQuestion = {
  id: 2,
  is_required: true,
  type: { slug: 'sorting' as const },
  answers: SHOWN.map((id, index) => ({ id, text: `item ${id}`, order: [3, 1, 2][index] })),
};
const singleQuestion = (id: number) => ({
  id,
  is_required: true,
  type: { slug: 'single_answer' as const },
  answers: [
    { id: id * 10 + 1, text: 'a' },
    { id: id * 10 + 2, text: 'b' },
  ],
});
const quiz = (overrides: Partial<QuizSchemaInput> = {}): Partial<QuizSchemaInput> => ({
  questions: [singleQuestion(1), sortingQuestion, singleQuestion(3)],
  ...overrides,
});
const choose = (questionId: number) => ({
  type: 'answer.change' as const,
  questionId,
  answer: { kind: 'choice', selected: [questionId * 10 + 1], customText: '' } satisfies ChoiceAnswer,
});
const sortingSent = (payloads: { quiz_question_id: number; answer_ids: number[] }[]) =>
  payloads.filter((payload) => payload.quiz_question_id === 2).map((payload) => payload.answer_ids);

describe('an untouched sorting question', () => {
  it('is sent in its shown order when the learner moves on from it', async () => {
    const { actor, sent } = startQuiz(quiz());
    actor.send(choose(1));
    actor.send({ type: 'question.next' });
    actor.send({ type: 'question.next' });
    await settle();
    expect(sortingSent(sent)).toEqual([SHOWN]);
  });

  it('is answered with its shown order in the finish, all on one page', async () => {
    const { actor, api } = startQuiz(quiz({ questions_display_type_id: 2 }));
    actor.send(choose(1));
    actor.send(choose(3));
    await settle();
    expect(selectQuizView(actor.getSnapshot()).canFinish).toBe(true);
    actor.send({ type: 'quiz.finish' });
    await settle();
    const [call] = (api.finishAttempt as unknown as { mock: { calls: [{ answers: never[] }][] } }).mock.calls;
    expect(sortingSent(call![0].answers)).toEqual([SHOWN]);
    expect(selectQuizView(actor.getSnapshot()).phase).toBe('finished');
  });

  it('alone in a quiz, starts the attempt its finish needs, and is answered in that finish', async () => {
    const { actor, api } = startQuiz({ questions: [sortingQuestion] }, { attempt: null });
    expect(selectQuizView(actor.getSnapshot()).canFinish).toBe(true);
    actor.send({ type: 'quiz.finish' });
    await settle();
    expect(api.startAttempt).toHaveBeenCalledTimes(1);
    const [call] = (api.finishAttempt as unknown as { mock: { calls: [{ answers: never[] }][] } }).mock.calls;
    expect(sortingSent(call![0].answers)).toEqual([SHOWN]);
    expect(selectQuizView(actor.getSnapshot()).phase).toBe('finished');
  });

  it('alone in a quiz whose attempt cannot start, leaves the learner answering with the reason', async () => {
    const refused = Object.assign(new Error('You have used every attempt.'), { status: 403 });
    const { actor, api } = startQuiz(
      { questions: [sortingQuestion] },
      { attempt: null, api: { startAttempt: async () => Promise.reject(refused) } },
    );
    actor.send({ type: 'quiz.finish' });
    await settle();
    expect(api.finishAttempt).not.toHaveBeenCalled();
    const view = selectQuizView(actor.getSnapshot());
    expect(view.phase).toBe('answering');
    expect(view.error?.message).toBe('You have used every attempt.');
    expect(view.canFinish).toBe(true);
  });

  it('is not sent again when the attempt already holds its order', async () => {
    const stored = [201, 202, 203].map((answerId, order) => ({
      quiz_question_id: 2,
      quiz_answer_id: answerId,
      answer_order: order,
    }));
    const { actor, sent, api } = startQuiz(quiz({ questions_display_type_id: 2 }), {
      attempt: makeAttempt({ results: stored as never }),
    });
    actor.send(choose(1));
    actor.send(choose(3));
    actor.send({ type: 'quiz.finish' });
    await settle();
    expect(sortingSent(sent)).toEqual([]);
    const [call] = (api.finishAttempt as unknown as { mock: { calls: [{ answers: never[] }][] } }).mock.calls;
    expect(sortingSent(call![0].answers)).toEqual([]);
  });

  it('is sent in whatever order it is shown, and only the shown one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([301, 302, 303, 304], { minLength: 2, maxLength: 4 }),
        async (shown) => {
          const question = { ...sortingQuestion, answers: shown.map((id) => ({ id, text: `${id}` })) };
          const { actor, api } = startQuiz({ questions_display_type_id: 2, questions: [question] });
          actor.send({ type: 'quiz.finish' });
          await settle();
          const [call] = (api.finishAttempt as unknown as { mock: { calls: [{ answers: never[] }][] } }).mock
            .calls;
          expect(sortingSent(call![0].answers)).toEqual([shown]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
