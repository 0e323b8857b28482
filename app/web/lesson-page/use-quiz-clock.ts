import { useEffect, useState } from 'react';
import { hasQuizCountdown, type LessonQuizWindow } from '../../../core/lesson-page/index.ts';
import { ACCESS_COUNTDOWN_TICK_MS } from '../../../core/quiz/quiz.constants.ts';

/** Now, ticking each second while a quiz of the lesson waits to open (spec 3 §4, §9: the countdown checks every 1 s). */
export function useQuizClock(quizzes: readonly LessonQuizWindow[] | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const ticking = hasQuizCountdown(quizzes ?? []);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ACCESS_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
