import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '../../core/api/index.ts';
import {
  memoryOutboxStorage,
  quizMachineWith,
  quizPageMachineWith,
  selectQuizPageView,
} from '../../core/quiz/index.ts';
import { CliFailure } from './cli-failure.ts';
import { findQuizBase, type QuizAddress } from './find-quiz-base.ts';
import { SETTLE_TIMEOUT_MS } from './flow-settled.ts';
import { openAttempt } from './open-attempt.ts';
import type { QuizTexts } from './quiz-texts.ts';
import { resultLines, statusLines } from './result-lines.ts';
import type { Terminal } from './terminal.ts';
import { walkQuiz } from './walk-quiz.ts';

/**
 * `quiz take`: the web app's quiz page and quiz flow machines, provided with the one client's calls,
 * driven by answers typed at the terminal; ends with the result the page would show.
 */
export async function takeQuiz(
  client: ApiClient,
  address: QuizAddress,
  io: { terminal: Terminal; texts: QuizTexts },
): Promise<void> {
  const calls = client.quiz(await findQuizBase(client, address));
  const page = createActor(quizPageMachineWith(calls), {
    input: { quizId: address.quizId, isAuthenticated: true, now: Date.now() },
  }).start();
  try {
    const opened = await openAttempt(page, io.terminal, io.texts);
    const flow = createActor(quizMachineWith(calls), {
      input: { quiz: opened.quiz, attempt: opened.attempt, storage: memoryOutboxStorage(), online: true },
    }).start();
    let attempt: Awaited<ReturnType<typeof walkQuiz>>;
    try {
      attempt = await walkQuiz(flow, io);
    } finally {
      flow.stop();
    }
    io.terminal.say('', 'The quiz is finished.');
    // As on the page: the finish reloads the quiz, and its result opens when the quiz shows results.
    page.send({ type: 'attempt.finished', attempt });
    const shown = await waitFor(
      page,
      (snapshot) => snapshot.matches('result') || snapshot.matches('preview'),
      {
        timeout: SETTLE_TIMEOUT_MS,
      },
    ).catch(() => {
      throw new CliFailure('The quiz is finished, but its result did not load in time.');
    });
    const view = selectQuizPageView(shown);
    if (view.screen === 'result' && view.quiz && view.review) {
      io.terminal.say(...resultLines(view.quiz, view.review, io.texts));
      return;
    }
    if (view.quiz) io.terminal.say(...statusLines(view.quiz, view.attempt, io.texts));
    io.terminal.say(view.error ?? 'This quiz does not show its result.');
  } finally {
    page.stop();
  }
}
