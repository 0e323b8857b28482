import { useTranslation } from '../../i18n/i18n-context.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { Avatar, Button, EmptyState, Spinner } from '../../primitives/index.ts';
import styles from './attempt-list.module.css';
import { AttemptStatusBadge } from './attempt-status-badge.tsx';
import { ATTEMPT_FILTERS, type AttemptFilter, type ExpertAttemptRow } from './expert-view.types.ts';
import { formatMoment } from './format-moment.ts';

/** What the list shows besides its rows. */
export type AttemptListState = 'loading' | 'ready' | 'failed' | 'unavailable';

/** Props of the AttemptList. */
export interface AttemptListProps {
  state: AttemptListState;
  rows: readonly ExpertAttemptRow[];
  filter: AttemptFilter;
  onFilterChange(filter: AttemptFilter): void;
  page: number;
  lastPage: number;
  onPageChange(page: number): void;
  selectedId: number | null;
  onOpen(attemptId: number): void;
  onRetry?(): void;
  timeZone: string;
}

const FILTER_KEY: Record<AttemptFilter, string> = {
  'on-review': 'expert.quiz_review_filter_on_review',
  'needs-rework': 'expert.quiz_review_filter_needs_rework',
  passed: 'expert.quiz_review_filter_passed',
  failed: 'expert.quiz_review_filter_failed',
  all: 'expert.quiz_review_filter_all',
};

/** The students' attempts of a quiz: a status filter ("on review" first), the rows and the pages. */
export function AttemptList(props: AttemptListProps) {
  const { t, language } = useTranslation();
  const { state, rows, filter, page, lastPage, selectedId, timeZone } = props;
  return (
    <section className={styles.list} aria-labelledby="expert-attempts-heading">
      <h2 id="expert-attempts-heading" className={styles.heading}>
        {t('expert.quiz_review_attempts_heading')}
      </h2>
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{t('expert.quiz_review_filter_label')}</legend>
        {ATTEMPT_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.filter}
            aria-pressed={filter === option}
            onClick={() => props.onFilterChange(option)}
          >
            {t(FILTER_KEY[option])}
          </button>
        ))}
      </fieldset>
      {state === 'loading' ? (
        <div className={styles.loading}>
          <Spinner label={t('ui.loading')} />
        </div>
      ) : state === 'unavailable' ? (
        <div className={styles.notice} role="note">
          <p className={styles.noticeTitle}>{t('expert.quiz_review_list_unavailable_title')}</p>
          <p className={styles.meta}>{t('expert.quiz_review_list_unavailable_text')}</p>
        </div>
      ) : state === 'failed' ? (
        <EmptyState
          title={t('expert.quiz_review_load_failed')}
          action={
            props.onRetry ? (
              <Button variant="secondary" onClick={props.onRetry}>
                {t('expert.quiz_review_retry')}
              </Button>
            ) : undefined
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('expert.quiz_review_empty_title')}
          text={t(
            filter === 'on-review' ? 'expert.quiz_review_empty_on_review' : 'expert.quiz_review_empty_other',
          )}
        />
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => {
            const name = row.student?.name ?? t('expert.quiz_review_student_unknown');
            const finished = formatMoment(row.finishedAt, language, timeZone);
            return (
              <li key={row.id}>
                <button
                  type="button"
                  className={styles.row}
                  aria-current={selectedId === row.id ? 'true' : undefined}
                  aria-label={t('expert.quiz_review_open_attempt', { name })}
                  onClick={() => props.onOpen(row.id)}
                >
                  <Avatar
                    name={name}
                    src={row.student?.avatarUrl}
                    bgColor={row.student?.bgColor}
                    size={32}
                    decorative
                  />
                  <span className={styles.who}>
                    <span className={styles.name}>{name}</span>
                    <span className={styles.meta}>
                      {finished
                        ? t('expert.quiz_review_finished_at', { date: finished })
                        : t('expert.quiz_review_not_finished')}
                    </span>
                  </span>
                  <span className={styles.status}>
                    <AttemptStatusBadge statusId={row.statusId} />
                    {row.scores != null ? (
                      <span className={styles.meta}>
                        {t('expert.quiz_review_score', { score: row.scores })}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {state === 'ready' && lastPage > 1 ? (
        <nav className={styles.pager} aria-label={t('expert.quiz_review_attempts_heading')}>
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
    </section>
  );
}
