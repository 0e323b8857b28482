import type { QuizFile } from '../../api/quiz.ts';
import type { TextAnswer } from '../answer-kinds/answer-state.types.ts';
import { hasTextAnswer, textAnswerFromQuestion, textPayload } from '../answer-kinds/text-answer.ts';
import { buildReview } from '../review/build-review.ts';
import { payloadFromResults } from '../review/payload-from-results.ts';
import { notScorable } from '../scoring/score-helpers.ts';
import type { QuestionType } from './question-type.types.ts';

export { attachFile, removeFile, setText } from '../answer-kinds/text-answer.ts';

/** A text/media answer's review: the stored text and files. */
export interface TextReview {
  text: string | null;
  files: QuizFile[];
}

/** text_media_answer: typed text by input kind and attached files; checked by an expert. */
export const textMediaAnswerType: QuestionType<TextAnswer, TextReview> = {
  slug: 'text_media_answer',
  kind: 'text',
  scorable: false,
  initialAnswer: (question) => textAnswerFromQuestion(question),
  hasAnswer: (_question, answer) => hasTextAnswer(answer),
  toPayload: textPayload,
  score: () => notScorable(),
  review: (question, context) => {
    const rows = context.results.filter((row) => row.quiz_question_id === question.id);
    const payload = payloadFromResults(question, context.results);
    return buildReview(question, context, notScorable(), {
      text: payload.text_answer ?? null,
      files: rows.flatMap((row) => row.files),
    });
  },
};
