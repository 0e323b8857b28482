import type { ReactNode } from 'react';
import type { ExpertQuiz } from '../../../core/api/quiz.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { Badge, Button, EmptyState, Spinner } from '../../primitives/index.ts';
import { useLinkComponent } from '../../primitives/link-component.tsx';
import styles from './quiz-list.module.css';

/** What the school's quiz list shows besides its rows. */
export type QuizListState = 'loading' | 'ready' | 'failed';

/** Props of the QuizList. */
export interface QuizListProps {
  state: QuizListState;
  quizzes: readonly ExpertQuiz[];
  page: number;
  lastPage: number;
  onPageChange(page: number): void;
  onRetry?(): void;
  /** Where a quiz's attempts open. */
  hrefOf(quizId: number): string;
  /** Buttons beside a quiz's row (the constructor's edit, duplicate and delete). */
  actionsOf?(quiz: ExpertQuiz): ReactNode;
  /** Shown instead of the empty state when a search finds nothing. */
  emptyTitle?: string;
  emptyText?: string;
}

/** The school's quizzes, each with its course and lesson, counts and the attempts waiting for review. */
export function QuizList(props: QuizListProps) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const { state, quizzes, page, lastPage } = props;
  if (state === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('ui.loading')} />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <EmptyState
        title={t('expert.quiz_list_load_failed')}
        action={
          props.onRetry ? (
            <Button variant="secondary" onClick={props.onRetry}>
              {t('expert.quiz_review_retry')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (quizzes.length === 0) {
    return (
      <EmptyState
        title={props.emptyTitle ?? t('expert.quiz_list_empty_title')}
        text={props.emptyText ?? t('expert.quiz_list_empty_text')}
      />
    );
  }
  return (
    <div className={styles.list}>
      <ul className={styles.rows}>
        {quizzes.map((quiz) => (
          <li key={quiz.id} className={props.actionsOf ? styles.withActions : undefined}>
            <Link href={props.hrefOf(quiz.id)} className={styles.row} data-quiz={quiz.id}>
              <span className={styles.what}>
                <span className={styles.name}>{quiz.name}</span>
                <span className={styles.meta}>
                  {t('expert.quiz_list_place', { course: quiz.course.title, lesson: quiz.lesson.title })}
                </span>
                <span className={styles.meta}>
                  {t('expert.quiz_list_questions', { count: quiz.questions_count })}
                  {' · '}
                  {t('expert.quiz_list_attempts', { count: quiz.attempts_count })}
                </span>
              </span>
              {quiz.on_review_count > 0 ? (
                <Badge tone="warning" variant="solid" className={styles.badge}>
                  {t('expert.quiz_list_on_review', { count: quiz.on_review_count })}
                </Badge>
              ) : (
                <span className={`${styles.meta} ${styles.status}`}>
                  {t('expert.quiz_list_nothing_on_review')}
                </span>
              )}
            </Link>
            {props.actionsOf ? <div className={styles.actions}>{props.actionsOf(quiz)}</div> : null}
          </li>
        ))}
      </ul>
      {lastPage > 1 ? (
        <nav className={styles.pager} aria-label={t('expert.quiz_list_title')}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('expert.quiz_review_previous_page')}
            disabled={page <= 1}
            onClick={() => props.onPageChange(page - 1)}
          >
            <ChevronLeftIcon size={16} />
          </Button>
          <span className={styles.meta}>{t('expert.quiz_review_page_of', { page, last: lastPage })}</span>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('expert.quiz_review_next_page')}
            disabled={page >= lastPage}
            onClick={() => props.onPageChange(page + 1)}
          >
            <ChevronRightIcon size={16} />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
