import { useEffect } from 'react';
import { LESSON_PAGE } from '../../../core/lesson-page/index.ts';
import { api } from '../api.ts';

/**
 * With access and a subscription, the lesson's started event fires when it is shown, then the watched
 * event 5 s later (spec 3 §4 Video gating); the section is refreshed 300 ms after the watched event.
 * Leaving the lesson before then sends no watched event.
 */
export function useLessonEvents(lessonId: number | null, enabled: boolean, refresh: () => void) {
  useEffect(() => {
    if (!enabled || lessonId == null) return;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    void api.player.playbackEvent('lessons', lessonId, 'started').catch(() => undefined);
    const watchedTimer = setTimeout(() => {
      void api.player
        .playbackEvent('lessons', lessonId, 'watched')
        .then(() => {
          refreshTimer = setTimeout(refresh, LESSON_PAGE.sectionRefreshMs);
        })
        .catch(() => undefined);
    }, LESSON_PAGE.watchedDelayMs);
    return () => {
      clearTimeout(watchedTimer);
      if (refreshTimer) clearTimeout(refreshTimer);
    };
  }, [lessonId, enabled, refresh]);
}
