import type { Story } from '@ladle/react';
import { fromCallback, fromPromise } from 'xstate';
import type { MediaCommand, MediaInput, VideoPlayerEvent } from '../../core/player/video-player.types.ts';
import { VideoPlayer } from '../../ui/player/video-player.tsx';
import { InLanguages, memoryStorage } from './player-stories-support.tsx';

export default { title: 'Players / Video' };

type StoryInput = VideoPlayerProps['input'];
type VideoPlayerProps = Parameters<typeof VideoPlayer>[0];

const stream: StoryInput = {
  source: { kind: 'stream', url: '/stories/lecture/master.m3u8', format: 'hls' },
  item: { sourceType: 'expert', id: 0 },
  signedIn: true,
  resumeSource: 'story',
};

const READY: VideoPlayerEvent = {
  type: 'media.ready',
  info: { duration: 754, width: 1280, height: 720, levels: [360, 720, 1080] },
};

/** A still engine: it reports the given facts once when the player starts and plays nothing. */
function engineTelling(facts: readonly VideoPlayerEvent[]) {
  return fromCallback<MediaCommand, MediaInput>(({ sendBack }) => {
    for (const fact of facts) sendBack(fact);
  });
}

/**
 * A player told `facts` by its engine, then the person's `requests` (opening a menu, a tap), as the page
 * would send them.
 */
function PlayerIn({
  facts,
  requests = [],
  input = stream,
  languages,
}: {
  facts: readonly VideoPlayerEvent[];
  requests?: readonly VideoPlayerEvent[];
  input?: StoryInput;
  languages?: readonly ('en' | 'uk' | 'ru')[];
}) {
  return (
    <InLanguages languages={languages}>
      {() => (
        <VideoPlayer
          input={input}
          name="Lecture 1.mp4"
          storage={memoryStorage()}
          actors={() => ({
            media: engineTelling([...facts, ...requests]),
            freshLink: fromPromise(() => new Promise<string>(() => undefined)),
            mp4Link: fromPromise(() => new Promise<string>(() => undefined)),
            sendPlaybackEvent: fromPromise(async () => undefined),
            sendPlayerLog: fromPromise(async () => undefined),
          })}
        />
      )}
    </InLanguages>
  );
}

/** The video is not processed yet: the placeholder, no controls. */
export const Processing: Story = () => (
  <PlayerIn facts={[]} input={{ ...stream, source: { kind: 'processing' } }} />
);

/** The engine is loading the stream (state -2): the spinner over the frame. */
export const Uninitialised: Story = () => <PlayerIn facts={[]} languages={['en']} />;

/** No_hls: the MP4 link is being asked for. */
export const ResolvingMp4: Story = () => (
  <PlayerIn facts={[]} languages={['en']} input={{ ...stream, fileUuid: 'story-file', noHls: true }} />
);

/** Loaded and not started (state -1): the control bar at 0:00. */
export const Unstarted: Story = () => <PlayerIn facts={[READY]} />;

/** Cued (state 5). */
export const Cued: Story = () => <PlayerIn facts={[READY, { type: 'media.cued' }]} languages={['en']} />;

/** Playing at 2:05 (state 1). */
export const Playing: Story = () => (
  <PlayerIn facts={[READY, { type: 'media.playing' }, { type: 'media.timeupdate', time: 125 }]} />
);

/** Paused at 6:40 (state 2). */
export const Paused: Story = () => (
  <PlayerIn
    facts={[
      READY,
      { type: 'media.playing' },
      { type: 'media.timeupdate', time: 400 },
      { type: 'media.paused' },
    ]}
    languages={['en']}
  />
);

/** Waiting for data (state 3): the spinner over the playing frame. */
export const Buffering: Story = () => (
  <PlayerIn
    facts={[
      READY,
      { type: 'media.playing' },
      { type: 'media.timeupdate', time: 60 },
      { type: 'media.waiting' },
    ]}
    languages={['en']}
  />
);

/** At the end (state 0). */
export const Ended: Story = () => (
  <PlayerIn facts={[READY, { type: 'media.playing' }, { type: 'media.ended' }]} languages={['en']} />
);

/** A fatal error the player cannot recover from: the message and Retry. */
export const Failed: Story = () => (
  <PlayerIn
    facts={[
      READY,
      { type: 'media.error', error: { fatal: true, type: 'other', details: 'internalException' } },
    ]}
  />
);

/** The manifest is blocked and an ad blocker is suspected: the ad-blocker message. */
export const FailedAdBlock: Story = () => (
  <PlayerIn
    facts={[{ type: 'media.error', error: { fatal: true, type: 'network', details: 'manifestLoadError' } }]}
    input={{ ...stream, adBlockSuspected: true }}
  />
);

/** A phone (390 px wide) while playing. */
export const PlayingOnPhone: Story = () => (
  <div style={{ width: 390 }}>
    <PlayerIn
      facts={[READY, { type: 'media.playing' }, { type: 'media.timeupdate', time: 30 }]}
      languages={['en']}
    />
  </div>
);

const youtube: StoryInput = {
  source: { kind: 'video-sharing', service: 'youtube', videoId: 'M7lc1UVf-VE' },
  item: { sourceType: 'expert', id: 0 },
  signedIn: true,
  resumeSource: 'story-youtube',
  sharingEmbed: 'custom',
};

/** A YouTube video under the product's controls, cued (its player box stays empty: nothing is loaded). */
export const YouTubeCustomCued: Story = () => (
  <PlayerIn
    facts={[{ type: 'media.ready', info: { duration: 212 } }, { type: 'media.cued' }]}
    input={youtube}
    languages={['en']}
  />
);

/** The custom YouTube player told error 150: the red notification (it goes after 5 s). */
export const YouTubeErrorNotice: Story = () => (
  <PlayerIn
    facts={[
      { type: 'media.ready', info: { duration: 212 } },
      { type: 'sharing.error', code: 150 },
    ]}
    input={youtube}
  />
);

const PLAYING_AT_125: readonly VideoPlayerEvent[] = [
  READY,
  { type: 'media.playing' },
  { type: 'media.timeupdate', time: 125 },
];

/** A fragment could not be loaded: a fresh link is being asked for, to play on at the same time. */
export const Refreshing: Story = () => (
  <PlayerIn
    facts={[
      ...PLAYING_AT_125,
      { type: 'media.error', error: { fatal: true, type: 'network', details: 'fragLoadError' } },
    ]}
    languages={['en']}
  />
);

/** The settings menu open: speed and quality. */
export const SettingsMenu: Story = () => (
  <PlayerIn facts={PLAYING_AT_125} requests={[{ type: 'menu.toggle' }]} />
);

/** The speed menu: 2 … 0.5. */
export const RateMenu: Story = () => (
  <PlayerIn facts={PLAYING_AT_125} requests={[{ type: 'menu.toggle' }, { type: 'menu.rate' }]} />
);

/** The quality menu: Auto and each rendition by label. */
export const QualityMenu: Story = () => (
  <PlayerIn facts={PLAYING_AT_125} requests={[{ type: 'menu.toggle' }, { type: 'menu.quality' }]} />
);

/** On a touch screen, a tap shows the controls for 3 s. */
export const TouchControls: Story = () => (
  <div style={{ width: 390 }}>
    <PlayerIn facts={PLAYING_AT_125} requests={[{ type: 'tap', side: 'right', at: 0 }]} languages={['en']} />
  </div>
);

/** In fullscreen, a pointer move shows the controls for 2 s. */
export const FullscreenControls: Story = () => (
  <PlayerIn
    facts={[...PLAYING_AT_125, { type: 'media.fullscreenchanged', on: true }]}
    requests={[{ type: 'pointer.moved' }]}
    languages={['en']}
  />
);
