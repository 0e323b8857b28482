import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { quizBase } from '../../../core/api/index.ts';
import { QUIZ_PAGE_URL_PARAMS } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import styles from '../../../ui/quiz/page/quiz-page.module.css';
import { QuizUnavailable } from '../../../ui/quiz/page/quiz-unavailable.tsx';
import { api } from '../api.ts';
import { AppShell } from '../layouts/app-shell.tsx';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { useUser } from '../session/use-session.ts';
import { QuizUnit } from './quiz-unit.tsx';
import { anchorTarget, readQuizUrlParams, withoutParams } from './quiz-url-params.ts';
import { loadServedQuizCode } from './served-quiz-code.ts';

// The first question's code starts with this module, before the app's first render can (served-quiz-code.ts).
loadServedQuizCode();

const COMMENT_PARAMS = [
  QUIZ_PAGE_URL_PARAMS.commentableType,
  QUIZ_PAGE_URL_PARAMS.commentableId,
  QUIZ_PAGE_URL_PARAMS.comment,
];

/**
 * `/courses/{course slug}/{lesson slug}/quizzes/{quiz id}` (spec 3 §2): the quiz on a page of its own, in
 * the cabinet's frame for a signed-in person; a visitor reads "access denied" with a sign-in offer that
 * comes back here (spec 3 §6).
 */
export function QuizPage() {
  const user = useUser();
  if (user.isPending) return <FullPageMessage loading />;
  if (user.isError) return <FullPageMessage error={user.error} onRetry={() => void user.refetch()} />;
  return user.data ? (
    <AppShell>
      <QuizScreen />
    </AppShell>
  ) : (
    <main className={styles.visitor}>
      <QuizScreen />
    </main>
  );
}

function QuizScreen() {
  const { t } = useTranslation();
  const { courseSlug = '', lessonSlug = '', quizId: quizIdParam = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const quizId = Number(quizIdParam);
  const validQuizId = Number.isSafeInteger(quizId) && quizId > 0;
  const lesson = useQuery({
    queryKey: ['quiz-lesson', courseSlug, lessonSlug, quizId],
    queryFn: () => api.lessons.quizPlace(courseSlug, lessonSlug, quizId),
    enabled: validQuizId && user.data != null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const place = lesson.data ?? null;
  const lessonId = place?.lessonId ?? null;
  // Read once: later changes of the address are the page's own removals.
  const [urlParams] = useState(() => readQuizUrlParams(new URLSearchParams(location.search)));
  const [hash] = useState(location.hash);

  const removeParams = useCallback(
    (names: string[]) => {
      const search = new URLSearchParams(window.location.search);
      if (!names.some((name) => search.has(name))) return;
      navigate(
        {
          pathname: window.location.pathname,
          search: withoutParams(search, names),
          hash: window.location.hash,
        },
        { replace: true, state: location.state },
      );
    },
    [navigate, location.state],
  );

  const anchored = useRef(false);
  useEffect(() => {
    if (lessonId === null || anchored.current) return;
    anchored.current = true;
    const comment = urlParams.comment;
    const anchor = anchorTarget(hash);
    const timer = window.setTimeout(() => {
      if (anchor) document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (comment) {
        document
          .getElementById(`comment-${comment.commentId}`)
          ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        removeParams(COMMENT_PARAMS);
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [lessonId, hash, urlParams.comment, removeParams]);

  if (!validQuizId) {
    return (
      <EmptyState
        title={t('quiz.not_found')}
        action={<Button href={`/courses/${courseSlug}`}>{t('quiz.back_to_course')}</Button>}
      />
    );
  }
  if (user.data === null) {
    return (
      <div className={styles.page}>
        <nav aria-label={t('quiz.breadcrumbs')}>
          <Button variant="ghost" size="sm" href={`/courses/${courseSlug}`}>
            ← {t('quiz.back_to_course')}
          </Button>
        </nav>
        <QuizUnavailable
          kind="login"
          loginHref={`/sign-in?next=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`}
        />
      </div>
    );
  }
  if (user.isPending || lesson.isPending) {
    return (
      <div className={styles.page}>
        <QuizUnavailable kind="loading" />
      </div>
    );
  }
  if (place === null) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={t('quiz.not_found')}
          text={t('quiz.not_found_text')}
          action={<Button href={`/courses/${courseSlug}`}>{t('quiz.back_to_course')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <nav aria-label={t('quiz.breadcrumbs')}>
        <Button variant="ghost" size="sm" href={`/courses/${courseSlug}`}>
          ← {t('quiz.back_to_course')}
        </Button>
      </nav>
      <QuizUnit
        quizId={quizId}
        base={quizBase(place)}
        isAuthenticated
        urlParams={urlParams}
        onUrlConsumed={removeParams}
      />
    </div>
  );
}

/** The route module (lazy-loaded, so the quiz page's code stays out of the rest of the app). */
export const Component = QuizPage;
