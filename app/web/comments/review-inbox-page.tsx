import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ReviewInboxItem } from '../../../core/api/comments.ts';
import type { ThreadPartQuery } from '../../../core/comments/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Badge, Button, EmptyState, Spinner } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { CommentThread } from './comment-thread.tsx';
import styles from './review-inbox-page.module.css';

/** Where an inbox row opens: the attempt's review, at the commented result when there is one. */
function reviewAddress(item: ReviewInboxItem): string | null {
  if (item.quiz_id === null || item.attempt_id === null) return null;
  const base = `/expert/quiz/${item.quiz_id}/attempts/${item.attempt_id}`;
  if (item.kind !== 'comment' || item.quiz_question_id === null) return base;
  const [type, id] =
    item.quiz_answer_group_id !== null
      ? ['quiz_answer_group', item.quiz_answer_group_id]
      : item.quiz_statement_id !== null
        ? ['quiz_statement', item.quiz_statement_id]
        : ['quiz_question', item.quiz_question_id];
  const search = new URLSearchParams({
    result_commentable_type: type,
    result_commentable_id: String(id),
    comment_id: String(item.id),
  });
  return `${base}?${search}`;
}

/**
 * Where a comment in a lesson's comments unit opens: the lesson page's comment link (docs/lesson-page.md,
 * spec 3 §2), `{lesson link}?comment_id={comment}#unit-{unit}`, at the section holding the unit
 * (`section=n`). The inbox row names the lesson by id, so its address and the unit's section are read from
 * the lesson's dto, section by section until the unit is found; null when it is not there (any more).
 */
async function lessonCommentAddress(
  lessonId: number,
  unitId: number,
  commentId: number,
): Promise<string | null> {
  let section = 0;
  let sections = 1;
  while (section < sections) {
    const lesson = await api.lessonPage.lesson(lessonId, section);
    sections = lesson.sections.length;
    if (lesson.section?.info_units.some((unit) => unit.id === unitId)) {
      const search = new URLSearchParams(section > 0 ? { section: String(section) } : {});
      search.set('comment_id', String(commentId));
      return `${lesson.link}?${search}#unit-${unitId}`;
    }
    section += 1;
  }
  return null;
}

/** A lesson comment row's address (a comments unit's thread), once the lesson's dto has told where it is. */
function useLessonCommentAddress(item: ReviewInboxItem): string | null {
  const lessonId = item.lesson?.id ?? null;
  const unitId = item.commentable_type === 'info-unit' ? item.commentable_id : null;
  const enabled = item.kind === 'comment' && lessonId !== null && unitId !== null;
  const address = useQuery({
    queryKey: ['review-inbox-lesson-link', lessonId, unitId, item.id],
    queryFn: () => lessonCommentAddress(lessonId ?? 0, unitId ?? 0, item.id),
    enabled,
    staleTime: 5 * 60_000,
  });
  return enabled ? (address.data ?? null) : null;
}

/** The part of an attempt a comment row's thread is about. */
function partOf(item: ReviewInboxItem): ThreadPartQuery {
  if (item.quiz_question_id === null) return {};
  return {
    quiz_question_id: item.quiz_question_id,
    ...(item.quiz_statement_id !== null ? { quiz_statement_id: item.quiz_statement_id } : {}),
    ...(item.quiz_answer_group_id !== null ? { quiz_answer_group_id: item.quiz_answer_group_id } : {}),
  };
}

function InboxRow({ item }: { item: ReviewInboxItem }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const lessonAddress = useLessonCommentAddress(item);
  const address = reviewAddress(item) ?? lessonAddress;
  return (
    <li className={styles.row} data-inbox-kind={item.kind}>
      <div className={styles.meta}>
        <Badge tone={item.kind === 'comment' ? 'brand' : 'warning'}>
          {item.kind === 'comment' ? t('comments.inbox_kind_comment') : t('comments.inbox_kind_attempt')}
        </Badge>
        <span className={styles.user}>{item.user.name}</span>
        <time dateTime={item.at}>{item.at_human}</time>
      </div>
      <p className={styles.place}>
        {item.course.title}
        {item.lesson ? ` · ${item.lesson.title}` : ''}
      </p>
      {item.excerpt !== null ? <p className={styles.excerpt}>{item.excerpt}</p> : null}
      <div className={styles.actions}>
        {address ? (
          <Button size="sm" variant="secondary" asChild>
            <Link to={address}>{t('comments.inbox_open')}</Link>
          </Button>
        ) : null}
        {item.kind === 'comment' && item.commentable_type !== null && item.commentable_id !== null ? (
          <Button size="sm" variant="ghost" aria-expanded={replying} onClick={() => setReplying(!replying)}>
            {t('comments.inbox_reply')}
          </Button>
        ) : null}
      </div>
      {replying && item.commentable_type !== null && item.commentable_id !== null ? (
        <CommentThread
          thread={
            item.commentable_type === 'lesson-question'
              ? { type: 'lesson-question', id: item.commentable_id, lessonId: item.lesson?.id ?? 0 }
              : { type: item.commentable_type, id: item.commentable_id }
          }
          part={partOf(item)}
          asStudent={false}
          focusCommentId={item.id}
          headingLevel={3}
        />
      ) : null}
    </li>
  );
}

/**
 * `/expert/review-inbox` (ours, docs/comments.md): every unread comment and every attempt waiting for
 * review across the school's courses, newest first, filtered by course and lesson; a comment is
 * answered in place (privately or publicly) or opened at its result.
 */
export function ReviewInboxPage() {
  const { t } = useTranslation();
  const courseSelect = useId();
  const lessonSelect = useId();
  const [courseId, setCourseId] = useState<number | undefined>();
  const [lessonId, setLessonId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const inbox = useQuery({
    queryKey: ['review-inbox', courseId ?? null, lessonId ?? null, page],
    queryFn: () => api.comments.inbox({ course_id: courseId, lesson_id: lessonId, page }),
  });
  const filters = inbox.data?.filters;
  const lessons = (filters?.lessons ?? []).filter(
    (lesson) => courseId === undefined || lesson.course_id === courseId,
  );
  return (
    <div className={styles.page}>
      <PageHeader title={t('comments.inbox_title')} description={t('comments.inbox_intro')} />
      <div className={styles.filters}>
        <label htmlFor={courseSelect}>{t('comments.inbox_course')}</label>
        <select
          id={courseSelect}
          value={courseId ?? ''}
          onChange={(event) => {
            setCourseId(event.target.value ? Number(event.target.value) : undefined);
            setLessonId(undefined);
            setPage(1);
          }}
        >
          <option value="">{t('comments.inbox_all_courses')}</option>
          {(filters?.courses ?? []).map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </select>
        <label htmlFor={lessonSelect}>{t('comments.inbox_lesson')}</label>
        <select
          id={lessonSelect}
          value={lessonId ?? ''}
          onChange={(event) => {
            setLessonId(event.target.value ? Number(event.target.value) : undefined);
            setPage(1);
          }}
        >
          <option value="">{t('comments.inbox_all_lessons')}</option>
          {lessons.map((lesson) => (
            <option key={lesson.id} value={lesson.id}>
              {lesson.title}
            </option>
          ))}
        </select>
      </div>
      {inbox.isPending ? (
        <Spinner label={t('comments.loading')} />
      ) : inbox.isError ? (
        <EmptyState
          title={t('comments.inbox_load_failed')}
          action={
            <Button size="sm" variant="secondary" onClick={() => inbox.refetch()}>
              {t('comments.retry')}
            </Button>
          }
        />
      ) : inbox.data.data.length === 0 ? (
        <EmptyState title={t('comments.inbox_empty')} />
      ) : (
        <>
          <ol className={styles.list}>
            {inbox.data.data.map((item) => (
              <InboxRow key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ol>
          {inbox.data.meta.last_page > 1 ? (
            <nav
              className={styles.pages}
              aria-label={t('comments.inbox_page', { page, last: inbox.data.meta.last_page })}
            >
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('comments.inbox_previous')}
              </Button>
              <span>{t('comments.inbox_page', { page, last: inbox.data.meta.last_page })}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= inbox.data.meta.last_page}
                onClick={() => setPage(page + 1)}
              >
                {t('comments.inbox_next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
