import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/** The person at the terminal: lines out, answers in. */
export interface Terminal {
  /** Writes lines (each ends with a newline). */
  say(...lines: string[]): void;
  /** Shows a prompt and waits for one line; null when the input ended or `signal` aborted the wait. */
  ask(prompt: string, signal?: AbortSignal): Promise<string | null>;
  /** Stops reading. */
  close(): void;
}

/**
 * A terminal over two streams. Lines are queued as they arrive, so answers piped in all at once
 * are read one per prompt, as typed answers would be.
 */
export function createTerminal(input: Readable, output: Writable): Terminal {
  const lines = createInterface({ input, terminal: false });
  const queued: string[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let ended = false;
  // A terminal shows what the person types; piped answers are echoed so the transcript reads the same.
  const echo = (line: string) => {
    if (!(input as { isTTY?: boolean }).isTTY) output.write(`${line}\n`);
  };

  lines.on('line', (line) => {
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(line);
    } else queued.push(line);
  });
  lines.on('close', () => {
    ended = true;
    if (!waiting) return;
    output.write('\n');
    waiting(null);
    waiting = null;
  });

  return {
    say: (...text) => {
      for (const line of text) output.write(`${line}\n`);
    },
    ask: (prompt, signal) => {
      output.write(prompt);
      const next = queued.shift();
      if (next !== undefined) {
        echo(next);
        return Promise.resolve(next);
      }
      if (ended || signal?.aborted) {
        output.write('\n');
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        const stop = () => {
          waiting = null;
          output.write('\n');
          resolve(null);
        };
        signal?.addEventListener('abort', stop, { once: true });
        waiting = (line) => {
          signal?.removeEventListener('abort', stop);
          if (line !== null) echo(line);
          resolve(line);
        };
      });
    },
    close: () => lines.close(),
  };
}
