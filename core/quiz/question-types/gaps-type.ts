import type { Question, QuestionSlug } from '../../api/quiz.ts';
import type { GapsAnswer } from '../answer-kinds/answer-state.types.ts';
import { gapsFromQuestion, gapsPayload } from '../answer-kinds/gaps-answer.ts';
import { buildReview, markOf } from '../review/build-review.ts';
import { payloadFromResults } from '../review/payload-from-results.ts';
import type { Mark } from '../review/question-review.types.ts';
import { resultDisplay } from '../review/result-display.ts';
import { gapKey, scoreGaps } from '../scoring/score-gaps.ts';
import type { QuestionType } from './question-type.types.ts';

/** One gap in a review: what the learner gave, its mark, and (full information) the accepted answers. */
export interface GapReview {
  statementId: number;
  groupId: number;
  given: string;
  mark: Mark;
  correctAnswers: string[] | null;
}

/** A fill-gaps or paste-word review. */
export interface GapsReview {
  gaps: GapReview[];
}

/** Builds the module of a gap slug (fill_gaps, paste_word) with its validity rule. */
export function createGapsType(
  slug: QuestionSlug,
  hasAnswer: (answer: GapsAnswer) => boolean,
): QuestionType<GapsAnswer, GapsReview> {
  return {
    slug,
    kind: 'gaps',
    scorable: true,
    initialAnswer: (question) => gapsFromQuestion(question),
    hasAnswer: (_question, answer) => hasAnswer(answer),
    toPayload: gapsPayload,
    score: scoreGaps,
    review: (question, context) => {
      const payload = payloadFromResults(question, context.results);
      const score = scoreGaps(question, payload);
      const showsKey = resultDisplay(context.displayType).showsCorrectAnswers;
      const gaps = question.statements.flatMap((statement) =>
        statement.answer_groups.map((group) => {
          const row = payload.answers.find((candidate) => candidate.answer_group_id === group.id);
          return {
            statementId: statement.id,
            groupId: group.id,
            given: row?.text_answer ?? answerText(question, row?.answer_id),
            mark: markOf(
              context,
              score,
              score.parts.find((part) => part.key === `group:${group.id}`)?.isCorrect,
            ),
            correctAnswers: showsKey
              ? gapKey(question, statement.id, group.id).map((answer) => answer.text ?? '')
              : null,
          };
        }),
      );
      return buildReview(question, context, score, { gaps });
    },
  };
}

function answerText(question: Question, answerId: number | null | undefined): string {
  const answers = [...question.answers, ...question.statements.flatMap((statement) => statement.answers)];
  return answers.find((answer) => answer.id === answerId)?.text ?? '';
}
