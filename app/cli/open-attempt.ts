import { type ActorRefFrom, waitFor } from 'xstate';
import type { Attempt, Quiz } from '../../core/api/index.ts';
import { type QuizPageSnapshot, type quizPageMachine, selectQuizPageView } from '../../core/quiz/index.ts';
import { CliFailure } from './cli-failure.ts';
import { SETTLE_TIMEOUT_MS } from './flow-settled.ts';
import { plainText } from './plain-text.ts';
import type { QuizTexts } from './quiz-texts.ts';
import { statusLines } from './result-lines.ts';
import type { Terminal } from './terminal.ts';

/** A running quiz page. */
export type QuizPage = ActorRefFrom<typeof quizPageMachine>;

/** The quiz with the attempt's questions, and the attempt when one runs already. */
export interface OpenedAttempt {
  quiz: Quiz;
  attempt: Attempt | null;
}

const RESTING = ['blocked', 'closed', 'failed', 'preview', 'attempting', 'result'] as const;

/** Waits until the page rests on a screen (a call finished), as a person waits for the page to load. */
export async function pageAtRest(page: QuizPage): Promise<QuizPageSnapshot> {
  try {
    return await waitFor(page, (snapshot) => RESTING.some((state) => snapshot.matches(state)), {
      timeout: SETTLE_TIMEOUT_MS,
    });
  } catch {
    throw new CliFailure('The server did not open the quiz in time. Try again in a moment.');
  }
}

/**
 * Opens the quiz the way its page does: a running attempt goes on; a quiz that shows a preview first
 * (a timer, a start page, an earlier attempt) is started as the Start button would; a closed or blocked
 * quiz, or one without attempts left, is a sentence that says so.
 */
export async function openAttempt(
  page: QuizPage,
  terminal: Terminal,
  texts: QuizTexts,
): Promise<OpenedAttempt> {
  let view = selectQuizPageView(await pageAtRest(page));
  if (view.quiz) terminal.say(plainText(view.quiz.name) || texts('quiz.eyebrow'));
  if (view.screen === 'failed')
    throw new CliFailure(`${texts('quiz.load_failed')}: ${view.error ?? ''}`.trim());
  if (view.screen === 'closed')
    throw new CliFailure(`${texts('quiz.closed_title')}. ${texts('quiz.closed_text')}`);
  if (view.screen === 'blocked') {
    const seconds = view.secondsUntilOpen;
    const when = seconds !== null && Number.isFinite(seconds) ? ` It opens in ${seconds} s.` : '';
    throw new CliFailure(`${texts('quiz.blocked_title')}.${when}`);
  }
  if (view.screen === 'preview') {
    terminal.say(...statusLines(view.quiz as Quiz, view.attempt, texts));
    if (view.outOfAttempts) throw new CliFailure(view.outOfAttempts.text ?? texts('quiz.cannot_retry'));
    if (!view.startButton.visible) throw new CliFailure('This quiz cannot be started now.');
    const startText = plainText(view.quiz?.start_info?.text);
    if (startText) terminal.say(startText);
    terminal.say(
      view.startButton.label === 'start'
        ? 'Starting the quiz.'
        : `${texts(`quiz.${view.startButton.label}`)}.`,
    );
    page.send({ type: 'quiz.start' });
    view = selectQuizPageView(await pageAtRest(page));
    if (view.screen !== 'attempt') throw new CliFailure(view.error ?? 'The quiz could not be started.');
  }
  if (view.screen !== 'attempt' || !view.quiz) throw new CliFailure('The quiz could not be opened.');
  return { quiz: { ...view.quiz, questions: view.questions }, attempt: view.attempt };
}
