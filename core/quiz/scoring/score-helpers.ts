import type { PartVerdict, Score } from './score.types.ts';

const HUNDREDTHS = 100;

/** The score of a question an expert checks or a poll: no verdict, no points. */
export function notScorable(): Score {
  return { verdict: 'not_scorable', points: 0, maxPoints: 0, parts: [] };
}

/** All-or-nothing: full points when correct, none otherwise. */
export function allOrNothing(isCorrect: boolean, maxPoints: number, parts: PartVerdict[] = []): Score {
  return {
    verdict: isCorrect ? 'correct' : 'incorrect',
    points: isCorrect ? maxPoints : 0,
    maxPoints,
    parts,
  };
}

/** Partial credit: maxPoints times the share of correct parts, rounded down to hundredths. */
export function partialCredit(parts: PartVerdict[], maxPoints: number): Score {
  if (parts.length === 0) return allOrNothing(false, maxPoints);
  const correct = parts.filter((part) => part.isCorrect).length;
  const points = Math.floor((maxPoints * correct * HUNDREDTHS) / parts.length) / HUNDREDTHS;
  const verdict = correct === parts.length ? 'correct' : 'incorrect';
  return {
    verdict,
    points: verdict === 'correct' ? maxPoints : Math.min(points, maxPoints),
    maxPoints,
    parts,
  };
}
