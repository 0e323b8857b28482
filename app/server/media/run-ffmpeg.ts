import { spawn } from 'node:child_process';

/** A tool run that ended badly: its exit and the last lines it wrote to stderr. */
export class MediaToolError extends Error {
  readonly stderrTail: string;

  constructor(message: string, stderrTail: string) {
    super(message);
    this.name = 'MediaToolError';
    this.stderrTail = stderrTail;
  }
}

/** The tool is not on this server at all: no attempt will do better until it is installed. */
export class MediaToolMissingError extends MediaToolError {
  readonly tool: string;

  constructor(tool: string) {
    super(`${tool} is not installed (${MEDIA_TOOLS_INSTALL}).`, '');
    this.name = 'MediaToolMissingError';
    this.tool = tool;
  }
}

/** How an operator gets ffmpeg and ffprobe (Debian's package; docs/operations.md). */
export const MEDIA_TOOLS_INSTALL = 'apt-get install ffmpeg';

const STDERR_KEPT_CHARS = 4000;

/** Runs ffmpeg or ffprobe and answers its stdout; rejects with the tail of stderr; `signal` kills it. */
export function runMediaTool(
  command: string,
  args: readonly string[],
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT_CHARS);
    });
    child.on('error', (error) => {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(missing ? new MediaToolMissingError(command) : error);
    });
    child.on('close', (code, killedBy) => {
      if (code === 0) resolve(stdout);
      else
        reject(new MediaToolError(`${command} ended with ${killedBy ?? `exit code ${code}`}`, stderr.trim()));
    });
  });
}

/** The last meaningful line a tool wrote, for a failure reason a person can read. */
export function lastToolLine(stderrTail: string): string {
  const lines = stderrTail
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('frame=') && !line.startsWith('size='));
  return lines.at(-1) ?? '';
}
