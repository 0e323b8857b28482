import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PublicInfoUnit } from '../../../core/api/lessons.ts';
import { UNIT_TYPE } from '../../../core/lesson-page/index.ts';
import type { PlaybackEventKind } from '../../../core/player/audio-player.types.ts';
import { videoSourceKind } from '../../../core/player/video-source.ts';
import { fileDownloadPath, isDownloadAllowed } from '../../../core/upload/file-download.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { VideoPosterUnit } from '../../../ui/lesson-page/video-poster.tsx';
import { Spinner } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';

// The players load only when a unit needs them, so the lesson's text shows first (docs/lesson-page.md).
const AppVideoPlayer = lazy(() =>
  import('../player/app-video-player.tsx').then((module) => ({ default: module.AppVideoPlayer })),
);
const AudioPlayer = lazy(() =>
  import('../../../ui/player/audio-player.tsx').then((module) => ({ default: module.AudioPlayer })),
);
const DocumentPreview = lazy(() =>
  import('../../../ui/player/document-preview.tsx').then((module) => ({ default: module.DocumentPreview })),
);

function Loading() {
  const { t } = useTranslation();
  return <Spinner size={20} label={t('lesson.player_loading')} />;
}

/** How the lesson page's players report: the unit's events only for a signed-in subscriber, never in the expert's preview. */
export interface LessonMediaContext {
  signedIn: boolean;
  /** Started and watched are sent (a subscriber with access, not the expert's access-type preview). */
  reportsEvents: boolean;
  /** A video-id deep link's start for its unit (wins over the kept position). */
  startAt: (unitId: number, source: string) => number;
  onPosition: (unitId: number, source: string, seconds: number) => void;
  /** Only a video-id link's unit is given a start; other videos resume by themselves. */
  linkedVideo: { unitId: number; seconds: number } | null;
  /** The served first paint's poster of a video unit, taken over by its poster box (app/web/lesson-page/first-paint.ts). */
  adoptPoster?: ((unitId: number) => Element | null) | undefined;
}

/**
 * The audio player with the lesson page's resume: the position is kept per unit and file and the
 * audio starts 10 s before it (the player keeps no position of its own).
 */
function LessonAudio({ unit, context }: { unit: PublicInfoUnit; context: LessonMediaContext }) {
  const box = useRef<HTMLDivElement | null>(null);
  const file = unit.files[0];
  const source = file?.uuid ?? 'none';
  const { startAt, onPosition } = context;
  useEffect(() => {
    // The player mounts after its chunk loads: watch the box for its <audio>.
    const element = box.current;
    if (!element) return;
    let audio: HTMLAudioElement | null = null;
    const seekToStart = () => {
      const from = startAt(unit.id, source);
      if (audio && from > 0 && from < (audio.duration || Number.POSITIVE_INFINITY)) audio.currentTime = from;
    };
    const keep = () => {
      if (audio && audio.currentTime > 0) onPosition(unit.id, source, audio.currentTime);
    };
    const attach = () => {
      const found = element.querySelector('audio');
      if (!found || found === audio) return;
      audio = found;
      audio.addEventListener('loadedmetadata', seekToStart, { once: true });
      audio.addEventListener('timeupdate', keep);
      audio.addEventListener('pause', keep);
    };
    attach();
    const observer = new MutationObserver(attach);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      audio?.removeEventListener('loadedmetadata', seekToStart);
      audio?.removeEventListener('timeupdate', keep);
      audio?.removeEventListener('pause', keep);
    };
  }, [startAt, onPosition, unit.id, source]);
  if (!file?.url) return null;
  const named = {
    extension: file.extension ?? null,
    original_name: file.original_name ?? null,
    url: file.url,
    mime_type: file.mime_type ?? null,
  };
  return (
    <div ref={box}>
      <AudioPlayer
        src={file.url}
        name={unit.title ?? file.original_name ?? file.uuid}
        previews={unit.preview_index != null ? [unit.preview_index] : null}
        reportPlayback={
          context.reportsEvents
            ? (kind: PlaybackEventKind) => api.player.playbackEvent('info-units', unit.id, kind)
            : undefined
        }
        downloadHref={
          isDownloadAllowed({ ...file, ...named })
            ? fileDownloadPath({ uuid: file.uuid, ...named }, { unit: unit.id })
            : null
        }
      />
    </div>
  );
}

/** An audio or video unit through the app's players (spec 2 §4, spec 1 §4). */
export function LessonUnitMedia({ unit, context }: { unit: PublicInfoUnit; context: LessonMediaContext }) {
  const { t } = useTranslation();
  const file = unit.files[0];
  if (!file?.url) return <p>{t('lesson.media_missing')}</p>;
  if (unit.type_id === UNIT_TYPE.audio)
    return (
      <Suspense fallback={<Loading />}>
        <LessonAudio unit={unit} context={context} />
      </Suspense>
    );
  return <LessonVideo unit={unit} context={context} />;
}

/**
 * A video unit. A video of our own (a stream or a file) shows its poster and a Play button until the
 * viewer plays it: only then do the player, hls.js and the stream load, and the player plays at once.
 * So nothing of the stream is fetched before Play and the page's largest paint is its text or the
 * poster, early (docs/lesson-page.md). A video-id link mounts the player at its time; a video still
 * processing, and a hosted one, go to the player as they are.
 */
function LessonVideo({ unit, context }: { unit: PublicInfoUnit; context: LessonMediaContext }) {
  const { t } = useTranslation();
  const file = unit.files[0];
  const [played, setPlayed] = useState(false);
  const linked = context.linkedVideo?.unitId === unit.id ? context.linkedVideo.seconds : undefined;
  const name = unit.title ?? file?.original_name ?? t('lesson.video');
  const own =
    videoSourceKind({ url: file?.url ?? null, processStatus: file?.process_status ?? null }, [
      window.location.hostname,
    ]).kind === 'stream';
  if (!file?.url) return null;
  if (own && !played && linked === undefined)
    return (
      <VideoPosterUnit
        name={name}
        poster={file.preview_path ?? null}
        onPlay={() => setPlayed(true)}
        adopt={context.adoptPoster ? () => context.adoptPoster?.(unit.id) ?? null : undefined}
      />
    );
  return (
    <Suspense fallback={<Loading />}>
      <AppVideoPlayer
        // A video-id link arrives 1 s after the page shows: the player starts again from its time.
        key={linked ?? 'resume'}
        url={file.url}
        processStatus={file.process_status ?? null}
        fileUuid={file.uuid}
        poster={file.preview_path ?? null}
        name={name}
        item={{ sourceType: context.reportsEvents ? 'info-units' : 'expert', id: unit.id }}
        signedIn={context.signedIn}
        customSharingPlayer={unit.show_custom_youtube_player}
        startAt={linked}
        autoPlay={played && linked === undefined}
      />
    </Suspense>
  );
}

/** A document of a files unit in the viewer, asked of the download route with the unit's switches. */
export function LessonDocument({
  unit,
  file,
}: {
  unit: PublicInfoUnit;
  file: PublicInfoUnit['files'][number];
}) {
  return (
    <Suspense fallback={<Loading />}>
      <DocumentPreview file={file} unit={unit.id} />
    </Suspense>
  );
}
