import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import en from '../../../app/server/translations/en/player.json' with { type: 'json' };
import type { MediaCommand, MediaInput } from '../../../core/player/video-player.types.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { VideoPlayer, type VideoPlayerProps } from '../../../ui/player/video-player.tsx';

afterEach(cleanup);

/** A fake engine: the commands the player sent, and a way to send facts back. */
function fakeEngine() {
  const commands: string[] = [];
  let back: ((event: { type: string } & Record<string, unknown>) => void) | null = null;
  const media = fromCallback<MediaCommand, MediaInput>(({ sendBack, receive }) => {
    back = sendBack as never;
    receive((command) => commands.push(command.type));
  });
  return {
    commands,
    media,
    tell: (event: { type: string } & Record<string, unknown>) => act(() => back?.(event)),
  };
}

function mount(props: Partial<VideoPlayerProps> = {}) {
  const engine = fakeEngine();
  const store = new Map<string, string>();
  render(
    <I18nProvider language="en" catalog={{ player: en }}>
      <VideoPlayer
        input={{
          source: { kind: 'stream', url: '/api/v1/files/u1/media/hls/master.m3u8', format: 'hls' },
          item: { sourceType: 'expert', id: 0 },
          signedIn: true,
          resumeSource: 'u1',
        }}
        name="intro.mp4"
        actors={() => ({ media: engine.media, sendPlayerLog: fromPromise(async () => undefined) })}
        storage={{ getItem: (key) => store.get(key) ?? null, setItem: (key, value) => store.set(key, value) }}
        {...props}
      />
    </I18nProvider>,
  );
  return { ...engine, store };
}

describe('VideoPlayer', () => {
  it('shows the processing placeholder while the video is not processed', () => {
    mount({
      input: {
        source: { kind: 'processing' },
        item: { sourceType: 'expert', id: 0 },
        signedIn: true,
        resumeSource: 'u1',
      },
    });
    expect(screen.getByText(/The video is being processed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('asks for the poster once the engine has the media, so the stream is asked for first', () => {
    const player = mount({ poster: '/api/v1/files/u1/media/poster.jpg' });
    const video = screen.getByRole('region', { name: 'Video: intro.mp4' }).querySelector('video');
    expect(video?.hasAttribute('poster')).toBe(false);
    // Play pressed at once: waiting for the stream's first data is not yet knowing the media.
    player.tell({ type: 'media.waiting' });
    expect(video?.hasAttribute('poster')).toBe(false);
    player.tell({ type: 'media.ready', info: { duration: 100 } });
    expect(video?.getAttribute('poster')).toBe('/api/v1/files/u1/media/poster.jpg');
  });

  it('mounted by a Play on its poster: takes the focus and plays once the media is ready, once', () => {
    const player = mount({ autoPlay: true });
    const region = screen.getByRole('region', { name: 'Video: intro.mp4' });
    expect(document.activeElement).toBe(region);
    expect(player.commands).toEqual([]);
    player.tell({ type: 'media.ready', info: { duration: 100 } });
    expect(player.commands).toEqual(['command.play']);
    player.tell({ type: 'media.playing' });
    player.tell({ type: 'media.paused' });
    expect(player.commands).toEqual(['command.play']);
  });

  it('without autoPlay waits for Play', () => {
    const player = mount();
    player.tell({ type: 'media.ready', info: { duration: 100 } });
    expect(player.commands).toEqual([]);
  });

  it('space and the arrows act on the focused player; the buttons play and skip', () => {
    const player = mount();
    player.tell({ type: 'media.ready', info: { duration: 100, levels: [360, 720] } });
    const region = screen.getByRole('region', { name: 'Video: intro.mp4' });
    fireEvent.keyDown(region, { key: ' ' });
    expect(player.commands).toEqual(['command.play']);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(player.commands.at(-1)).toBe('command.seek');
    expect((screen.getByRole('slider', { name: 'Position' }) as HTMLInputElement).value).toBe('5');
    player.tell({ type: 'media.playing' });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('the settings menu offers speed and quality with Auto and labelled heights', () => {
    const player = mount();
    player.tell({ type: 'media.ready', info: { duration: 100, levels: [360, 720] } });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Quality/ }));
    const options = screen.getAllByRole('menuitemradio').map((item) => item.textContent);
    expect(options).toEqual(['Auto', 'High (720p)', 'Low (360p)']);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Low (360p)' }));
    expect(player.commands.at(-1)).toBe('command.quality');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('draws the settings menu’s arrows as icons, so the rows read as their words alone', () => {
    const player = mount();
    player.tell({ type: 'media.ready', info: { duration: 100, levels: [360, 720] } });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const rows = screen.getAllByRole('menuitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Speed: Normal', 'Quality: Auto']);
    for (const row of rows) expect(row.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Speed: Normal' }));
    const back = screen.getByRole('menuitem', { name: 'Speed' });
    expect(back.textContent).toBe('Speed');
    expect(back.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(back);
    expect(screen.getByRole('menu', { name: 'Settings' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[‹›]/);
  });

  it('keeps the volume on the device; unmuting a silent player sets 50', () => {
    const player = mount();
    player.tell({ type: 'media.ready', info: { duration: 100 } });
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0' } });
    expect(player.store.get('lectern.player.volume')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(player.store.get('lectern.player.volume')).toBe('50');
  });

  it('shows the ad-blocker message when the manifest fails without a mirror and an ad blocker is suspected', () => {
    const player = mount({
      input: {
        source: { kind: 'stream', url: '/m.m3u8', format: 'hls' },
        item: { sourceType: 'expert', id: 0 },
        signedIn: true,
        adBlockSuspected: true,
        resumeSource: 'u1',
      },
    });
    player.tell({
      type: 'media.error',
      error: { fatal: true, type: 'network', details: 'manifestLoadError' },
    });
    expect(screen.getByRole('alert').textContent).toContain('Video is blocked');
  });
});
