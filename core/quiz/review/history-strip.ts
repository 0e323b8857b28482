import type { ResultVersion } from '../../api/quiz.ts';
import { HISTORY_SEGMENTS } from '../quiz.constants.ts';

/** One segment of the history strip: grey none, green correct, red incorrect, blue value 2. */
export type HistorySegment = 'none' | 'correct' | 'incorrect' | 'value-2';

const SEGMENT_OF: Record<0 | 1 | 2, HistorySegment> = { 0: 'incorrect', 1: 'correct', 2: 'value-2' };

/** The 9-segment strip: the latest nine versions in order, grey segments filling the rest. */
export function historyStrip(versions: readonly ResultVersion[]): HistorySegment[] {
  const latest = versions
    .slice(-HISTORY_SEGMENTS)
    .map((version) => (version == null ? 'none' : SEGMENT_OF[version]));
  return [...latest, ...Array<HistorySegment>(HISTORY_SEGMENTS - latest.length).fill('none')];
}
