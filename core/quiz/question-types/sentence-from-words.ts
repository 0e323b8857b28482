import type { WordOrderAnswer } from '../answer-kinds/answer-state.types.ts';
import {
  hasWordOrderAnswer,
  wordOrderFromQuestion,
  wordOrderPayload,
} from '../answer-kinds/word-order-answer.ts';
import { buildReview, markOf } from '../review/build-review.ts';
import { payloadFromResults } from '../review/payload-from-results.ts';
import type { Mark } from '../review/question-review.types.ts';
import { resultDisplay } from '../review/result-display.ts';
import { scoreWordOrder, sentenceDiff, type WordDiff, wordsDiff } from '../scoring/score-word-order.ts';
import type { QuestionType } from './question-type.types.ts';

export { placeWord, poolWords, returnWord } from '../answer-kinds/word-order-answer.ts';

/** A word-order review: the given words marked, and in full information the correct sentence. */
export interface WordOrderReview {
  wordsDiff: { word: string; mark: Mark }[];
  sentenceDiff: WordDiff[] | null;
  restWords: string[];
}

/** sentence_from_words: place words in order (joined by '/'); all or nothing. */
export const sentenceFromWordsType: QuestionType<WordOrderAnswer, WordOrderReview> = {
  slug: 'sentence_from_words',
  kind: 'words',
  scorable: true,
  initialAnswer: (question) => wordOrderFromQuestion(question),
  hasAnswer: (_question, answer) => hasWordOrderAnswer(answer),
  toPayload: wordOrderPayload,
  score: scoreWordOrder,
  review: (question, context) => {
    const payload = payloadFromResults(question, context.results);
    const score = scoreWordOrder(question, payload);
    const display = resultDisplay(context.displayType);
    const diff = wordsDiff(question, payload.answer_ids);
    return buildReview(question, context, score, {
      wordsDiff: diff.map((word) => ({ word: word.word, mark: markOf(context, score, word.isCorrect) })),
      sentenceDiff: display.showsCorrectAnswers ? sentenceDiff(question, payload.answer_ids) : null,
      restWords: question.answers
        .filter((answer) => !payload.answer_ids.includes(answer.id))
        .map((answer) => answer.text ?? ''),
    });
  },
};
