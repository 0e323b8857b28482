import type { Attempt } from '../../core/api/index.ts';
import {
  initialAnswerOf,
  type QuizView,
  selectQuizView,
  uncompletedQuestions,
} from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { answerWindow } from './answer-window.ts';
import { type AskedAnswer, askAnswer } from './ask-answer.ts';
import { askParsed } from './ask-parsed.ts';
import { checkResultLines } from './check-result-lines.ts';
import { CliFailure } from './cli-failure.ts';
import { type QuizFlow, settled } from './flow-settled.ts';
import { questionLines } from './question-lines.ts';
import type { QuizTexts } from './quiz-texts.ts';
import type { Terminal } from './terminal.ts';

/** The terminal and the page's texts. */
export interface WalkIo {
  terminal: Terminal;
  texts: QuizTexts;
}

const INPUT_ENDED =
  'The answers ended before the quiz was finished. The answers the server took are kept; run the command again to go on.';

/** Why the walk stops at required questions the terminal cannot answer (numbered from 1). */
function cannotGoOn(numbers: number[]): string {
  const which = numbers.length === 1 ? `Question ${numbers[0]}` : `Questions ${numbers.join(', ')}`;
  return `${which} must be answered before the quiz goes on, and cannot be answered at the terminal yet. Open the quiz in the browser to answer it; the answers given so far are kept.`;
}

/** Says the flow's message, if it has one, and dismisses it as the page's notice is dismissed. */
function reportError(flow: QuizFlow, io: WalkIo): void {
  const { error } = flow.getSnapshot().context;
  if (!error) return;
  io.terminal.say(error.message);
  flow.send({ type: 'error.dismiss' });
}

/** Shows the question on screen and asks for its answer; the answer goes to the flow as the page's would. */
async function answerQuestion(
  flow: QuizFlow,
  view: QuizView,
  index: number,
  io: WalkIo,
): Promise<AskedAnswer> {
  const snapshot = flow.getSnapshot();
  const question = snapshot.context.questions[index];
  if (!question) throw new CliFailure('The quiz has no question here.');
  const seconds = snapshot.context.questionSecondsLeft[question.id] ?? view.attemptSecondsLeft;
  io.terminal.say(
    ...questionLines(
      question,
      {
        number: view.navigation[index]?.number ?? null,
        total: view.navigation.length,
        secondsLeft: seconds ?? null,
      },
      io.texts,
    ),
  );
  if (view.navigation[index]?.readOnly) {
    io.terminal.say('This question takes no more answers.');
    return { kind: 'skipped' };
  }
  const window = answerWindow(flow);
  const prompt: PromptIo = { ...io, signal: window.signal };
  const answer = snapshot.context.answers[question.id] ?? initialAnswerOf(question);
  const asked = await askAnswer(question, answer, prompt).finally(window.close);
  if (asked.kind === 'stopped' && !window.signal.aborted) throw new CliFailure(INPUT_ENDED);
  if (asked.kind === 'stopped') io.terminal.say(io.texts('quiz.timed_out'));
  if (asked.kind === 'unsupported') io.terminal.say(io.texts('quiz.no_screen', { type: question.type.slug }));
  if (asked.kind === 'answer')
    flow.send({ type: 'answer.change', questionId: question.id, answer: asked.answer });
  return asked;
}

/** Asks whether to finish with questions left unanswered, as the page's confirmation does. */
async function confirmFinish(flow: QuizFlow, view: QuizView, io: WalkIo): Promise<void> {
  const prompt = `${io.texts('quiz.finish_confirm_text', { count: view.uncompletedCount })} (yes/no): `;
  const yes = await askParsed<boolean>({ ...io, signal: new AbortController().signal }, prompt, (line) =>
    /^(y|yes)$/i.test(line)
      ? { value: true }
      : /^(n|no)$/i.test(line)
        ? { value: false }
        : { problem: 'Type yes or no.' },
  );
  if (yes === null) throw new CliFailure(INPUT_ENDED);
  if (yes) {
    flow.send({ type: 'quiz.finish.confirm' });
    return;
  }
  flow.send({ type: 'quiz.finish.cancel' });
  const open = view.navigation.find((item) => !item.completed && !item.readOnly && !item.current);
  if (open) flow.send({ type: 'question.goTo', index: open.index });
}

/** One question at a time: answer, Check when the quiz shows results, Next; the last Next finishes. */
async function stepOneByOne(flow: QuizFlow, view: QuizView, io: WalkIo): Promise<void> {
  const asked = await answerQuestion(flow, view, view.currentIndex, io);
  const after = selectQuizView(await settled(flow));
  if (after.phase !== 'answering' || after.error) return;
  if (after.canCheck) flow.send({ type: 'quiz.check' });
  else if (after.canGoNext) flow.send({ type: 'question.next' });
  else if (asked.kind === 'unsupported') throw new CliFailure(cannotGoOn([view.currentIndex + 1]));
  else throw new CliFailure('The quiz cannot go on from this question.');
}

/** All questions on one page: each answer is saved as it is given, then Finish; later rounds ask what is still open. */
async function stepAllOnPage(flow: QuizFlow, view: QuizView, io: WalkIo, round: number): Promise<void> {
  const { context } = flow.getSnapshot();
  const open =
    round === 0
      ? view.navigation.map((item) => item.questionId)
      : context.failingQuestionIds.length > 0
        ? context.failingQuestionIds
        : uncompletedQuestions(context).map((question) => question.id);
  if (open.length === 0) throw new CliFailure('The quiz could not be finished.');
  for (const item of view.navigation) {
    if (!open.includes(item.questionId)) continue;
    await answerQuestion(flow, selectQuizView(flow.getSnapshot()), item.index, io);
    if (selectQuizView(await settled(flow)).phase !== 'answering') return;
    reportError(flow, io);
  }
  // What is still blocking was asked above, so it is a question the terminal cannot answer.
  const blocking = selectQuizView(flow.getSnapshot()).navigation.filter((item) => item.invalid);
  if (blocking.length > 0) throw new CliFailure(cannotGoOn(blocking.map((item) => item.index + 1)));
  flow.send({ type: 'quiz.finish' });
}

/**
 * Walks the quiz flow to its end at the terminal, doing what a learner does on the page and saying what
 * the page shows: the check banner, errors, the finish confirmation. Answers the finished attempt.
 */
export async function walkQuiz(flow: QuizFlow, io: WalkIo): Promise<Attempt | null> {
  let rounds = 0;
  for (;;) {
    await settled(flow);
    reportError(flow, io);
    const snapshot = flow.getSnapshot();
    const view = selectQuizView(snapshot);
    if (view.phase === 'finished') return snapshot.context.attempt;
    if (view.phase === 'confirmingFinish') await confirmFinish(flow, view, io);
    else if (view.phase === 'reviewing') {
      if (view.statusBanner) io.terminal.say(...checkResultLines(view.statusBanner, io.texts));
      flow.send({ type: 'question.next' });
    } else if (view.phase === 'answering') {
      if (view.display === 'all') await stepAllOnPage(flow, view, io, rounds);
      else await stepOneByOne(flow, view, io);
      rounds += 1;
    }
  }
}
