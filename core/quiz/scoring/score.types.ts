/** A scorer's verdict: correct, incorrect, or not scorable (polls, scales, free answers an expert checks). */
export type Verdict = 'correct' | 'incorrect' | 'not_scorable';

/** The verdict of one part of a question (a gap, a statement, a sorting position). */
export interface PartVerdict {
  /** What the part is: `statement:12`, `group:5`, `position:2`. */
  key: string;
  /** Whether the learner got this part right. */
  isCorrect: boolean;
}

/** What a scorer returns for one answer. */
export interface Score {
  /** Correct only when every part is right. */
  verdict: Verdict;
  /** Points earned, 0 to maxPoints, rounded down to hundredths. */
  points: number;
  /** Points of a fully correct answer (0 when not scorable). */
  maxPoints: number;
  /** Per-part verdicts; empty for single-part questions. */
  parts: PartVerdict[];
}
