import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { formatClock } from '../../core/player/duration-format.ts';
import { keyCommand, tapSide } from '../../core/player/video-controls.ts';
import { SEEK_BUTTON_STEP_S } from '../../core/player/video-player.constants.ts';
import type { VideoPlayerInput } from '../../core/player/video-player.types.ts';
import { hostedEmbedUrl } from '../../core/player/video-source.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import {
  Back10Icon,
  ExitFullscreenIcon,
  Forward10Icon,
  FullscreenIcon,
  MutedIcon,
  PauseIcon,
  PictureInPictureIcon,
  PlayIcon,
  SettingsIcon,
  VolumeIcon,
} from '../icons/index.ts';
import { MenuBackIcon, SubmenuIcon } from '../icons/menu-icons.tsx';
import { Button, Spinner } from '../primitives/index.ts';
import { type PlayerStorage, useVideoPlayer, type VideoPlayerActors } from './use-video-player.ts';
import styles from './video-player.module.css';

/** The elements a media engine drives: the `<video>` and the player's box (fullscreen). */
export interface VideoPlayerElements {
  video: () => HTMLVideoElement | null;
  container: () => HTMLElement | null;
  /** Where the custom video-sharing player puts the service's player (under the product's controls). */
  sharingHost?: () => HTMLElement | null;
}

/** Props of the VideoPlayer. */
export interface VideoPlayerProps {
  input: Omit<VideoPlayerInput, 'volume' | 'startAt'> & { startAt?: number; resumeSource: string };
  /** The video's name, for the labels. */
  name: string;
  poster?: string | null;
  /** The app's actors, made once with the player's elements. */
  actors: (elements: VideoPlayerElements) => VideoPlayerActors;
  storage: PlayerStorage | null;
  /**
   * Play as soon as the media is ready, and take the focus: the player was mounted by the viewer's own
   * Play on a poster that stood in for it (the lesson page loads no stream before Play).
   */
  autoPlay?: boolean;
}

const SHARING_ERRORS: Record<number, string> = {
  2: 'player.video_error_2',
  5: 'player.video_error_5',
  100: 'player.video_error_100',
  101: 'player.video_error_101',
  150: 'player.video_error_101',
};

/**
 * Spec 2 §2 "Video player": one wrapper for every source kind (the processing placeholder, a hosted
 * service's embed, the streaming/MP4 player with its control bar). The player takes the keys (space,
 * arrows) only while it has focus, so only the active player answers them.
 */
export function VideoPlayer({ input, name, poster, actors, storage, autoPlay = false }: VideoPlayerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const containerRef = useRef<HTMLElement>(null);
  const sharingRef = useRef<HTMLDivElement>(null);
  const settingsRef = useRef<HTMLButtonElement>(null);
  const [made] = useState(() =>
    actors({
      video: () => videoRef.current,
      container: () => containerRef.current,
      sharingHost: () => sharingRef.current,
    }),
  );
  const { view, send } = useVideoPlayer(input, made, storage);
  const label = t('player.video_player', { name });
  // Mounted by a Play on its poster: the keys go on acting on this player, and it plays once ready.
  const autoPlayed = useRef(!autoPlay);
  useEffect(() => {
    if (autoPlay) containerRef.current?.focus({ preventScroll: true });
  }, [autoPlay]);
  useEffect(() => {
    if (autoPlayed.current || (view.state !== 'unstarted' && view.state !== 'cued')) return;
    autoPlayed.current = true;
    send({ type: 'toggle' });
  }, [view.state, send]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Escape closes the settings menu wherever the focus is inside the player.
    if (event.key === 'Escape' && view.menu !== null) {
      event.preventDefault();
      send({ type: 'menu.close' });
      settingsRef.current?.focus();
      return;
    }
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLButtonElement) {
      if (event.key !== ' ' || event.target instanceof HTMLInputElement) return;
    }
    const command = keyCommand(event.key);
    if (!command || view.stage !== 'player') return;
    event.preventDefault();
    send(command);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') {
      if (event.button === 0) send({ type: 'toggle' });
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    send({ type: 'tap', side: tapSide(event.clientX - box.left, box.width), at: event.timeStamp });
  };

  const source = view.source;
  // The video-sharing service under the product's controls (spec 2 §4), until it falls back to its embed.
  const customSharing = source.kind === 'video-sharing' && view.embed === 'custom';
  const hosted = (source.kind === 'video-sharing' && !customSharing) || source.kind === 'hosted';
  const mediaKnown = view.duration > 0 || view.live || !['uninitialised', 'buffering'].includes(view.state);
  const controlsHidden = (view.fullscreen || view.isPlaying) && !view.controlsShown && view.menu === null;

  return (
    <section
      ref={containerRef}
      className={styles.player}
      data-state={view.state}
      data-state-code={view.stateCode}
      data-stage={view.stage}
      data-quality={view.quality}
      data-embed={view.embed}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player box takes focus so its keys act on it alone.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame} style={{ paddingTop: `${view.aspectPadding * 100}%` }}>
        {view.stage === 'processing' ? (
          <div className={styles.placeholder} role="status">
            <Spinner />
            <span>{t('player.video_processing')}</span>
          </div>
        ) : customSharing ? (
          <>
            <div ref={sharingRef} className={styles.media} data-sharing-host="" />
            <div
              className={styles.tapLayer}
              onPointerUp={onPointerUp}
              onPointerMove={() => send({ type: 'pointer.moved' })}
            />
          </>
        ) : hosted ? (
          <iframe
            className={styles.media}
            title={label}
            src={hostedEmbedUrl(source.service, source.videoId, input.startAt ?? 0)}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
          />
        ) : (
          <>
            {/* biome-ignore lint/a11y/useMediaCaption: uploaded videos have no caption track yet. */}
            <video
              ref={videoRef}
              className={styles.media}
              playsInline
              preload="metadata"
              // Asked for once the media is known: the server answers the stream's playlist and first segment first.
              poster={mediaKnown ? (poster ?? undefined) : undefined}
              aria-label={label}
            />
            <div
              className={styles.tapLayer}
              onPointerUp={onPointerUp}
              onPointerMove={() => send({ type: 'pointer.moved' })}
            />
          </>
        )}
        {view.stage === 'loading' || view.isBuffering || view.state === 'uninitialised' ? (
          view.stage !== 'processing' && !hosted ? (
            <div className={styles.busy} role="status" aria-label={t('player.video_loading')}>
              <Spinner />
            </div>
          ) : null
        ) : null}
        {view.stage === 'failed' ? (
          <div className={styles.failure} role="alert">
            <p>
              {t(
                view.error === 'adblock'
                  ? 'player.video_adblock'
                  : view.error === 'link'
                    ? 'player.video_link_failed'
                    : 'player.video_failed',
              )}
            </p>
            <Button variant="secondary" size="sm" onClick={() => send({ type: 'retry' })}>
              {t('player.retry')}
            </Button>
          </div>
        ) : null}
      </div>
      {view.notice !== null ? (
        <div className={styles.notice} role="alert">
          <strong>{t('player.video_something_wrong')}</strong>
          <span>{t(SHARING_ERRORS[view.notice] ?? 'player.video_error_5')}</span>
        </div>
      ) : null}
      {view.stage === 'player' && !hosted ? (
        <div className={styles.controls} data-hidden={controlsHidden || undefined}>
          <button
            type="button"
            className={styles.control}
            onClick={() => send({ type: 'toggle' })}
            aria-label={t(view.isPlaying ? 'player.pause' : 'player.play')}
          >
            {view.isPlaying ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => send({ type: 'seek.by', seconds: -SEEK_BUTTON_STEP_S })}
            aria-label={t('player.back_10')}
          >
            <Back10Icon size={24} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => send({ type: 'seek.by', seconds: SEEK_BUTTON_STEP_S })}
            aria-label={t('player.forward_10')}
          >
            <Forward10Icon size={24} />
          </button>
          <span className={styles.time}>
            {formatClock(view.time)} / {view.live ? t('player.video_live') : formatClock(view.duration)}
          </span>
          <input
            className={styles.seek}
            type="range"
            min={0}
            max={Math.max(view.duration, 0)}
            step={1}
            value={Math.min(view.time, view.duration)}
            aria-label={t('player.position')}
            aria-valuetext={formatClock(view.time)}
            disabled={view.live || view.duration <= 0}
            onChange={(event) => send({ type: 'seek', time: Number(event.target.value) })}
          />
          <button
            type="button"
            className={styles.control}
            onClick={() => send({ type: 'mute.toggle' })}
            aria-label={t(view.muted ? 'player.video_unmute' : 'player.video_mute')}
            aria-pressed={view.muted}
          >
            {view.muted || view.volume === 0 ? <MutedIcon /> : <VolumeIcon />}
          </button>
          <input
            className={styles.volume}
            type="range"
            min={0}
            max={100}
            step={5}
            value={view.muted ? 0 : view.volume}
            aria-label={t('player.volume')}
            onChange={(event) => send({ type: 'volume.set', volume: Number(event.target.value) })}
          />
          <div className={styles.menuHolder}>
            <button
              ref={settingsRef}
              type="button"
              className={styles.control}
              aria-haspopup="menu"
              aria-expanded={view.menu !== null}
              onClick={() => send({ type: 'menu.toggle' })}
              aria-label={t('player.video_settings')}
            >
              <SettingsIcon />
            </button>
            {view.menu ? <SettingsMenu view={view} send={send} /> : null}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => send({ type: 'pip.toggle' })}
            aria-label={t('player.video_pip')}
            aria-pressed={view.pictureInPicture}
          >
            <PictureInPictureIcon />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => send({ type: 'fullscreen.toggle' })}
            aria-label={t(view.fullscreen ? 'player.video_exit_fullscreen' : 'player.video_fullscreen')}
            aria-pressed={view.fullscreen}
          >
            {view.fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function SettingsMenu({ view, send }: ReturnType<typeof useVideoPlayer>) {
  const { t } = useTranslation();
  if (view.menu === 'rate')
    return (
      <div className={styles.menu} role="menu" aria-label={t('player.speed')}>
        <button
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => send({ type: 'menu.back' })}
        >
          <MenuBackIcon size={18} className={styles.menuArrow} />
          {t('player.speed')}
        </button>
        {view.rates.map((rate) => (
          <button
            key={rate}
            type="button"
            role="menuitemradio"
            aria-checked={view.rate === rate}
            className={styles.menuItem}
            onClick={() => send({ type: 'rate.set', rate })}
          >
            {rate === 1 ? t('player.video_rate_normal') : `${rate}×`}
          </button>
        ))}
      </div>
    );
  if (view.menu === 'quality')
    return (
      <div className={styles.menu} role="menu" aria-label={t('player.video_quality')}>
        <button
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => send({ type: 'menu.back' })}
        >
          <MenuBackIcon size={18} className={styles.menuArrow} />
          {t('player.video_quality')}
        </button>
        {view.qualities.map((option) => (
          <button
            key={option.level}
            type="button"
            role="menuitemradio"
            aria-checked={view.quality === option.level}
            className={styles.menuItem}
            data-quality-level={option.level}
            onClick={() => send({ type: 'quality.set', level: option.level })}
          >
            {option.height === null
              ? t('player.video_quality_auto')
              : `${t(`player.video_quality_${option.label}`)} (${option.height}p)`}
          </button>
        ))}
      </div>
    );
  const qualityNow = view.qualities.find((option) => option.level === view.quality);
  return (
    <div className={styles.menu} role="menu" aria-label={t('player.video_settings')}>
      {view.rates.length > 0 ? (
        <button
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => send({ type: 'menu.rate' })}
        >
          <span>
            {t('player.speed')}: {view.rate === 1 ? t('player.video_rate_normal') : `${view.rate}×`}
          </span>
          <SubmenuIcon size={18} className={`${styles.menuArrow} ${styles.menuArrowEnd}`} />
        </button>
      ) : null}
      {view.qualities.length > 0 ? (
        <button
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => send({ type: 'menu.quality' })}
        >
          <span>
            {t('player.video_quality')}:{' '}
            {qualityNow && qualityNow.height !== null
              ? `${qualityNow.height}p`
              : t('player.video_quality_auto')}
          </span>
          <SubmenuIcon size={18} className={`${styles.menuArrow} ${styles.menuArrowEnd}`} />
        </button>
      ) : null}
      {view.rates.length === 0 && view.qualities.length === 0 ? (
        <span className={styles.menuEmpty}>{t('player.video_no_settings')}</span>
      ) : null}
    </div>
  );
}
