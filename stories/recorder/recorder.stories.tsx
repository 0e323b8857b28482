import type { Story } from '@ladle/react';
import type { StateValue } from 'xstate';
import en from '../../app/server/translations/en/recorder.json' with { type: 'json' };
import ru from '../../app/server/translations/ru/recorder.json' with { type: 'json' };
import uk from '../../app/server/translations/uk/recorder.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import {
  type AudioRecorderAdapters,
  type AudioRecorderContext,
  audioRecorderMachine,
  selectAudioRecorderView,
  selectVideoRecorderView,
  type VideoRecorderAdapters,
  type VideoRecorderContext,
  videoRecorderMachine,
  WAVEFORM_BARS,
} from '../../core/recorder/index.ts';
import { I18nProvider } from '../../ui/i18n/i18n-context.tsx';
import { AudioRecorderBar, KeptRecordingNotice, VideoRecorderModals } from '../../ui/recorder/index.ts';
import { Example, StoryFrame } from '../story-frame.tsx';

export default { title: 'Recorders' };

const tables = { en, uk, ru } as const;
const never = (): Promise<never> => new Promise<never>(() => undefined);
const idle = () => undefined;
const stillDevices = {
  save: () => ({ done: never(), cancel: idle }),
  newId: () => '0f3c9a7e41d24b8a',
};
const audioAdapters: AudioRecorderAdapters = {
  ...stillDevices,
  requestMicrophone: never,
  captureAudio: () => ({ stop: never, cancel: idle }),
  encodeMp3: never,
};
const videoAdapters: VideoRecorderAdapters = {
  ...stillDevices,
  queryPermission: never,
  requestCamera: never,
  listDevices: never,
  captureVideo: () => ({ stop: never, cancel: idle }),
};
const bars = Array.from({ length: WAVEFORM_BARS }, (_, index) => 0.2 + 0.7 * Math.abs(Math.sin(index / 3)));

function AudioInState({
  value,
  context = {},
}: {
  value: StateValue;
  context?: Partial<AudioRecorderContext>;
}) {
  const snapshot = audioRecorderMachine.resolveState({
    value,
    context: {
      adapters: audioAdapters,
      stream: null,
      seconds: 0,
      bars: Array.from({ length: WAVEFORM_BARS }, () => 0),
      samples: null,
      sampleRate: 0,
      file: null,
      unencoded: false,
      phase: 'encoding',
      phasePercent: 0,
      failure: null,
      message: null,
      saved: null,
      ...context,
    },
  });
  const view = selectAudioRecorderView(snapshot);
  return (
    <StoryFrame width={440}>
      {(['en', 'uk', 'ru'] as Language[]).map((language) => (
        <Example key={language} title={language}>
          <I18nProvider language={language} catalog={{ recorder: tables[language] }}>
            <AudioRecorderBar view={view} onAdd={idle} onCancel={idle} onRetry={idle} />
          </I18nProvider>
        </Example>
      ))}
    </StoryFrame>
  );
}

/** One video modal in one language (a modal covers the page, so each language is its own story). */
function VideoInState({
  value,
  context = {},
  language = 'en',
}: {
  value: StateValue;
  context?: Partial<VideoRecorderContext>;
  language?: Language;
}) {
  const snapshot = videoRecorderMachine.resolveState({
    value,
    context: {
      adapters: videoAdapters,
      stream: null,
      devices: { cameras: [], microphones: [] },
      choice: { cameraId: null, microphoneId: null },
      seconds: 0,
      file: null,
      percent: 0,
      failure: null,
      message: null,
      saved: null,
      ...context,
    },
  });
  return (
    <I18nProvider language={language} catalog={{ recorder: tables[language] }}>
      <VideoRecorderModals
        view={selectVideoRecorderView(snapshot)}
        onAllow={idle}
        onPick={idle}
        onConfirm={idle}
        onStop={idle}
        onCancel={idle}
        onRetry={idle}
      />
    </I18nProvider>
  );
}

export const AudioAskingForMicrophone: Story = () => <AudioInState value="requesting" />;
export const AudioRecording: Story = () => (
  <AudioInState value={{ recording: 'running' }} context={{ seconds: 47, bars }} />
);
export const AudioSaving: Story = () => (
  <AudioInState
    value={{ saving: 'uploading' }}
    context={{ phase: 'uploading', phasePercent: 40, sampleRate: 48000 }}
  />
);
export const AudioSavingUnencoded: Story = () => (
  <AudioInState
    value={{ saving: 'uploading' }}
    context={{ phase: 'uploading', phasePercent: 10, unencoded: true }}
  />
);
export const AudioNoAccess: Story = () => <AudioInState value="error" context={{ failure: 'denied' }} />;
export const AudioNoMicrophone: Story = () => (
  <AudioInState value="error" context={{ failure: 'noDevice' }} />
);
export const AudioMicrophoneBusy: Story = () => <AudioInState value="error" context={{ failure: 'busy' }} />;
export const AudioUploadFailed: Story = () => (
  <AudioInState value="error" context={{ failure: 'upload', message: 'The connection was lost.' }} />
);

const devices = {
  cameras: [
    { deviceId: 'front', label: 'FaceTime HD Camera' },
    { deviceId: 'usb', label: 'USB Camera (046d:0825)' },
  ],
  microphones: [{ deviceId: 'mic', label: 'MacBook Air Microphone' }],
};

export const VideoWaitingForBrowser: Story = () => <VideoInState value="checking" />;
export const VideoAccessStepOne: Story = () => <VideoInState value={{ access: 'asking' }} />;
export const VideoAccessStepOneUk: Story = () => <VideoInState value={{ access: 'asking' }} language="uk" />;
export const VideoAccessStepTwo: Story = () => (
  <VideoInState value={{ access: 'picking' }} context={{ devices }} />
);
export const VideoAccessStepTwoRu: Story = () => (
  <VideoInState value={{ access: 'picking' }} context={{ devices }} language="ru" />
);
export const VideoDenied: Story = () => <VideoInState value="denied" />;
export const VideoDeniedUk: Story = () => <VideoInState value="denied" language="uk" />;
export const VideoNoCamera: Story = () => <VideoInState value="noCamera" />;
export const VideoNoCameraRu: Story = () => <VideoInState value="noCamera" language="ru" />;
export const VideoCameraBusy: Story = () => <VideoInState value="cameraBusy" />;
export const VideoRecordingFirstSecond: Story = () => (
  <VideoInState value={{ recording: { clock: 'ticking', control: 'warmingUp' } }} />
);
export const VideoRecordingStoppable: Story = () => (
  <VideoInState value={{ recording: { clock: 'ticking', control: 'stoppable' } }} context={{ seconds: 12 }} />
);
export const VideoSaving: Story = () => <VideoInState value="saving" context={{ percent: 63 }} />;

const keptAt = Date.UTC(2026, 10, 24, 19, 42);

/** A recording kept on the device, offered back on its answer (en, uk, ru; the time in Kyiv). */
function Kept({ kind, busy = false }: { kind: 'audio' | 'video'; busy?: boolean }) {
  const name = kind === 'audio' ? '0f3c9a7e41d2.mp3' : '0f3c9a7e41d2.webm';
  return (
    <StoryFrame width={560}>
      {(['en', 'uk', 'ru'] as Language[]).map((language) => (
        <Example key={language} title={language}>
          <I18nProvider language={language} catalog={{ recorder: tables[language] }}>
            <KeptRecordingNotice
              offer={{ name, kind, keptAt, id: 1 }}
              busy={busy}
              onSave={idle}
              onDiscard={idle}
              timeZone="Europe/Kyiv"
            />
          </I18nProvider>
        </Example>
      ))}
    </StoryFrame>
  );
}

export const KeptAudioOffered: Story = () => <Kept kind="audio" />;
export const KeptVideoOffered: Story = () => <Kept kind="video" />;
export const KeptAudioSending: Story = () => <Kept kind="audio" busy />;
