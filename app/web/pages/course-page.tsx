import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { LessonQuiz } from '../../../core/api/courses.ts';
import { ATTEMPT_STATUS } from '../../../core/api/quiz.ts';
import { attemptStatusKind } from '../../../core/quiz/attempt-status-message.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { ChevronRightIcon } from '../../../ui/icons/index.ts';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Badge, type BadgeTone, Button, EmptyState, useLinkComponent } from '../../../ui/primitives/index.ts';
import styles from '../../../ui/quiz/page/quiz-page.module.css';
import { api } from '../api.ts';
import { FullPageMessage } from './full-page-message.tsx';

const TONES: Record<string, BadgeTone> = {
  passed: 'success',
  failed: 'danger',
  'needs-rework': 'warning',
  'in-process': 'brand',
};

/** A lesson's quizzes, each linking to its page, with the status of the learner's latest attempt. */
function LessonQuizList({
  quizzes,
  hrefOf,
}: {
  quizzes: LessonQuiz[];
  hrefOf: (quiz: LessonQuiz) => string;
}) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  return (
    <ul className={styles.unitList} aria-label={t('quiz.practice_list')}>
      {quizzes.map((quiz) => {
        const kind = attemptStatusKind(quiz.latest_attempt_status_id);
        return (
          <li key={quiz.id}>
            <Link className={styles.unitLink} href={hrefOf(quiz)}>
              <span>{quiz.name || t('quiz.untitled')}</span>
              <span className={styles.actions}>
                {quiz.latest_attempt_status_id === ATTEMPT_STATUS.inProgress ? (
                  <Badge tone="brand">{t('quiz.status_running')}</Badge>
                ) : null}
                {kind ? (
                  <Badge tone={TONES[kind] ?? 'neutral'} dot>
                    {t(`quiz.status_${kind.replace('-', '_')}`)}
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

/**
 * A course's overview until the lesson page arrives: the course's lessons that hold quizzes, in the
 * course's order, each quiz linking to its page under the lesson's real slug.
 */
export function CoursePage() {
  const { t } = useTranslation();
  const { courseSlug = '' } = useParams();
  const course = useQuery({
    queryKey: ['course-lessons', courseSlug],
    queryFn: () => api.lessons.courseLessons(courseSlug),
  });

  if (course.isPending) return <FullPageMessage loading />;
  if (course.isError) return <FullPageMessage error={course.error} onRetry={() => void course.refetch()} />;
  if (!course.data) {
    return (
      <EmptyState
        title={t('quiz.course_not_found')}
        action={<Button href="/cabinet">{t('menu.my_learning')}</Button>}
      />
    );
  }
  const lessons = course.data.lessons
    .map((lesson, index) => ({ ...lesson, number: index + 1 }))
    .filter((lesson) => lesson.quizzes.length > 0);
  return (
    <>
      <PageHeader
        eyebrow={t('quiz.course_eyebrow')}
        title={course.data.course.title}
        description={t('quiz.course_lead')}
      />
      {lessons.length === 0 ? (
        <EmptyState
          title={t('quiz.course_no_quizzes')}
          action={<Button href="/cabinet">{t('menu.my_learning')}</Button>}
        />
      ) : (
        <div className={styles.sections}>
          {lessons.map((lesson) => (
            <section key={lesson.id} className={styles.panel} aria-labelledby={`lesson-${lesson.id}-title`}>
              <h2 id={`lesson-${lesson.id}-title`} className={styles.sectionTitle}>
                {t('quiz.course_lesson', { number: lesson.number })}. {lesson.title}
              </h2>
              <LessonQuizList
                quizzes={lesson.quizzes}
                hrefOf={(quiz) => `${lesson.link}/quizzes/${quiz.id}`}
              />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
