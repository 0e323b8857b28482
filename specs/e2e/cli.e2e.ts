import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedIn, signIn } from '../../app/cli/sign-in.ts';
import { quizBase } from '../../core/api/index.ts';
import type { CreateQuizRequest, QuestionDocument } from '../../core/api/quiz-authoring.ts';

// The second client: `npm run lectern` signs in with the one API client and takes a quiz with the web
// app's quiz machines on answers typed at a terminal. No browser here: the CLI runs as a child process.

const root = resolve(import.meta.dirname, '../..');
const baseUrl = inject('baseUrl');
const COURSE = 'ukrainian-for-beginners';
const LESSON = 'the-cyrillic-alphabet';
const PASSWORD = 'lectern-demo';
const STUDENT = 'student@lectern.test';
const WAIT_MS = 20_000;

let expert: SignedIn;
let lessonId: number;

beforeAll(async () => {
  expert = await signIn({ baseUrl, email: 'expert@lectern.test', password: PASSWORD, language: 'en' });
  const lesson = await expert.client.lessons.lesson(COURSE, LESSON);
  if (!lesson) throw new Error(`The demo lesson ${LESSON} was not found.`);
  lessonId = lesson.id;
});

afterAll(async () => {
  await expert?.signOut();
});

/** A quiz made for one spec through the authoring API, as the demo expert. */
async function createQuiz(options: Record<string, unknown>, questions: Record<string, unknown>[]) {
  const { authoring } = expert.client;
  const quiz = await authoring.createQuiz(lessonId, options as CreateQuizRequest);
  for (const question of questions) await authoring.addQuestion(quiz.data.id, question as QuestionDocument);
  return quiz.data.id;
}

const choice = (slug: string, name: string, options: [string, boolean][]) => ({
  type_slug: slug,
  name,
  answers: options.map(([text, isCorrect], ref) => ({ ref, text, is_correct: isCorrect })),
});

/** The CLI as a child process: what it printed so far, and a way to answer the prompt it shows. */
interface CliRun {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  /** Waits for `prompt` after the last answer, then types `line`. */
  answer: (prompt: string, line: string) => Promise<void>;
  exit: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function runCli(args: string[], command: string[] = ['app/cli/lectern.ts']): CliRun {
  const [program = process.execPath, ...programArgs] =
    command[0] === 'npm' ? command : [process.execPath, ...command];
  const child = spawn(program, [...programArgs, ...args], {
    cwd: root,
    env: { ...process.env, LECTERN_URL: baseUrl, LECTERN_PASSWORD: PASSWORD },
  });
  let stdout = '';
  let stderr = '';
  let cursor = 0;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.once('close', (code) => done({ code, stdout, stderr })),
  );
  return {
    child,
    stdout: () => stdout,
    answer: async (prompt, line) => {
      await expect
        .poll(() => stdout.indexOf(prompt, cursor), {
          timeout: WAIT_MS,
          message: `${prompt}\n${stdout}\n${stderr}`,
        })
        .toBeGreaterThanOrEqual(0);
      cursor = stdout.indexOf(prompt, cursor) + prompt.length;
      child.stdin.write(`${line}\n`);
    },
    exit,
  };
}

/** Where each expected piece of text first occurs after the previous one; -1 for one missing or out of order. */
function positionsInOrder(text: string, pieces: string[]): number[] {
  let from = 0;
  return pieces.map((piece) => {
    const at = text.indexOf(piece, from);
    if (at >= 0) from = at + piece.length;
    return at;
  });
}

const ONE = 'Choose one answer (its number): ';
const MANY = 'Choose all that apply (their numbers, e.g. 1 3): ';

describe('the command-line client', () => {
  it('takes a quiz at the terminal with the quiz machine: each Check verdict, then the result', async () => {
    const quizId = await createQuiz(
      {
        name: 'CLI check: three letters',
        type_show_question_result_attempt: 3,
        result_type_show: 'full_information',
      },
      [
        choice('single_answer', 'Which letter sounds like "y" in "yes"?', [
          ['й', true],
          ['и', false],
        ]),
        choice('multiple_answer', 'Which of these are vowels?', [
          ['а', true],
          ['б', false],
          ['о', true],
        ]),
        choice('yes_no', 'Ukrainian has the letter ґ.', [
          ['Yes', true],
          ['No', false],
        ]),
      ],
    );
    const cli = runCli([
      'quiz',
      'take',
      '--email',
      STUDENT,
      '--course',
      COURSE,
      '--lesson',
      LESSON,
      '--quiz',
      String(quizId),
    ]);
    await cli.answer(ONE, '7');
    await cli.answer(ONE, '1');
    await cli.answer(MANY, '1 2');
    await cli.answer(ONE, '1');
    const { code, stdout, stderr } = await cli.exit;

    expect(stderr).not.toMatch(/\S/);
    expect(code).toBe(0);
    const expected = [
      'Signed in as',
      'CLI check: three letters',
      'Question 1 of 3',
      'Which letter sounds like "y" in "yes"? (required)',
      '  1. й',
      '  2. и',
      'There is no answer "7" here; type a number from 1 to 2.',
      'Correct\nCorrect answer: й',
      'Question 2 of 3',
      'Incorrect\nCorrect answer: а, о',
      'Question 3 of 3',
      'Correct\nCorrect answer: Yes',
      'The quiz is finished.',
      'Your result',
      'Correct: 2',
      'Incorrect: 1',
    ];
    const positions = positionsInOrder(stdout, expected);
    const missing = expected.filter((_, index) => (positions[index] ?? -1) < 0);
    expect(missing, stdout).toEqual([]);

    // The attempt is the server's: finished, with the score the terminal printed.
    const student = await signIn({ baseUrl, email: STUDENT, password: PASSWORD, language: 'en' });
    const place = await student.client.lessons.quizPlace(COURSE, LESSON, quizId);
    const quiz = await student.client.quiz(quizBase(place ?? { lessonId })).loadQuiz({ quizId });
    await student.signOut();
    const attempt = quiz.attempt ?? quiz.attempts.at(-1);
    expect(attempt?.finished_at).toBeTruthy();
    expect(stdout).toContain(`Score: ${attempt?.scores}`);
  }, 60_000);

  it('says plainly which question it cannot answer, and stops where that question is required', async () => {
    const quizId = await createQuiz({ name: 'CLI check: a file to attach' }, [
      { type_slug: 'text_media_answer', name: 'Attach a recording of the alphabet.', text_answer_type_id: 1 },
    ]);
    // Answers piped in at once: read one per prompt, like typed ones.
    const cli = runCli(['quiz', 'take', '--email', STUDENT, '--course', COURSE, '--quiz', String(quizId)]);
    cli.child.stdin.end('\n');
    const { code, stdout, stderr } = await cli.exit;

    expect(stdout).toContain('Attach a recording of the alphabet.');
    expect(stdout).toContain('This kind of question (text_media_answer) cannot be answered here yet.');
    expect(stderr).toContain(
      'Question 1 must be answered before the quiz goes on, and cannot be answered at the terminal yet.',
    );
    expect(code).toBe(1);
  }, 60_000);

  it('lists the quizzes of a lesson through npm run lectern', async () => {
    const quizId = await createQuiz({ name: 'CLI check: listed' }, [
      choice('yes_no', 'Listed?', [['Yes', true]]),
    ]);
    const cli = runCli(
      ['quiz', 'list', '--email', STUDENT, '--course', COURSE, '--lesson', LESSON],
      ['npm', 'run', '--silent', 'lectern', '--'],
    );
    cli.child.stdin.end();
    const { code, stdout } = await cli.exit;

    expect(code).toBe(0);
    expect(stdout).toContain('Ukrainian for Beginners');
    expect(stdout).toContain(`--quiz ${quizId}  CLI check: listed`);
  }, 60_000);

  it('tells a wrong password and a missing option in a sentence', async () => {
    const wrong = runCli([
      'quiz',
      'list',
      '--email',
      STUDENT,
      '--password',
      'not-the-password',
      '--course',
      COURSE,
    ]);
    wrong.child.stdin.end();
    const refused = await wrong.exit;
    expect(refused.stderr.trim()).toBe('The email or password is wrong.');
    expect(refused.code).toBe(1);

    const missing = runCli(['quiz', 'take', '--email', STUDENT, '--course', COURSE]);
    missing.child.stdin.end();
    const usage = await missing.exit;
    expect(usage.stderr).toContain('Give the quiz with --quiz');
    expect(usage.code).toBe(2);
  }, 60_000);
});
