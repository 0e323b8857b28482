import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import styles from '../../../ui/quiz/page/quiz-page.module.css';
import { QuizPracticeList } from '../../../ui/quiz/page/quiz-practice-list.tsx';
import { api } from '../api.ts';
import { findReachableLessons } from '../quiz/lesson-lookup.ts';
import { FullPageMessage } from './full-page-message.tsx';

/**
 * A course's overview until the lesson page arrives: the course's lessons that hold quizzes, each quiz
 * linking to its page. Lessons are found through the quiz calls (see quiz/lesson-lookup.ts).
 */
export function CoursePage() {
  const { t } = useTranslation();
  const { courseSlug = '' } = useParams();
  const course = useQuery({
    queryKey: ['course-overview', courseSlug],
    queryFn: async () => {
      const products = await api.userProducts({ per_page: 100 }).catch(() => null);
      const product = products?.data.find((candidate) => candidate.slug === courseSlug) ?? null;
      const cards = product ? null : await api.courseCards({ per_page: 100 }).catch(() => null);
      const card = cards?.data.find((candidate) => candidate.slug === courseSlug) ?? null;
      const found = product ?? card;
      if (!found) return null;
      const lessons = await findReachableLessons(found.lessons_count);
      return {
        title: found.title,
        lessons: lessons
          .map((lesson, index) => ({ ...lesson, number: index + 1 }))
          .filter((lesson) => lesson.quizzes.length > 0),
      };
    },
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
  return (
    <>
      <PageHeader
        eyebrow={t('quiz.course_eyebrow')}
        title={course.data.title}
        description={t('quiz.course_lead')}
      />
      {course.data.lessons.length === 0 ? (
        <EmptyState
          title={t('quiz.course_no_quizzes')}
          action={<Button href="/cabinet">{t('menu.my_learning')}</Button>}
        />
      ) : (
        <div className={styles.sections}>
          {course.data.lessons.map((lesson) => (
            <section key={lesson.id} className={styles.panel} aria-labelledby={`lesson-${lesson.id}-title`}>
              <h2 id={`lesson-${lesson.id}-title`} className={styles.sectionTitle}>
                {t('quiz.course_lesson', { number: lesson.number })}
              </h2>
              <QuizPracticeList
                label={t('quiz.practice_list')}
                quizzes={lesson.quizzes}
                hrefOf={(quiz) => `/courses/${courseSlug}/lesson-${lesson.id}/quizzes/${quiz.id}`}
              />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
