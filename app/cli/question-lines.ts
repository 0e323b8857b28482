import type { Question } from '../../core/api/index.ts';
import { formatTimer } from '../../core/format/index.ts';
import { plainText } from './plain-text.ts';
import type { QuizTexts } from './quiz-texts.ts';

/** Where a question stands and how long is left, as the page's question card and timer show it. */
export interface QuestionPlace {
  /** 1-based, or null when the quiz does not number its questions. */
  number: number | null;
  total: number;
  /** Seconds left of the attempt or the question, when a timer runs. */
  secondsLeft: number | null;
}

/** A question's heading lines: its number, its title (required ones marked), its description. */
export function questionLines(question: Question, place: QuestionPlace, texts: QuizTexts): string[] {
  const heading =
    place.number !== null
      ? texts('quiz.question_of', { number: place.number, total: place.total })
      : texts('quiz.question');
  const timer = place.secondsLeft !== null ? ` · ${formatTimer(place.secondsLeft)}` : '';
  const title = plainText(question.name) || texts('quiz.question_untitled');
  const required = question.is_required ? ` (${texts('quiz.required')})` : '';
  const description = plainText(question.description);
  return ['', `${heading}${timer}`, `${title}${required}`, ...(description ? [description] : [])];
}
