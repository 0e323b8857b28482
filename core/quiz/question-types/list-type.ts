import type { QuestionSlug } from '../../api/quiz.ts';
import type { ListAnswer } from '../answer-kinds/answer-state.types.ts';
import {
  hasListAnswer,
  listFromQuestion,
  listPayload,
  listStatementIds,
  WHOLE_QUESTION,
} from '../answer-kinds/list-answer.ts';
import { buildReview, markOf } from '../review/build-review.ts';
import { payloadFromResults } from '../review/payload-from-results.ts';
import type { Mark } from '../review/question-review.types.ts';
import { resultDisplay } from '../review/result-display.ts';
import { listKeyIds, scoreList } from '../scoring/score-list.ts';
import type { QuestionType } from './question-type.types.ts';

/** One dropdown in a review. */
export interface ListItemReview {
  statementId: number;
  chosenAnswerIds: number[];
  mark: Mark;
  correctAnswerIds: number[] | null;
}

/** A choose-from-list review. */
export interface ListReview {
  items: ListItemReview[];
}

/** Builds the module of a dropdown slug: single (choose_from_list) or multiple (multi_choose_from_list). */
export function createListType(slug: QuestionSlug, multiple: boolean): QuestionType<ListAnswer, ListReview> {
  return {
    slug,
    kind: 'list',
    scorable: true,
    initialAnswer: (question, results) => listFromQuestion(question, multiple, results),
    hasAnswer: (_question, answer) => hasListAnswer(answer),
    toPayload: listPayload,
    score: scoreList,
    review: (question, context) => {
      const payload = payloadFromResults(question, context.results);
      const score = scoreList(question, payload);
      const showsKey = resultDisplay(context.displayType).showsCorrectAnswers;
      const items = listStatementIds(question).map((statementId) => {
        return {
          statementId,
          chosenAnswerIds: payload.answers
            .filter((row) => (row.statement_id ?? WHOLE_QUESTION) === statementId && row.answer_id != null)
            .map((row) => row.answer_id as number),
          mark: markOf(
            context,
            score,
            score.parts.find((part) => part.key === `statement:${statementId}`)?.isCorrect,
          ),
          correctAnswerIds: showsKey ? listKeyIds(question, statementId) : null,
        };
      });
      return buildReview(question, context, score, { items });
    },
  };
}
