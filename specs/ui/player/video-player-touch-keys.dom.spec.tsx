import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import en from '../../../app/server/translations/en/player.json' with { type: 'json' };
import type { MediaCommand, MediaInput } from '../../../core/player/video-player.types.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { VideoPlayer } from '../../../ui/player/video-player.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Fact = { type: string } & Record<string, unknown>;

/** A fake media engine per player: the commands it was given (with their fields), and facts sent back. */
function fakeEngine() {
  const commands: MediaCommand[] = [];
  let back: ((event: Fact) => void) | null = null;
  const media = fromCallback<MediaCommand, MediaInput>(({ sendBack, receive }) => {
    back = sendBack as never;
    receive((command) => commands.push(command));
  });
  return { commands, media, tell: (event: Fact) => act(() => back?.(event)) };
}

function player(name: string) {
  const engine = fakeEngine();
  const element = (
    <VideoPlayer
      key={name}
      input={{
        source: { kind: 'stream', url: `/api/v1/files/${name}/media/hls/master.m3u8`, format: 'hls' },
        item: { sourceType: 'expert', id: 0 },
        signedIn: true,
        resumeSource: name,
      }}
      name={name}
      actors={() => ({ media: engine.media, sendPlayerLog: fromPromise(async () => undefined) })}
      storage={null}
    />
  );
  return { ...engine, element, region: () => screen.getByRole('region', { name: `Video: ${name}` }) };
}

function mount(...players: ReturnType<typeof player>[]) {
  render(
    <I18nProvider language="en" catalog={{ player: en }}>
      {players.map((one) => one.element)}
    </I18nProvider>,
  );
  for (const one of players) one.tell({ type: 'media.ready', info: { duration: 100, levels: [360, 720] } });
}

const seeks = (commands: MediaCommand[]) =>
  commands.flatMap((command) => (command.type === 'command.seek' ? [command.time] : []));

/** The layer over the picture that takes taps, 400 px wide. */
function tapLayer(region: HTMLElement): HTMLElement {
  const layer = region.querySelector('video')?.nextElementSibling as HTMLElement;
  layer.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 225 }) as DOMRect;
  return layer;
}

/** A finger lifted at `x` px from the left, at `at` ms. */
function tap(layer: HTMLElement, x: number, at: number) {
  const event = new PointerEvent('pointerup', { bubbles: true, clientX: x, pointerType: 'touch' });
  Object.defineProperty(event, 'timeStamp', { value: at });
  act(() => {
    fireEvent(layer, event);
  });
}

/** Whether the control bar (the one holding Pause) is faded out. */
const controlsHidden = (region: HTMLElement) =>
  region.querySelector('[data-hidden]')?.contains(screen.getAllByRole('button', { name: 'Pause' })[0]!) ??
  false;

describe('touch (spec 2 §5)', () => {
  it('a tap on a playing video shows the controls for 3 s', () => {
    const one = player('lecture.mp4');
    mount(one);
    one.tell({ type: 'media.playing' });
    const region = one.region();
    expect(controlsHidden(region)).toBe(true);
    tap(tapLayer(region), 100, 1_000);
    expect(controlsHidden(region)).toBe(false);
    act(() => vi.advanceTimersByTime(2_999));
    expect(controlsHidden(region)).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(controlsHidden(region)).toBe(true);
  });

  it('a double tap within 1 s skips 10 s on its side; taps further apart, or on both sides, skip nothing', () => {
    const one = player('lecture.mp4');
    mount(one);
    one.tell({ type: 'media.playing' });
    one.tell({ type: 'media.timeupdate', time: 50 });
    const layer = tapLayer(one.region());
    tap(layer, 300, 1_000);
    tap(layer, 320, 1_800);
    expect(seeks(one.commands)).toEqual([60]);
    tap(layer, 50, 5_000);
    tap(layer, 60, 6_001);
    expect(seeks(one.commands)).toEqual([60]);
    tap(layer, 60, 6_500);
    expect(seeks(one.commands)).toEqual([60, 50]);
    tap(layer, 50, 9_000);
    tap(layer, 350, 9_300);
    expect(seeks(one.commands)).toEqual([60, 50]);
  });
});

describe('keys (spec 2 §5): space toggles, the arrows seek 5 s, on the active player only', () => {
  it('acts on the focused player and leaves the other alone', () => {
    const first = player('first.mp4');
    const second = player('second.mp4');
    mount(first, second);
    first.tell({ type: 'media.timeupdate', time: 20 });
    fireEvent.keyDown(first.region(), { key: ' ' });
    fireEvent.keyDown(first.region(), { key: 'ArrowLeft' });
    expect(first.commands.map((command) => command.type)).toEqual(['command.play', 'command.seek']);
    expect(seeks(first.commands)).toEqual([15]);
    expect(second.commands).toEqual([]);
    fireEvent.keyDown(second.region(), { key: 'ArrowRight' });
    expect(seeks(second.commands)).toEqual([5]);
    expect(first.commands).toHaveLength(2);
  });

  it('leaves the keys to a slider that has focus, and ignores other keys', () => {
    const one = player('lecture.mp4');
    mount(one);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Volume' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Position' }), { key: ' ' });
    fireEvent.keyDown(one.region(), { key: 'Enter' });
    fireEvent.keyDown(one.region(), { key: 'k' });
    expect(one.commands).toEqual([]);
    // Space on one of the player's buttons toggles playback once (not the button's own click as well).
    fireEvent.keyDown(screen.getByRole('button', { name: 'Forward 10 seconds' }), { key: ' ' });
    expect(one.commands.map((command) => command.type)).toEqual(['command.play']);
  });

  it('Escape closes the settings menu and gives the focus back to its button', () => {
    const one = player('lecture.mp4');
    mount(one);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const item = screen.getByRole('menuitem', { name: /^Speed/ });
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    const settings = screen.getByRole('button', { name: 'Settings' });
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(settings);
  });
});
