import { parseArgs } from 'node:util';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../core/api/index.ts';

/** The server the command talks to when neither `--url` nor LECTERN_URL names one (`npm start`'s). */
export const DEFAULT_SERVER_URL = 'http://127.0.0.1:3000';

/** What the command line asks for. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'quiz.list'; connection: Connection; course: string; lesson: string | null }
  | {
      kind: 'quiz.take';
      connection: Connection;
      course: string;
      lesson: string | null;
      quizId: number;
    };

/** The server, the account and the language of a command. */
export interface Connection {
  baseUrl: string;
  email: string;
  password: string;
  language: Language;
}

/** A command line that cannot run, with the sentence that says why. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const OPTIONS = {
  url: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  lang: { type: 'string' },
  course: { type: 'string' },
  lesson: { type: 'string' },
  quiz: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function required(value: string | undefined, what: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`Give ${what}.`);
  return value.trim();
}

function connectionOf(
  values: Record<string, string | boolean | undefined>,
  env: NodeJS.ProcessEnv,
): Connection {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const language = text('lang') ?? env.LECTERN_LANG ?? DEFAULT_LANGUAGE;
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    throw new UsageError(`The language must be one of ${LANGUAGES.join(', ')}; "${language}" is not.`);
  }
  const baseUrl = text('url') ?? env.LECTERN_URL ?? DEFAULT_SERVER_URL;
  if (!URL.canParse(baseUrl))
    throw new UsageError(`"${baseUrl}" is not a server address such as ${DEFAULT_SERVER_URL}.`);
  return {
    baseUrl,
    email: required(
      text('email') ?? env.LECTERN_EMAIL,
      'the email to sign in with (--email or LECTERN_EMAIL)',
    ),
    password: required(
      text('password') ?? env.LECTERN_PASSWORD,
      'the password (--password or LECTERN_PASSWORD)',
    ),
    language: language as Language,
  };
}

/** Reads `quiz list` / `quiz take` and their options; options fall back to LECTERN_* variables. */
export function parseCliArguments(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliCommand {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [area, action, ...rest] = positionals;
  if (values.help || area === undefined || area === 'help') return { kind: 'help' };
  if (area !== 'quiz' || (action !== 'list' && action !== 'take') || rest.length > 0) {
    throw new UsageError(
      `"${positionals.join(' ')}" is not a command; the commands are "quiz list" and "quiz take".`,
    );
  }
  const connection = connectionOf(values, env);
  const course = required(values.course, 'the course with --course (its slug, e.g. ukrainian-for-beginners)');
  const lesson = values.lesson?.trim() || null;
  if (action === 'list') return { kind: 'quiz.list', connection, course, lesson };
  const quizText = required(values.quiz, 'the quiz with --quiz (its number; "quiz list" shows them)');
  const quizId = Number(quizText);
  if (!Number.isInteger(quizId) || quizId <= 0) {
    throw new UsageError(
      `The quiz is named by its number ("quiz list" shows them); "${quizText}" is not one.`,
    );
  }
  return { kind: 'quiz.take', connection, course, lesson, quizId };
}

/** What `help` prints. */
export const USAGE = `Lectern at the terminal: sign in and take a quiz with the web app's own quiz flow.

Usage:
  npm run lectern -- quiz list --course <slug> [--lesson <slug>]
  npm run lectern -- quiz take --course <slug> --quiz <number> [--lesson <slug>]

Options:
  --url <address>     the server (LECTERN_URL; default ${DEFAULT_SERVER_URL})
  --email <email>     who signs in (LECTERN_EMAIL)
  --password <text>   their password (LECTERN_PASSWORD keeps it out of the shell history)
  --lang <en|uk|ru>   the language of the quiz's texts (LECTERN_LANG; default ${DEFAULT_LANGUAGE})

Answer a choice with its number (several numbers for several answers: 1 3), a typed answer with
its text, and an optional question with an empty line to skip it.`;
