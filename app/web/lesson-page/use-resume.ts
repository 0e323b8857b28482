import { useCallback } from 'react';
import { resumeFrom, resumeKey } from '../../../core/lesson-page/index.ts';

/** Saved playback positions per unit and source, in this browser; a video-id link wins for its unit. */
export function useResume(link: { unitId: number; seconds: number } | null) {
  const startAt = useCallback(
    (unitId: number, source: string) => {
      if (link && link.unitId === unitId) return link.seconds;
      try {
        const saved = Number(localStorage.getItem(resumeKey(unitId, source)));
        return resumeFrom(Number.isFinite(saved) ? saved : null);
      } catch {
        return 0;
      }
    },
    [link],
  );
  const onPosition = useCallback((unitId: number, source: string, seconds: number) => {
    try {
      localStorage.setItem(resumeKey(unitId, source), String(Math.floor(seconds)));
    } catch {
      // Storage full or refused: the position is not kept.
    }
  }, []);
  return { startAt, onPosition };
}
