import { ATTEMPT_STATUS, type Quiz } from '../../../core/api/quiz.ts';
import { attemptStatusMessage } from '../../../core/quiz/attempt-status-message.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { ChevronRightIcon } from '../../icons/index.ts';
import { Badge, type BadgeTone, useLinkComponent } from '../../primitives/index.ts';
import styles from './quiz-page.module.css';

/** Props of the QuizPracticeList. */
export interface QuizPracticeListProps {
  quizzes: readonly Quiz[];
  /** The quiz page's address for a quiz. */
  hrefOf: (quiz: Quiz) => string;
  label: string;
}

const TONES: Record<string, BadgeTone> = {
  passed: 'success',
  failed: 'danger',
  'needs-rework': 'warning',
  'in-process': 'brand',
};

/** A practice list: each quiz links to its page, with the status of the learner's last attempt. */
export function QuizPracticeList({ quizzes, hrefOf, label }: QuizPracticeListProps) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  return (
    <ul className={styles.unitList} aria-label={label}>
      {quizzes.map((quiz) => {
        const status = attemptStatusMessage(quiz, quiz.attempt ?? null);
        const running = quiz.attempt?.status_id === ATTEMPT_STATUS.inProgress;
        return (
          <li key={quiz.id}>
            <Link className={styles.unitLink} href={hrefOf(quiz)}>
              <span>{quiz.name ?? t('quiz.untitled')}</span>
              <span className={styles.actions}>
                {running ? <Badge tone="brand">{t('quiz.status_running')}</Badge> : null}
                {status ? (
                  <Badge tone={TONES[status.kind] ?? 'neutral'} dot>
                    {t(`quiz.status_${status.kind.replace('-', '_')}`)}
                  </Badge>
                ) : null}
                <ChevronRightIcon size={18} aria-hidden="true" />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
