import type { LettersAnswer } from '../answer-kinds/answer-state.types.ts';
import { hasLettersAnswer, lettersFromQuestion, lettersPayload } from '../answer-kinds/letters-answer.ts';
import { buildReview } from '../review/build-review.ts';
import { payloadFromResults } from '../review/payload-from-results.ts';
import { resultDisplay } from '../review/result-display.ts';
import { normalizeTypedAnswer } from '../scoring/normalize-typed-answer.ts';
import { correctWord, payloadWord, scoreWordFromChars } from '../scoring/score-word-from-chars.ts';
import type { QuestionType } from './question-type.types.ts';

export {
  appendLetter,
  builtWord,
  placeLetter,
  removeLastLetter,
  swapLetters,
} from '../answer-kinds/letters-answer.ts';

/** A word-from-characters review: letters with wrong ones flagged, and the correct word in full information. */
export interface LettersReview {
  letters: { letter: string; isWrong: boolean }[];
  correctWord: string | null;
}

/** word_from_chars: build the word from scrambled letter tiles; all or nothing. */
export const wordFromCharsType: QuestionType<LettersAnswer, LettersReview> = {
  slug: 'word_from_chars',
  kind: 'letters',
  scorable: true,
  initialAnswer: (question) => lettersFromQuestion(question),
  hasAnswer: (_question, answer) => hasLettersAnswer(answer),
  toPayload: lettersPayload,
  score: scoreWordFromChars,
  review: (question, context) => {
    const payload = payloadFromResults(question, context.results);
    const score = scoreWordFromChars(question, payload);
    const display = resultDisplay(context.displayType);
    const word = [...correctWord(question)];
    const letters = [...payloadWord(question, payload)].map((letter, index) => ({
      letter,
      isWrong:
        display.marksAnswers && normalizeTypedAnswer(letter) !== normalizeTypedAnswer(word[index] ?? ''),
    }));
    return buildReview(question, context, score, {
      letters,
      correctWord: display.showsCorrectAnswers ? correctWord(question) : null,
    });
  },
};
