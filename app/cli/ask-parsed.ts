import type { Parsed, PromptIo } from './answer-prompt.types.ts';

/** Asks until a line parses; null when the input ended or the wait was aborted. */
export async function askParsed<TValue>(
  io: PromptIo,
  prompt: string,
  parse: (line: string) => Parsed<TValue>,
): Promise<TValue | null> {
  for (;;) {
    const line = await io.terminal.ask(prompt, io.signal);
    if (line === null) return null;
    const parsed = parse(line.trim());
    if ('value' in parsed) return parsed.value;
    io.terminal.say(parsed.problem);
  }
}
