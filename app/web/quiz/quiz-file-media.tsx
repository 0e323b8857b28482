import { lazy, type ReactNode, Suspense, useState } from 'react';
import { videoSourceKind } from '../../../core/player/video-source.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { VideoPosterUnit } from '../../../ui/lesson-page/video-poster.tsx';
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
 * the device). A video of our own shows its poster and Play until the student plays it: only then do
 * the player, hls.js and the stream load (as on the lesson page), so a quiz opens light on a phone. A
 * quiz question is not a lesson block: no playback events are sent for it.
 */
function QuizVideo({ file }: { file: ContentFile }) {
  const [played, setPlayed] = useState(false);
  const name = file.original_name || file.uuid;
  const own =
    videoSourceKind({ url: file.url ?? null, processStatus: file.process_status ?? null }, [
      window.location.hostname,
    ]).kind === 'stream';
  if (own && !played)
    return <VideoPosterUnit name={name} poster={file.preview_path ?? null} onPlay={() => setPlayed(true)} />;
  return (
    <Suspense fallback={<Loading />}>
      <AppVideoPlayer
        url={file.url ?? null}
        processStatus={file.process_status ?? null}
        fileUuid={file.uuid}
        poster={file.preview_path ?? null}
        name={name}
        item={{ sourceType: 'expert', id: 0 }}
        signedIn
        autoPlay={played}
      />
    </Suspense>
  );
}

/** A question's file drawn by the app: its videos in the app's player (above), the rest by the viewer. */
export function renderQuizMedia(file: ContentFile): ReactNode | null {
  if (contentFileKind(file) !== 'video') return null;
  return <QuizVideo file={file} />;
}

/** The quiz screens below it play a question's video in the app's player (docs/players.md). */
export function QuizFileMedia({ children }: { children: ReactNode }) {
  return <QuizMediaProvider renderMedia={renderQuizMedia}>{children}</QuizMediaProvider>;
}
