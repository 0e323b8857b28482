import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import en from '../../../../app/server/translations/en/player.json' with { type: 'json' };
import { videoMediaEngine } from '../../../../app/web/player/video-media-engine.ts';
import type { YouTubeApi, YouTubePlayer } from '../../../../app/web/player/youtube-engine.ts';
import type { PlayerLogInput } from '../../../../core/player/video-player.types.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { VideoPlayer } from '../../../../ui/player/video-player.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A fake of YouTube's IFrame Player API: records what the page asks and lets the spec play the service. */
function fakeYouTube() {
  const calls: string[] = [];
  const made: { options: ConstructorParameters<YouTubeApi['Player']>[1]; destroyed: boolean }[] = [];
  let time = 0;
  const api: YouTubeApi = {
    Player: class implements YouTubePlayer {
      private readonly entry;
      constructor(_host: HTMLElement, options: ConstructorParameters<YouTubeApi['Player']>[1]) {
        this.entry = { options, destroyed: false };
        made.push(this.entry);
      }
      playVideo() {
        calls.push('playVideo');
      }
      pauseVideo() {
        calls.push('pauseVideo');
      }
      seekTo(seconds: number) {
        time = seconds;
        calls.push(`seekTo:${seconds}`);
      }
      setVolume(volume: number) {
        calls.push(`setVolume:${volume}`);
      }
      mute() {
        calls.push('mute');
      }
      unMute() {
        calls.push('unMute');
      }
      setPlaybackRate(rate: number) {
        calls.push(`setPlaybackRate:${rate}`);
      }
      cueVideoById(options: { videoId: string; startSeconds?: number }) {
        calls.push(`cueVideoById:${options.videoId}`);
      }
      getCurrentTime() {
        return time;
      }
      getDuration() {
        return 200;
      }
      destroy() {
        this.entry.destroyed = true;
      }
    },
  };
  const events = () => made.at(-1)?.options.events;
  return {
    api,
    calls,
    made,
    ready: () => act(() => events()?.onReady?.()),
    state: (data: number) => act(() => events()?.onStateChange?.({ data })),
    error: (data: number) => act(() => events()?.onError?.({ data })),
    setTime: (seconds: number) => {
      time = seconds;
    },
  };
}

async function mount(load: () => Promise<YouTubeApi>) {
  const logs: PlayerLogInput[] = [];
  render(
    <I18nProvider language="en" catalog={{ player: en }}>
      <VideoPlayer
        input={{
          source: { kind: 'video-sharing', service: 'youtube', videoId: 'M7lc1UVf-VE' },
          item: { sourceType: 'info-units', id: 7 },
          signedIn: true,
          resumeSource: 'https://youtu.be/M7lc1UVf-VE',
          sharingEmbed: 'custom',
        }}
        name="Opening talk"
        actors={(elements) => ({
          media: videoMediaEngine(elements, load),
          sendPlayerLog: fromPromise<void, PlayerLogInput>(async ({ input }) => {
            logs.push(input);
          }),
          sendPlaybackEvent: fromPromise(async () => undefined),
        })}
        storage={null}
      />
    </I18nProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return { logs, region: screen.getByRole('region', { name: 'Video: Opening talk' }) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the custom video-sharing player (spec 2 §4) on a fake of the service’s player API', () => {
  it('plays YouTube’s player without its own controls under the product’s control bar', async () => {
    const youtube = fakeYouTube();
    const { region } = await mount(async () => youtube.api);
    expect(youtube.made).toHaveLength(1);
    expect(youtube.made[0]!.options).toMatchObject({
      videoId: 'M7lc1UVf-VE',
      host: 'https://www.youtube-nocookie.com',
      playerVars: { controls: 0, disablekb: 1, playsinline: 1, start: 0 },
    });
    expect(region.querySelector('iframe')).toBeNull();
    youtube.ready();
    youtube.state(5);
    expect(region.getAttribute('data-state-code')).toBe('5');
    expect(youtube.calls).toEqual(['setVolume:100', 'setPlaybackRate:1']);

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(youtube.calls.at(-1)).toBe('playVideo');
    youtube.state(1);
    expect(region.getAttribute('data-state-code')).toBe('1');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(youtube.calls.at(-1)).toBe('seekTo:5');
    youtube.setTime(42);
    advance(1_000);
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveProperty('value', '42');
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(youtube.calls.slice(-2)).toEqual(['setVolume:100', 'mute']);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /^Speed/ }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '1.5×' }));
    expect(youtube.calls.at(-1)).toBe('setPlaybackRate:1.5');
    youtube.state(2);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('cues the video again 3 times 3 s apart while it stays unstarted, then shows the service’s default embed', async () => {
    const youtube = fakeYouTube();
    const { region } = await mount(async () => youtube.api);
    youtube.ready();
    youtube.state(-1);
    const cues = () => youtube.calls.filter((call) => call.startsWith('cueVideoById')).length;
    advance(2_999);
    expect(cues()).toBe(0);
    advance(1);
    expect(cues()).toBe(1);
    advance(3_000);
    expect(cues()).toBe(2);
    advance(3_000);
    expect(cues()).toBe(3);
    expect(region.getAttribute('data-embed')).toBe('custom');
    advance(3_000);
    expect(region.getAttribute('data-embed')).toBe('default');
    expect(youtube.made[0]!.destroyed).toBe(true);
    expect(region.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?/,
    );
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('a video that gets cued stops the retries', async () => {
    const youtube = fakeYouTube();
    const { region } = await mount(async () => youtube.api);
    youtube.ready();
    advance(3_000);
    youtube.state(5);
    advance(20_000);
    expect(youtube.calls.filter((call) => call.startsWith('cueVideoById'))).toHaveLength(1);
    expect(region.getAttribute('data-embed')).toBe('custom');
  });

  it.each([
    [2, 'The request contains an invalid parameter value'],
    [
      5,
      'The requested content cannot be played in an HTML5 player or another error related to the player has occurred.',
    ],
    [100, 'The video requested was not found.'],
    [101, 'The owner of the requested video does not allow it to be played in embedded players'],
    [150, 'The owner of the requested video does not allow it to be played in embedded players'],
  ])('error %i shows its red notification for 5 s and is logged once', async (code, text) => {
    const youtube = fakeYouTube();
    const { logs } = await mount(async () => youtube.api);
    youtube.ready();
    youtube.error(code);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`Something went wrong${text}`);
    advance(4_999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
    youtube.error(code);
    await act(async () => {
      await Promise.resolve();
    });
    expect(logs.map((log) => log.error)).toEqual([`sharing:${code}`]);
  });

  it('when the service’s API cannot be loaded, the retries run out into the default embed', async () => {
    const { region } = await mount(() => Promise.reject(new Error('blocked')));
    expect(region.getAttribute('data-embed')).toBe('custom');
    advance(12_000);
    expect(region.getAttribute('data-embed')).toBe('default');
    expect(region.querySelector('iframe')).not.toBeNull();
  });
});
