import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnswerResponse,
  type AttemptResult,
  type Question,
  RESULT_DISPLAY_TYPES,
} from '../../../../core/api/quiz.ts';
import {
  answerPayload,
  isPollQuestion,
  keyLines,
  questionTypeOf,
  reviewQuestion,
  scoreAnswer,
  storedVerdict,
  stripAnswerKey,
  tallyVerdicts,
  type Verdict,
  verdictResult,
} from '../../../../core/quiz/index.ts';
import { checkResultOf } from '../../../../core/quiz/quiz-context.ts';
import {
  answerAfter,
  anyQuestionArb,
  gesturesArb,
  listQuestionArb,
  resultsFromPayload,
} from '../../../arbitraries/quiz.ts';
import { marksIn } from './review-marks.ts';

/** What the learner must be told of a scorer's verdict. */
const TOLD: Record<Verdict, 'correct' | 'incorrect' | 'saved'> = {
  correct: 'correct',
  incorrect: 'incorrect',
  not_scorable: 'saved',
};

/** The answer call's data as the server builds it for a stored answer (answer-question answerView). */
function answerResponse(question: Question, results: AttemptResult[], verdict: Verdict): AnswerResponse {
  return {
    id: 1,
    status_id: 5,
    results,
    latest_attempt: true,
    finished: false,
    quiz_question: {
      id: question.id,
      has_result_answer: true,
      is_skipped: false,
      comment_files: [],
      attempt_question_result: verdictResult(verdict, true),
      correct_answers: keyLines(question),
      aggregate_interview: [],
    },
  } as unknown as AnswerResponse;
}

/** The question as the result screen receives it after the finish: the server's verdict, the key only when shown. */
function reviewedQuestion(question: Question, verdict: Verdict, showsKey: boolean): Question {
  return {
    ...(showsKey ? question : stripAnswerKey(question)),
    has_result_answer: true,
    is_skipped: false,
    is_not_started: false,
    attempt_question_result: verdictResult(verdict, true),
  };
}

describe('one verdict for every screen', () => {
  it('the check banner, the result card and the expert view tell the verdict the core scorer gave, for any question and answer', () => {
    fc.assert(
      fc.property(
        anyQuestionArb,
        gesturesArb,
        fc.constantFrom(...RESULT_DISPLAY_TYPES),
        (question, gestures, displayType) => {
          const answer = answerAfter(question, gestures);
          const payload = answerPayload(question, answer);
          const { verdict } = scoreAnswer(question, payload);
          const results = resultsFromPayload(payload);
          const told = TOLD[verdict];

          const banner = checkResultOf(question, question.id, answerResponse(question, results, verdict));
          expect(banner.verdict).toBe(told);
          if (isPollQuestion(question) || !questionTypeOf(question).scorable)
            expect(banner.verdict).toBe('saved');

          const review = reviewQuestion(
            reviewedQuestion(question, verdict, displayType === 'full_information'),
            {
              displayType,
              results,
            },
          );
          expect(review.verdict).toBe(told);
          const expertReview = reviewQuestion(reviewedQuestion(question, verdict, true), {
            displayType: 'full_information',
            results,
          });
          expect(expertReview.verdict).toBe(told);
          // No part of a right answer is marked wrong, and an unscored answer carries no marks.
          const marks = marksIn(expertReview.detail);
          if (told === 'correct') expect(marks).not.toContain('incorrect');
          if (told === 'saved') expect(marks.filter((mark) => mark !== null)).toEqual([]);
        },
      ),
    );
  });

  it('the result header counts exactly the verdicts the cards show, on the client and on the server', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anyQuestionArb, gesturesArb, fc.boolean()), { maxLength: 12 }),
        fc.constantFrom(...RESULT_DISPLAY_TYPES),
        (entries, displayType) => {
          const cards = entries.map(([question, gestures, answered]) => {
            const payload = answerPayload(question, answerAfter(question, gestures));
            const verdict = scoreAnswer(question, payload).verdict;
            const shown = answered
              ? reviewedQuestion(question, verdict, true)
              : {
                  ...question,
                  has_result_answer: false,
                  is_not_started: true,
                  attempt_question_result: null,
                };
            return {
              stored: answered ? verdict : null,
              answered,
              card: reviewQuestion(shown, {
                displayType,
                results: answered ? resultsFromPayload(payload) : [],
              }).verdict,
            };
          });
          const header = tallyVerdicts(cards.map((entry) => entry.card));
          expect(header).toEqual({
            correct: cards.filter((entry) => entry.card === 'correct').length,
            incorrect: cards.filter((entry) => entry.card === 'incorrect').length,
          });
          expect(tallyVerdicts(cards.map((entry) => storedVerdict(entry.stored, entry.answered)))).toEqual(
            header,
          );
          expect(header.correct + header.incorrect).toBeLessThanOrEqual(entries.length);
        },
      ),
    );
  });

  it('choosing the key in every dropdown is right and the key named after Check is what was chosen, however the key is stored', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom('choose_from_list' as const, 'multi_choose_from_list' as const)
          .chain(listQuestionArb),
        (question) => {
          const chosen = Object.fromEntries(
            question.statements.map((statement) => [
              statement.id,
              statement.answers.filter((option) => option.is_correct).map((option) => option.id),
            ]),
          );
          const multiple = question.type.slug === 'multi_choose_from_list';
          const payload = answerPayload(question, { kind: 'list', multiple, chosen });
          expect(scoreAnswer(question, payload).verdict).toBe('correct');
          expect(keyLines(question).map((line) => line.text)).toEqual(
            question.statements.flatMap((statement) =>
              statement.answers.filter((option) => option.is_correct).map((option) => option.text),
            ),
          );
        },
      ),
    );
  });
});
