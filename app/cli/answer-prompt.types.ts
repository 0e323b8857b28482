import type { QuizTexts } from './quiz-texts.ts';
import type { Terminal } from './terminal.ts';

/** What a question's prompt needs: the terminal, the page's texts, and a signal that ends the wait (time up). */
export interface PromptIo {
  terminal: Terminal;
  texts: QuizTexts;
  signal: AbortSignal;
}

/** A line read into a value, or the sentence that says what is wrong with it. */
export type Parsed<TValue> = { value: TValue } | { problem: string };
