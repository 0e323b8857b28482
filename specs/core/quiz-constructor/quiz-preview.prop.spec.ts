import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerPayload, scoreAnswer, stripAnswerKey } from '../../../core/quiz/index.ts';
import { previewQuizApi, previewQuizOf, settingsDraftOf } from '../../../core/quiz-constructor/index.ts';
import { constructorQuiz } from '../../../stories/quiz-constructor/quiz-constructor.fixture.ts';
import { answerAfter, anyQuestionArb, gesturesArb } from '../../arbitraries/quiz.ts';

describe('the preview of a quiz', () => {
  it('checks and finishes every answer as the server would score it, storing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(anyQuestionArb, gesturesArb, async (question, gestures) => {
        const api = previewQuizApi([question], null);
        const payload = answerPayload(question, answerAfter(question, gestures), { isCheck: true });
        const score = scoreAnswer(question, payload);
        const answered = await api.sendAnswer({ attemptId: 1, payload });
        const expected = score.verdict === 'not_scorable' ? null : score.verdict === 'correct';
        expect(answered.quiz_question?.attempt_question_result).toEqual({ is_correct: expected });
        const finished = await api.finishAttempt({ attemptId: 1, answers: [] });
        expect(finished.attempt?.scores).toBe(score.points);
        expect(finished.attempt?.status_id).toBe(expected === null ? 6 : expected ? 1 : 2);
      }),
    );
  });

  it('gives the student screens the quiz with the options set and no key', () => {
    const quiz = previewQuizOf(constructorQuiz);
    expect(quiz.questions).toEqual(constructorQuiz.questions.map(stripAnswerKey));
    expect(quiz.options.timer_duration).toBe(constructorQuiz.timer_duration);
    expect(quiz.result_attempt.type_show).toBe(constructorQuiz.result_type_show);
    expect(settingsDraftOf(constructorQuiz).name).toBe(quiz.name);
  });
});
