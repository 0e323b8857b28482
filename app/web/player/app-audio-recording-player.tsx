import {
  AudioRecordingPlayer,
  type AudioRecordingPlayerProps,
} from '../../../ui/player/audio-recording-player.tsx';
import { analyseWaveformOf } from './analyse-waveform.ts';

/** The audio recording player as the app mounts it: the waveform read by the app's fetch and Web Audio adapter. */
export function AppAudioRecordingPlayer(props: Omit<AudioRecordingPlayerProps, 'analyseWaveform'>) {
  return <AudioRecordingPlayer {...props} analyseWaveform={analyseWaveformOf} />;
}
