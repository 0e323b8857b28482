import type { Parsed } from './answer-prompt.types.ts';

/**
 * The 1-based option numbers a line names (`2`, `1 3`, `1,3`), as 0-based indexes in the order typed;
 * an empty line names none. `single` allows one number at most.
 */
export function parseOptionNumbers(line: string, count: number, single: boolean): Parsed<number[]> {
  const parts = line.split(/[\s,;]+/).filter((part) => part !== '');
  const indexes: number[] = [];
  for (const part of parts) {
    const number = Number(part);
    if (!Number.isInteger(number) || number < 1 || number > count) {
      return { problem: `There is no answer "${part}" here; type a number from 1 to ${count}.` };
    }
    if (!indexes.includes(number - 1)) indexes.push(number - 1);
  }
  if (single && indexes.length > 1) return { problem: 'Choose one answer: type one number.' };
  return { value: indexes };
}
