import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import en from '../../../app/server/translations/en/player.json' with { type: 'json' };
import ru from '../../../app/server/translations/ru/player.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/player.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import type { MediaCommand, MediaInput } from '../../../core/player/video-player.types.ts';
import { PlayerTexts } from '../../../stories/player/player-stories-support.tsx';
import { VideoPlayer } from '../../../ui/player/video-player.tsx';

// The students' video player draws play/pause and back/forward 10 s with the audio players' media
// icons (one icon set): the ❚❚ ▶ «10 10» glyphs it typed depended on the system's fonts. Each button
// keeps its name in the viewer's language.

afterEach(cleanup);

const texts = { en, uk, ru } as const;
const GLYPHS = /[❚▶«»]|10/;

/** A control shows only its drawing: an SVG hidden from assistive technology, no glyph or digits as text. */
function expectDrawn(button: HTMLElement) {
  expect(button.querySelector('svg')).not.toBeNull();
  expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  expect(button.textContent?.trim()).toBe('');
}

function mount(language: Language) {
  let back: ((event: { type: string } & Record<string, unknown>) => void) | null = null;
  const media = fromCallback<MediaCommand, MediaInput>(({ sendBack }) => {
    back = sendBack as never;
  });
  render(
    <PlayerTexts language={language}>
      <VideoPlayer
        input={{
          source: { kind: 'stream', url: '/api/v1/files/u1/media/hls/master.m3u8', format: 'hls' },
          item: { sourceType: 'expert', id: 0 },
          signedIn: true,
          resumeSource: 'u1',
        }}
        name="intro.mp4"
        actors={() => ({ media, sendPlayerLog: fromPromise(async () => undefined) })}
        storage={null}
      />
    </PlayerTexts>,
  );
  return { tell: (event: { type: string } & Record<string, unknown>) => act(() => back?.(event)) };
}

describe.each(['en', 'uk', 'ru'] as Language[])('the video player’s controls in %s', (language) => {
  const words = texts[language];

  it('play, pause, back and forward 10 s are icons named in the language, with no glyph text', () => {
    const engine = mount(language);
    engine.tell({ type: 'media.ready', info: { duration: 100 } });
    const player = screen.getByRole('region');
    const controls = [words.play, words.back_10, words.forward_10].map((name) =>
      within(player).getByRole('button', { name }),
    );
    for (const control of controls) expectDrawn(control);
    // The control bar reads no typed glyph anywhere outside the clock (0:00 / 1:40).
    const bar = controls[0]?.parentElement as HTMLElement;
    for (const button of within(bar).getAllByRole('button')) expect(button.textContent).not.toMatch(GLYPHS);

    // Playing: the button turns to Pause, drawn as two bars.
    engine.tell({ type: 'media.playing' });
    expectDrawn(within(player).getByRole('button', { name: words.pause }));
    expect(within(player).queryByRole('button', { name: words.play })).toBeNull();
  });
});
