import { formatTimer } from '../../../core/format/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import styles from './quiz-page.module.css';

/** Seconds left at which a countdown is announced to screen readers and turns red. */
const ANNOUNCED_SECONDS = new Set([600, 300, 60, 30, 10]);
const URGENT_SECONDS = 60;

/** Props of the QuizTimer. */
export interface QuizTimerProps {
  /** What the timer counts: the attempt or the current question. */
  scope: 'attempt' | 'question';
  /** Seconds left (countdown) or passed (stopwatch). */
  seconds: number;
  stopwatch?: boolean;
}

/** A countdown or stopwatch; screen readers hear it at 10, 5 and 1 minutes, 30 and 10 seconds left, not every tick. */
export function QuizTimer({ scope, seconds, stopwatch = false }: QuizTimerProps) {
  const { t } = useTranslation();
  const units = { day: t('quiz.unit_day'), hour: t('quiz.unit_hour'), minute: t('quiz.unit_minute') };
  const label = stopwatch
    ? t('quiz.timer_passed')
    : scope === 'attempt'
      ? t('quiz.timer_attempt')
      : t('quiz.timer_question');
  const urgent = !stopwatch && seconds <= URGENT_SECONDS;
  const announce = !stopwatch && ANNOUNCED_SECONDS.has(seconds);
  return (
    <span className={[styles.timer, urgent && styles.timerUrgent].filter(Boolean).join(' ')}>
      <span>{label}</span>
      <span className={styles.timerValue} role="timer" aria-label={`${label} ${formatTimer(seconds, units)}`}>
        {formatTimer(seconds, units)}
      </span>
      <span className={styles.srOnly} aria-live="polite" aria-atomic="true">
        {announce ? t('quiz.timer_announce', { time: formatTimer(seconds, units), what: label }) : ''}
      </span>
    </span>
  );
}
