import type { QuizNavigationItem } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import styles from './quiz-page.module.css';

/** Props of the QuizNavigation. */
export interface QuizNavigationProps {
  items: QuizNavigationItem[];
  onGoTo: (index: number) => void;
}

/** The navigation list: a button per question with its number and state; questions that cannot be reached are disabled. */
export function QuizNavigation({ items, onGoTo }: QuizNavigationProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('quiz.navigation')}>
      <ol className={styles.nav}>
        {items.map((item) => {
          const label = item.number ?? item.index + 1;
          const states = [
            item.current ? t('quiz.nav_current') : null,
            item.completed ? t('quiz.nav_completed') : null,
            item.timedOut ? t('quiz.timed_out') : null,
            item.failing ? t('quiz.nav_failing') : null,
          ].filter(Boolean);
          return (
            <li key={item.questionId}>
              <button
                type="button"
                className={[
                  styles.navItem,
                  item.completed && styles.navCompleted,
                  item.current && styles.navCurrent,
                  item.failing && styles.navFailing,
                  item.timedOut && styles.navTimedOut,
                ]
                  .filter(Boolean)
                  .join(' ')}
                aria-current={item.current ? 'step' : undefined}
                aria-label={[t('quiz.question_number', { number: label }), ...states].join(', ')}
                disabled={!item.movable}
                onClick={() => onGoTo(item.index)}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
