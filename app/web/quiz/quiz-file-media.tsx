import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Spinner } from '../../../ui/primitives/index.ts';
import { type ContentFile, contentFileKind, QuizMediaProvider } from '../../../ui/quiz/content/index.ts';

// The app's video player loads only when a question shows a video (as on the lesson page).
const AppVideoPlayer = lazy(() =>
  import('../player/app-video-player.tsx').then((module) => ({ default: module.AppVideoPlayer })),
);

function Loading() {
  const { t } = useTranslation();
  return <Spinner size={20} label={t('questions.video_loading')} />;
}

/**
 * A question's video file in the app's video player (HLS of a processed upload, `no_hls`, resume on
 * the device). A quiz question is not a lesson block: no playback events are sent for it.
 */
export function renderQuizMedia(file: ContentFile): ReactNode | null {
  if (contentFileKind(file) !== 'video') return null;
  return (
    <Suspense fallback={<Loading />}>
      <AppVideoPlayer
        url={file.url ?? null}
        processStatus={file.process_status ?? null}
        fileUuid={file.uuid}
        name={file.original_name || file.uuid}
        item={{ sourceType: 'expert', id: 0 }}
        signedIn
      />
    </Suspense>
  );
}

/** The quiz screens below it play a question's video in the app's player (docs/players.md). */
export function QuizFileMedia({ children }: { children: ReactNode }) {
  return <QuizMediaProvider renderMedia={renderQuizMedia}>{children}</QuizMediaProvider>;
}
