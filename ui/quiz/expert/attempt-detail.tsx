import type { ReactNode } from 'react';
import type { Attempt } from '../../../core/api/quiz.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Avatar, Button, EmptyState, Spinner } from '../../primitives/index.ts';
import styles from './attempt-detail.module.css';
import { AttemptStatusBadge } from './attempt-status-badge.tsx';
import type { ExpertStudent } from './expert-view.types.ts';
import { formatMoment } from './format-moment.ts';
import { ReviewActions, type ReviewMark } from './review-actions.tsx';

/** What the detail pane shows. */
export type AttemptDetailState = 'empty' | 'loading' | 'failed' | 'ready';

/** Props of the AttemptDetail. */
export interface AttemptDetailProps {
  state: AttemptDetailState;
  attempt: Attempt | null;
  student: ExpertStudent | null;
  pendingMark: ReviewMark | null;
  onMark(mark: ReviewMark): void;
  onRetry?(): void;
  timeZone: string;
  /** The question results. */
  children?: ReactNode;
}

/** An opened attempt: the student, status, score and dates, the review actions, then every question. */
export function AttemptDetail(props: AttemptDetailProps) {
  const { t, language } = useTranslation();
  const { state, attempt } = props;
  if (state === 'empty') {
    return <EmptyState title={t('expert.quiz_review_choose_attempt')} />;
  }
  if (state === 'loading' || (state === 'ready' && !attempt)) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('ui.loading')} />
      </div>
    );
  }
  if (state === 'failed' || !attempt) {
    return (
      <EmptyState
        title={t('expert.quiz_review_attempt_load_failed')}
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
  const name = props.student?.name ?? t('expert.quiz_review_student_unknown');
  const finished = formatMoment(attempt.finished_at, language, props.timeZone);
  return (
    <section className={styles.detail} aria-labelledby="expert-attempt-heading">
      <header className={styles.header}>
        <div className={styles.who}>
          <Avatar
            name={name}
            src={props.student?.avatarUrl}
            bgColor={props.student?.bgColor}
            size={40}
            decorative
          />
          <div className={styles.whoText}>
            <h2 id="expert-attempt-heading" className={styles.heading} tabIndex={-1}>
              {name}
            </h2>
            <p className={styles.meta}>
              <span>{t('expert.quiz_review_attempt_title', { id: attempt.id })}</span>
              <span>
                {finished
                  ? t('expert.quiz_review_finished_at', { date: finished })
                  : t('expert.quiz_review_not_finished')}
              </span>
              {attempt.scores != null ? (
                <span>{t('expert.quiz_review_score', { score: attempt.scores })}</span>
              ) : null}
            </p>
          </div>
          <AttemptStatusBadge statusId={attempt.status_id} />
        </div>
        <ReviewActions statusId={attempt.status_id} pendingMark={props.pendingMark} onMark={props.onMark} />
      </header>
      <h3 className={styles.sectionHeading}>{t('expert.quiz_review_questions_heading')}</h3>
      <div className={styles.questions}>{props.children}</div>
    </section>
  );
}
