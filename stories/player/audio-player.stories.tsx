import type { Story } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { AudioPlayer } from '../../ui/player/audio-player.tsx';
import { AudioRecordingPlayer } from '../../ui/player/audio-recording-player.tsx';
import { InLanguages } from './player-stories-support.tsx';

export default { title: 'Players / Audio' };

/** What a story does to its audio elements once mounted: each step is a fact the element would report. */
type Step = 'hold-play' | 'click-play' | 'playing' | 'at-2:05' | 'paused' | 'network-error' | 'decode-error';

/** Plays the steps on every `<audio>` in the story; play() is held so nothing is loaded from anywhere. */
function act(frame: HTMLElement, steps: readonly Step[]) {
  for (const audio of frame.querySelectorAll('audio')) {
    const player = audio.closest('section');
    if (!player) continue;
    const fail = (code: number) => {
      Object.defineProperty(audio, 'error', { configurable: true, value: { code, message: '' } });
      audio.dispatchEvent(new Event('error'));
    };
    for (const step of steps) {
      if (step === 'hold-play') audio.play = () => new Promise<void>(() => undefined);
      else if (step === 'click-play') player.querySelector<HTMLButtonElement>('button')?.click();
      else if (step === 'playing') audio.dispatchEvent(new Event('playing'));
      else if (step === 'at-2:05') {
        Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: 125 });
        audio.dispatchEvent(new Event('timeupdate'));
      } else if (step === 'paused') audio.dispatchEvent(new Event('pause'));
      else if (step === 'network-error') fail(2);
      else if (step === 'decode-error') fail(3);
    }
  }
}

function Player({
  steps = [],
  languages,
  deletable = false,
}: {
  steps?: readonly Step[];
  languages?: readonly ('en' | 'uk' | 'ru')[];
  deletable?: boolean;
}) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (frame.current) act(frame.current, steps);
  }, [steps]);
  return (
    <div ref={frame}>
      <InLanguages width={640} languages={languages}>
        {() => (
          <AudioPlayer
            src="/stories/interview.mp3"
            name="Interview.mp3"
            duration={754}
            downloadHref={deletable ? '/stories/interview.mp3?download=1' : null}
            onDelete={deletable ? () => undefined : undefined}
          />
        )}
      </InLanguages>
    </div>
  );
}

/** Before the first play: the length known beforehand, nothing loaded (en/uk/ru). */
export const Idle: Story = () => <Player />;

/** With the download link and the delete button of the storage page. */
export const IdleWithDownloadAndDelete: Story = () => <Player deletable languages={['en']} />;

/** Play pressed, the audio loading: the spinner in the button. */
export const Loading: Story = () => <Player steps={['hold-play', 'click-play']} languages={['en']} />;

/** Playing at 2:05. */
export const Playing: Story = () => (
  <Player steps={['hold-play', 'click-play', 'playing', 'at-2:05']} languages={['en']} />
);

/** Paused at 2:05. */
export const Paused: Story = () => (
  <Player steps={['hold-play', 'click-play', 'playing', 'at-2:05', 'paused']} languages={['en']} />
);

/** The element failed twice (network, then decode): the error list (en/uk/ru). */
export const Errors: Story = () => <Player steps={['network-error', 'decode-error']} />;

/** A phone (390 px wide) while playing. */
export const PlayingOnPhone: Story = () => (
  <div style={{ width: 390 }}>
    <Player steps={['hold-play', 'click-play', 'playing', 'at-2:05']} languages={['en']} />
  </div>
);

/** The recording player, stopped, with a script to show (en/uk/ru); no waveform without an analyser. */
export const RecordingStopped: Story = () => (
  <InLanguages width={520}>
    {() => <AudioRecordingPlayer src="/stories/answer.mp3" script="Read the dialogue aloud." />}
  </InLanguages>
);

/** The recording player with its waveform, from a story analyser (nothing fetched). */
export const RecordingWithWaveform: Story = () => {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const audio = frame.current?.querySelector('audio');
    if (!audio) return;
    Object.defineProperty(audio, 'duration', { configurable: true, value: 42 });
    audio.dispatchEvent(new Event('loadedmetadata'));
  }, []);
  return (
    <div ref={frame}>
      <InLanguages width={520} languages={['en']}>
        {() => (
          <AudioRecordingPlayer
            src="/stories/answer.mp3"
            analyseWaveform={async () =>
              Array.from({ length: 21 }, (_, bar) => 0.2 + 0.7 * Math.abs(Math.sin(bar / 3)))
            }
          />
        )}
      </InLanguages>
    </div>
  );
};

/** The recording player working out its waveform (an analyser that has not answered yet). */
export const RecordingAnalysing: Story = () => {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const audio = frame.current?.querySelector('audio');
    if (!audio) return;
    Object.defineProperty(audio, 'duration', { configurable: true, value: 42 });
    audio.dispatchEvent(new Event('loadedmetadata'));
  }, []);
  return (
    <div ref={frame}>
      <InLanguages width={520} languages={['en']}>
        {() => (
          <AudioRecordingPlayer
            src="/stories/answer.mp3"
            analyseWaveform={() => new Promise<number[]>(() => undefined)}
          />
        )}
      </InLanguages>
    </div>
  );
};

/** The recording player playing (its button stops it). */
export const RecordingPlaying: Story = () => {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const audio = frame.current?.querySelector('audio');
    if (!audio) return;
    audio.play = () => new Promise<void>(() => undefined);
    frame.current?.querySelector<HTMLButtonElement>('button')?.click();
  }, []);
  return (
    <div ref={frame}>
      <InLanguages width={520} languages={['en']}>
        {() => <AudioRecordingPlayer src="/stories/answer.mp3" script="Read the dialogue aloud." />}
      </InLanguages>
    </div>
  );
};
