import { formatClock } from '../../core/player/duration-format.ts';
import {
  AUDIO_RATE_MAX,
  AUDIO_RATE_MIN,
  AUDIO_RATE_STEP,
  AUDIO_SEEK_STEP,
  AUDIO_VOLUME_MAX,
  AUDIO_VOLUME_MIN,
  AUDIO_VOLUME_STEP,
  equalizerPreviews,
  type PlaybackEventKind,
} from '../../core/player/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Back10Icon, Forward10Icon, PauseIcon, PlayIcon, TrashIcon } from '../icons/index.ts';
import { Button, Spinner } from '../primitives/index.ts';
import { AudioErrors } from './audio-errors.tsx';
import styles from './audio-player.module.css';
import { useAudioPlayer } from './use-audio-player.ts';

/** Props of the AudioPlayer. */
export interface AudioPlayerProps {
  src: string;
  /** The file's name, for the labels. */
  name: string;
  /** A duration known beforehand, in seconds. */
  duration?: number | null;
  /** The block's equalizer previews; none = index 1 and 2. */
  previews?: readonly number[] | null;
  /** Sends started and watched (a lesson's audio for a signed-in student). */
  reportPlayback?: (kind: PlaybackEventKind) => Promise<unknown>;
  /** Shows a download link to this address. */
  downloadHref?: string | null;
  /** Shows a delete button. */
  onDelete?: () => void;
}

/** Spec 1 §4 Audio player: play/pause, back and forward 10 s, seek, speed, volume, optional delete and download, the error list. */
export function AudioPlayer({
  src,
  name,
  duration,
  previews,
  reportPlayback,
  downloadHref,
  onDelete,
}: AudioPlayerProps) {
  const { t } = useTranslation();
  const player = useAudioPlayer({ reportPlayback, duration });
  const { view } = player;
  const length = view.duration ?? 0;
  return (
    <section
      className={styles.player}
      aria-label={t('player.audio_player', { name })}
      data-status={view.status}
    >
      <audio src={src} {...player.audioProps} />
      <div className={styles.row}>
        <Button
          variant="primary"
          iconOnly
          className={styles.play}
          aria-label={view.isPlaying || view.isLoading ? t('player.pause') : t('player.play')}
          onClick={player.toggle}
        >
          {view.isLoading ? (
            <Spinner size={18} label={t('player.loading')} />
          ) : view.isPlaying ? (
            <PauseIcon size={18} />
          ) : (
            <PlayIcon size={18} />
          )}
        </Button>
        <Button
          variant="ghost"
          iconOnly
          className={styles.seekButton}
          aria-label={t('player.back_10')}
          onClick={player.back}
        >
          <Back10Icon size={24} />
        </Button>
        <Button
          variant="ghost"
          iconOnly
          className={styles.seekButton}
          aria-label={t('player.forward_10')}
          onClick={player.forward}
        >
          <Forward10Icon size={24} />
        </Button>
        <span className={styles.time}>
          {formatClock(view.position)} / {formatClock(length)}
        </span>
        <span className={styles.equalizer} aria-hidden="true" data-playing={view.isPlaying}>
          {equalizerPreviews(previews).map((preview) => (
            <span key={preview} className={styles.bars} data-preview={preview}>
              <i />
              <i />
              <i />
            </span>
          ))}
        </span>
      </div>
      <input
        type="range"
        className={styles.seek}
        aria-label={t('player.position')}
        aria-valuetext={`${formatClock(view.position)} / ${formatClock(length)}`}
        min={0}
        max={length || 0}
        step={AUDIO_SEEK_STEP}
        value={Math.min(view.position, length || 0)}
        disabled={!length}
        onChange={(event) => player.seek(Number(event.currentTarget.value))}
      />
      <div className={styles.row}>
        <label className={styles.slider}>
          <span>
            {t('player.speed')} {view.rate}×
          </span>
          <input
            type="range"
            min={AUDIO_RATE_MIN}
            max={AUDIO_RATE_MAX}
            step={AUDIO_RATE_STEP}
            value={view.rate}
            onChange={(event) => player.setRate(Number(event.currentTarget.value))}
          />
        </label>
        <label className={styles.slider}>
          <span>
            {t('player.volume')} {Math.round(view.volume * 100)} %
          </span>
          <input
            type="range"
            min={AUDIO_VOLUME_MIN}
            max={AUDIO_VOLUME_MAX}
            step={AUDIO_VOLUME_STEP}
            value={view.volume}
            onChange={(event) => player.setVolume(Number(event.currentTarget.value))}
          />
        </label>
        {downloadHref ? (
          <Button variant="ghost" size="sm" asChild>
            <a href={downloadHref} download={name}>
              {t('player.download_file', { name })}
            </a>
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="ghost" iconOnly aria-label={t('player.delete_file', { name })} onClick={onDelete}>
            <TrashIcon size={18} />
          </Button>
        ) : null}
      </div>
      <AudioErrors errors={view.errors} onDismiss={player.dismissErrors} />
    </section>
  );
}
