import type { MatchingAnswer } from '../answer-kinds/answer-state.types.ts';
import { hasMatchingAnswer, matchingFromQuestion, matchingPayload } from '../answer-kinds/matching-answer.ts';
import { buildReview, markOf } from '../review/build-review.ts';
import { payloadFromResults } from '../review/payload-from-results.ts';
import type { Mark } from '../review/question-review.types.ts';
import { resultDisplay } from '../review/result-display.ts';
import { matchingKeyIds, scoreMatching } from '../scoring/score-matching.ts';
import type { QuestionType } from './question-type.types.ts';

export {
  bind,
  toggleBind,
  unbind,
  unboundAnswers,
  unboundStatements,
} from '../answer-kinds/matching-answer.ts';

/** One statement in a matching review: its bound answers, the line colour and (full information) its key. */
export interface MatchingStatementReview {
  statementId: number;
  boundAnswerIds: number[];
  mark: Mark;
  correctAnswerIds: number[] | null;
}

/** A matching question's review. */
export interface MatchingReview {
  statements: MatchingStatementReview[];
}

/** conformity_answer: one-to-one or many-to-one binds, scored per statement. */
export const conformityAnswerType: QuestionType<MatchingAnswer, MatchingReview> = {
  slug: 'conformity_answer',
  kind: 'matching',
  scorable: true,
  initialAnswer: (question) => matchingFromQuestion(question),
  hasAnswer: (_question, answer) => hasMatchingAnswer(answer),
  toPayload: matchingPayload,
  score: scoreMatching,
  review: (question, context) => {
    const payload = payloadFromResults(question, context.results);
    const score = scoreMatching(question, payload);
    const showsKey = resultDisplay(context.displayType).showsCorrectAnswers;
    const statements = question.statements.map((statement) => ({
      statementId: statement.id,
      boundAnswerIds: payload.answers
        .filter((row) => row.statement_id === statement.id && row.answer_id != null)
        .map((row) => row.answer_id as number),
      mark: markOf(
        context,
        score,
        score.parts.find((part) => part.key === `statement:${statement.id}`)?.isCorrect,
      ),
      correctAnswerIds: showsKey ? matchingKeyIds(question, statement.id) : null,
    }));
    return buildReview(question, context, score, { statements });
  },
};
