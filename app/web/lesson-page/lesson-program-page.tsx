import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../../core/api/api-error.ts';
import { formatLongDateTime } from '../../../core/format/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { LessonProgramView } from '../../../ui/lesson-page/lesson-program-view.tsx';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { useLanguage } from '../language/use-language.ts';
import { AppShell } from '../layouts/app-shell.tsx';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import { useUser } from '../session/use-session.ts';

/**
 * The course program a student sees, at `/courses/{course}` (the course's page) and at
 * `{lesson link}/program` (the same, with that lesson marked): for visitors too, inside the cabinet's
 * frame for a signed-in user.
 */
export function LessonProgramPage() {
  const user = useUser();
  if (user.isPending) return <FullPageMessage loading />;
  return user.data ? (
    <AppShell>
      <ProgramScreen />
    </AppShell>
  ) : (
    <main>
      <ProgramScreen />
    </main>
  );
}

function ProgramScreen() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { courseSlug = '', lessonSlug } = useParams();
  const location = useLocation();
  const user = useUser();
  const queryClient = useQueryClient();
  const key = useMemo(() => ['course-program', courseSlug] as const, [courseSlug]);
  const program = useQuery({ queryKey: key, queryFn: () => api.lessonPage.program(courseSlug) });
  const preSubscribe = useMutation({
    mutationFn: () => api.lessonPage.preSubscribe(courseSlug),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const timeZone = user.data?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const formatDate = useCallback(
    (iso: string) => formatLongDateTime(new Date(iso), { timeZone, locale: language }),
    [timeZone, language],
  );
  const formatPrice = useCallback(
    (price: number, currency: string) => {
      try {
        return new Intl.NumberFormat(language, { style: 'currency', currency }).format(price);
      } catch {
        return `${price} ${currency}`;
      }
    },
    [language],
  );
  const data = program.data;
  useEffect(() => {
    if (data) document.title = `${t('lesson.program')} · ${data.course.title}`;
  }, [data, t]);
  // The get-access link leads here at #get-access: show the offers once they are drawn.
  useEffect(() => {
    if (data && location.hash === '#get-access') document.getElementById('get-access')?.focus();
  }, [data, location.hash]);

  if (program.isPending) return <FullPageMessage loading />;
  if (program.isError) {
    if (program.error instanceof ApiError && program.error.status === 404)
      return (
        <EmptyState
          title={t('lesson.program_not_found')}
          action={<Button href="/">{t('lesson.home')}</Button>}
        />
      );
    return <FullPageMessage error={program.error} onRetry={() => void program.refetch()} />;
  }
  const here = `${location.pathname}${location.search}${location.hash}`;
  const current = lessonSlug
    ? (program.data.sections
        .flatMap((section) => section.lessons)
        .find((lesson) => lesson.slug === lessonSlug)?.id ?? null)
    : null;
  return (
    <LessonProgramView
      program={program.data}
      signedIn={Boolean(user.data)}
      signInHref={`/sign-in?next=${encodeURIComponent(here)}`}
      formatDate={formatDate}
      formatPrice={formatPrice}
      currentLessonId={current}
      onPreSubscribe={() => preSubscribe.mutate()}
      preSubscribing={preSubscribe.isPending}
    />
  );
}

export const Component = LessonProgramPage;
