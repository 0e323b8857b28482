import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import type { ConstructorFile } from '../../../ui/lesson-editor/index.ts';
import { Spinner } from '../../../ui/primitives/index.ts';

// The players load only when the expert asks to play a block's file (as on the lesson page).
const AppVideoPlayer = lazy(() =>
  import('../player/app-video-player.tsx').then((module) => ({ default: module.AppVideoPlayer })),
);
const AudioPlayer = lazy(() =>
  import('../../../ui/player/audio-player.tsx').then((module) => ({ default: module.AudioPlayer })),
);

function Loading() {
  const { t } = useTranslation();
  return <Spinner size={20} label={t('lesson.player_loading')} />;
}

/**
 * A processed audio or video block's file in the app's players, for the expert in the constructor: the
 * same player the students get (HLS of the worker's ladder, the audio player with its speed and
 * volume). The constructor is not a lesson: no playback events are sent.
 */
export function renderConstructorMedia(kind: 'audio' | 'video', file: ConstructorFile): ReactNode {
  const name = file.original_name || file.uuid;
  return (
    <Suspense fallback={<Loading />}>
      {kind === 'video' ? (
        <AppVideoPlayer
          url={file.url ?? null}
          processStatus={file.process_status ?? null}
          fileUuid={file.uuid}
          name={name}
          item={{ sourceType: 'expert', id: 0 }}
          signedIn
        />
      ) : file.url ? (
        <AudioPlayer src={file.url} name={name} />
      ) : null}
    </Suspense>
  );
}
