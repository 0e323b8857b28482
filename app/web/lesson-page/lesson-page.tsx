import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../core/api/api-error.ts';
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { formatLongDateTime } from '../../../core/format/index.ts';
import { commentLinkOf, LESSON_PAGE, parseDeepLink } from '../../../core/lesson-page/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { LessonPageView } from '../../../ui/lesson-page/lesson-page-view.tsx';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { useLanguage } from '../language/use-language.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { useUser } from '../session/use-session.ts';
import {
  firstPaintPart,
  firstPaintPoster,
  firstPaintText,
  hasFirstPaint,
  removeFirstPaint,
} from './first-paint.ts';
import { LessonCommentThread } from './lesson-comment-thread.tsx';
import { LessonDocument, type LessonMediaContext, LessonUnitMedia } from './lesson-unit-media.tsx';
import { useLessonEvents } from './use-lesson-events.ts';
import { useQuizClock } from './use-quiz-clock.ts';
import { useResume } from './use-resume.ts';

// The expert's preview banner (its dialog and form) loads only for the expert's preview.
const PreviewBanner = lazy(() =>
  import('./preview-banner.tsx').then((module) => ({ default: module.PreviewBanner })),
);

/** The id of the script element the server fills with the lesson payload (docs/lesson-page.md). */
export const LESSON_PAYLOAD_ELEMENT = 'lesson-payload';

/**
 * The payload the server put into the page, when it is this lesson's and section's. It stays in the page
 * until the view is first on screen: React may throw a first render away and render again, and that
 * second render must find it too (it did not, and the app then fetched the lesson and drew over the
 * served first paint).
 */
function embeddedLesson(courseSlug: string, lessonSlug: string, section: number): LessonPage | undefined {
  const element = document.getElementById(LESSON_PAYLOAD_ELEMENT);
  if (!element?.textContent) return undefined;
  try {
    const payload = JSON.parse(element.textContent) as LessonPage;
    return payload.link === `/courses/${courseSlug}/${lessonSlug}` &&
      (payload.section?.index ?? 0) === section
      ? payload
      : undefined;
  } catch {
    return undefined;
  }
}

let takenComment: { at: string; id: number } | null = null;

/**
 * The comment a link names, removed from the address at once so a reload does not jump to it again
 * (kept for its lesson's address, as a page may read it more than once).
 */
function takeCommentLink(): number | null {
  const commentId = commentLinkOf(window.location.search);
  if (commentId !== null) {
    takenComment = { at: window.location.pathname, id: commentId };
    const search = new URLSearchParams(window.location.search);
    search.delete('comment_id');
    const rest = search.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
    );
  }
  return takenComment?.at === window.location.pathname ? takenComment.id : null;
}

/** The student lesson page at `/courses/{course}/{lesson}` (spec 3 §2), for visitors, students and experts. */
export function LessonPageRoute() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { courseSlug = '', lessonSlug = '' } = useParams();
  const location = useLocation();
  const section = Number(new URLSearchParams(location.search).get('section') ?? 0) || 0;
  const user = useUser();
  const queryClient = useQueryClient();
  const key = useMemo(
    () => ['lesson-page', courseSlug, lessonSlug, section] as const,
    [courseSlug, lessonSlug, section],
  );
  // The payload the server put into the page belongs to the lesson and part it was served for: another
  // part or lesson opened later in the same page is read from the server, not shown as that payload.
  const [embedded] = useState(() => {
    const payload = embeddedLesson(courseSlug, lessonSlug, section);
    return payload ? { key: key.join('/'), payload } : null;
  });
  const initial = embedded?.key === key.join('/') ? embedded.payload : undefined;
  // The served first paint of this lesson is on screen: the view takes its text over, without a fade.
  const [adoptedKey] = useState(() => (embedded && hasFirstPaint() ? embedded.key : null));
  const adopting = adoptedKey === key.join('/');
  useLayoutEffect(() => {
    document.getElementById(LESSON_PAYLOAD_ELEMENT)?.remove();
    removeFirstPaint();
  }, []);
  const lesson = useQuery({
    queryKey: key,
    queryFn: () => api.lessonPage.lessonBySlugs(courseSlug, lessonSlug, section),
    initialData: initial,
    staleTime: initial ? 30_000 : 0,
  });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: key }),
    [queryClient, key],
  );
  const data = lesson.data;
  const navigate = useNavigate();
  const now = useQuizClock(data?.quizzes);
  const subscribed = data?.course_access.is_course_subscribed ?? false;
  useLessonEvents(data?.id ?? null, Boolean(data?.is_lesson_available && subscribed && user.data), refresh);

  const deepLink = useMemo(() => parseDeepLink(location.hash), [location.hash]);
  // A comment link (`?comment_id=…#unit-…`): read once, then taken out of the address (spec 2 §2).
  const [linkedComment] = useState(() => takeCommentLink());
  const [videoLink, setVideoLink] = useState<{ unitId: number; seconds: number } | null>(null);
  useEffect(() => {
    if (deepLink?.kind !== 'video') return;
    const timer = setTimeout(
      () => setVideoLink({ unitId: deepLink.unitId, seconds: deepLink.seconds }),
      LESSON_PAGE.deepLinkSeekMs,
    );
    return () => clearTimeout(timer);
  }, [deepLink]);
  const { startAt, onPosition } = useResume(videoLink);
  const mediaContext: LessonMediaContext = {
    signedIn: Boolean(user.data),
    reportsEvents: Boolean(user.data && data?.is_lesson_available && subscribed && !data?.preview_settings),
    startAt,
    onPosition,
    linkedVideo: videoLink,
    adoptPoster: adopting ? firstPaintPoster : undefined,
  };
  const focusUnitId =
    deepLink?.kind === 'unit' || deepLink?.kind === 'video'
      ? deepLink.unitId
      : deepLink?.kind === 'quiz'
        ? (data?.section?.info_units.find((unit) => unit.quiz_id === deepLink.quizId)?.id ?? null)
        : null;

  const timeZone = user.data?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const formatDate = useCallback(
    (iso: string) => formatLongDateTime(new Date(iso), { timeZone, locale: language }),
    [timeZone, language],
  );
  const preSubscribe = useMutation({
    mutationFn: () => api.lessonPage.preSubscribe(courseSlug),
    onSuccess: refresh,
  });

  useEffect(() => {
    if (data) document.title = `${data.title} · ${data.course.title}`;
  }, [data]);

  if (lesson.isPending) return <FullPageMessage loading />;
  if (lesson.isError) {
    if (lesson.error instanceof ApiError && lesson.error.status === 404)
      return (
        <EmptyState title={t('lesson.not_found')} action={<Button href="/">{t('lesson.home')}</Button>} />
      );
    return <FullPageMessage error={lesson.error} onRetry={() => void lesson.refetch()} />;
  }
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <main>
      <LessonPageView
        lesson={lesson.data}
        signedIn={Boolean(user.data)}
        formatDate={formatDate}
        signInHref={`/sign-in?next=${encodeURIComponent(here)}`}
        renderComments={(unit) => (
          // The comments unit's thread (what CommentsUnit draws), opened at a linked comment of this unit.
          <LessonCommentThread
            thread={{ type: 'info-unit', id: unit.id }}
            asStudent
            headingLevel={2}
            focusCommentId={focusUnitId === unit.id ? linkedComment : null}
          />
        )}
        expertBanner={
          lesson.data.preview_settings ? (
            <Suspense fallback={null}>
              <PreviewBanner courseId={lesson.data.course.id} settings={lesson.data.preview_settings} />
            </Suspense>
          ) : null
        }
        onPreSubscribe={() => preSubscribe.mutate()}
        preSubscribing={preSubscribe.isPending}
        startAt={startAt}
        onPosition={onPosition}
        focusUnitId={focusUnitId}
        renderMedia={(unit) => <LessonUnitMedia unit={unit} context={mediaContext} />}
        renderDocument={(unit, file) => <LessonDocument unit={unit} file={file} />}
        adoptText={adopting ? firstPaintText : undefined}
        adoptPoster={adopting ? firstPaintPoster : undefined}
        adoptServedText={adopting ? firstPaintPart : undefined}
        onNavigate={(href) => void navigate(href)}
        now={now}
        onReload={refresh}
        fadeIn={!adopting}
      />
    </main>
  );
}

export const Component = LessonPageRoute;
