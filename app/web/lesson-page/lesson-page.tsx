import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../../core/api/api-error.ts';
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { formatLongDateTime } from '../../../core/format/index.ts';
import { LESSON_PAGE, parseDeepLink } from '../../../core/lesson-page/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { LessonPageView } from '../../../ui/lesson-page/lesson-page-view.tsx';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { CommentsUnit } from '../comments/comments-unit.tsx';
import { useLanguage } from '../language/use-language.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { useUser } from '../session/use-session.ts';
import { LessonDocument, type LessonMediaContext, LessonUnitMedia } from './lesson-unit-media.tsx';
import { PreviewBanner } from './preview-banner.tsx';
import { useLessonEvents } from './use-lesson-events.ts';
import { useResume } from './use-resume.ts';

/** The id of the script element the server fills with the lesson payload (docs/lesson-page.md). */
export const LESSON_PAYLOAD_ELEMENT = 'lesson-payload';

/** The payload the server put into the page, when it is this lesson's and section's (read once). */
function embeddedLesson(courseSlug: string, lessonSlug: string, section: number): LessonPage | undefined {
  const element = document.getElementById(LESSON_PAYLOAD_ELEMENT);
  if (!element?.textContent) return undefined;
  try {
    const payload = JSON.parse(element.textContent) as LessonPage;
    element.remove();
    return payload.link === `/courses/${courseSlug}/${lessonSlug}` &&
      (payload.section?.index ?? 0) === section
      ? payload
      : undefined;
  } catch {
    return undefined;
  }
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
  const [initial] = useState(() => embeddedLesson(courseSlug, lessonSlug, section));
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
  const subscribed = data?.course_access.is_course_subscribed ?? false;
  useLessonEvents(data?.id ?? null, Boolean(data?.is_lesson_available && subscribed && user.data), refresh);

  const deepLink = useMemo(() => parseDeepLink(location.hash), [location.hash]);
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
          <CommentsUnit commentableType="info-unit" commentableId={unit.id} lessonId={lesson.data.id} />
        )}
        expertBanner={
          lesson.data.preview_settings ? (
            <PreviewBanner courseId={lesson.data.course.id} settings={lesson.data.preview_settings} />
          ) : null
        }
        onPreSubscribe={() => preSubscribe.mutate()}
        preSubscribing={preSubscribe.isPending}
        startAt={startAt}
        onPosition={onPosition}
        focusUnitId={focusUnitId}
        renderMedia={(unit) => <LessonUnitMedia unit={unit} context={mediaContext} />}
        renderDocument={(unit, file) => <LessonDocument unit={unit} file={file} />}
      />
    </main>
  );
}

export const Component = LessonPageRoute;
