import { type CliCommand, parseCliArguments, USAGE, UsageError } from './cli-arguments.ts';
import { errorSentence } from './error-sentence.ts';
import { listQuizzes } from './list-quizzes.ts';
import { loadQuizTexts } from './quiz-texts.ts';
import { signIn } from './sign-in.ts';
import { takeQuiz } from './take-quiz.ts';
import { createTerminal, type Terminal } from './terminal.ts';

/** Signs in, runs the command, signs out; answers the exit code (0 done, 1 failed, 2 a wrong command line). */
async function run(command: Exclude<CliCommand, { kind: 'help' }>, terminal: Terminal): Promise<number> {
  const { connection } = command;
  const session = await signIn(connection);
  try {
    terminal.say(`Signed in as ${session.user.name} at ${connection.baseUrl}.`);
    const texts = await loadQuizTexts(session.client, connection.language);
    if (command.kind === 'quiz.list') await listQuizzes(session.client, command, { terminal, texts });
    else await takeQuiz(session.client, command, { terminal, texts });
    return 0;
  } finally {
    await session.signOut().catch(() => undefined);
  }
}

/** The command line client: `npm run lectern -- quiz take ...` (docs/cli.md). */
export async function main(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const terminal = createTerminal(process.stdin, process.stdout);
  let baseUrl = '';
  try {
    const command = parseCliArguments(args, env);
    if (command.kind === 'help') {
      terminal.say(USAGE);
      return 0;
    }
    baseUrl = command.connection.baseUrl;
    return await run(command, terminal);
  } catch (error) {
    process.stderr.write(`${errorSentence(error, baseUrl)}\n`);
    if (error instanceof UsageError)
      process.stderr.write('Run "npm run lectern -- help" to see the commands.\n');
    return error instanceof UsageError ? 2 : 1;
  } finally {
    terminal.close();
  }
}

process.exitCode = await main(process.argv.slice(2), process.env);
