import { useTranslation } from '../i18n/i18n-context.tsx';
import { PlayIcon, StopIcon } from '../icons/index.ts';
import { Button } from '../primitives/index.ts';
import styles from './audio-player.module.css';
import { type AnalyseWaveform, useAudioRecordingPlayer } from './use-audio-recording-player.ts';

/** Props of the AudioRecordingPlayer. */
export interface AudioRecordingPlayerProps {
  src: string;
  /** The task's script, shown on demand (recording tasks). */
  script?: string | null;
  /** Reads the audio and answers the waveform's bars (the app's `analyseWaveformOf`); without it no waveform. */
  analyseWaveform?: AnalyseWaveform;
}

/** Spec 1 §4 Audio recording player: play/stop, the rate cycling 1×, 1.5×, 2×, a waveform of 21 bars under 300 s, 'show script'. */
export function AudioRecordingPlayer({ src, script, analyseWaveform }: AudioRecordingPlayerProps) {
  const { t } = useTranslation();
  const player = useAudioRecordingPlayer(src, Boolean(script), analyseWaveform);
  const { view } = player;
  return (
    <div className={styles.player}>
      <audio src={src} preload="metadata" {...player.audioProps} />
      <div className={styles.row}>
        <Button
          variant="primary"
          iconOnly
          className={styles.play}
          aria-label={view.isPlaying ? t('player.recording_stop') : t('player.recording_play')}
          onClick={player.toggle}
        >
          {view.isPlaying ? <StopIcon size={18} /> : <PlayIcon size={18} />}
        </Button>
        {view.bars.length > 0 ? (
          <span className={styles.waveform} aria-hidden="true">
            {view.bars.map((bar, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions
              <i key={index} style={{ height: `${Math.max(6, bar * 100)}%` }} />
            ))}
          </span>
        ) : null}
        <Button variant="secondary" size="sm" onClick={player.cycleRate}>
          {t('player.recording_rate', { rate: view.rate })}
        </Button>
        {view.hasScript ? (
          <Button variant="ghost" size="sm" aria-expanded={view.scriptShown} onClick={player.toggleScript}>
            {view.scriptShown ? t('player.hide_script') : t('player.show_script')}
          </Button>
        ) : null}
      </div>
      {view.scriptShown && script ? <p className={styles.script}>{script}</p> : null}
    </div>
  );
}
