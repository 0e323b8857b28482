import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import en from '../../../../app/server/translations/en/player.json' with { type: 'json' };
import { nativeStreamError, videoMediaEngine } from '../../../../app/web/player/video-media-engine.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { VideoPlayer } from '../../../../ui/player/video-player.tsx';

afterEach(cleanup);

/** The app's stream engine on a file (the `<video>` plays it itself), started 30 s in (a kept position). */
function mountFile() {
  render(
    <I18nProvider language="en" catalog={{ player: en }}>
      <VideoPlayer
        input={{
          source: { kind: 'stream', url: '/api/v1/files/u1/media/video.mp4', format: 'file' },
          item: { sourceType: 'expert', id: 0 },
          signedIn: true,
          resumeSource: 'u1',
          startAt: 30,
        }}
        name="intro.mp4"
        actors={(elements) => ({
          media: videoMediaEngine(elements),
          sendPlayerLog: fromPromise(async () => undefined),
        })}
        storage={null}
      />
    </I18nProvider>,
  );
  const player = screen.getByRole('region', { name: 'Video: intro.mp4' });
  const video = player.querySelector('video') as HTMLVideoElement;
  const fire = (name: string) => act(() => void video.dispatchEvent(new Event(name)));
  return { player, video, fire };
}

describe('the stream engine in the page', () => {
  it('starts at the kept position once: metadata loaded again while playing neither resets the player nor the position', () => {
    const { player, video, fire } = mountFile();
    fire('loadedmetadata');
    expect(video.currentTime).toBe(30);
    expect(player.getAttribute('data-state')).toBe('cued');
    fire('playing');
    expect(player.getAttribute('data-state')).toBe('playing');
    video.currentTime = 48;
    fire('timeupdate');

    // The element loads its metadata again while playing (its media was attached afresh, as a recovery does).
    fire('loadedmetadata');
    expect(player.getAttribute('data-state')).toBe('playing');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(video.currentTime).toBe(48);
  });

  it('a file the element cannot play shows the playback error with Try again, instead of waiting for ever', () => {
    const { player, video, fire } = mountFile();
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 3, message: 'decode' } });
    fire('error');
    expect(player.getAttribute('data-stage')).toBe('failed');
    expect(screen.getByRole('alert').textContent).toContain('The video could not be played.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('an element’s own failure as a streaming error (spec 2 §8 applies to it too)', () => {
  const hls = { kind: 'stream', url: '/m.m3u8', format: 'hls' } as const;
  const file = { kind: 'stream', url: '/v.mp4', format: 'file' } as const;
  it('a stream that cannot be loaded is a manifest error, one failing on the network a fragment error', () => {
    expect(nativeStreamError(4, hls)).toEqual({ fatal: true, type: 'network', details: 'manifestLoadError' });
    expect(nativeStreamError(2, hls)).toEqual({ fatal: true, type: 'network', details: 'fragLoadError' });
    expect(nativeStreamError(3, hls)).toMatchObject({ fatal: true, type: 'other' });
    expect(nativeStreamError(4, file)).toMatchObject({ fatal: true, type: 'other' });
  });
});
