import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../app/server/translations/en/player.json' with { type: 'json' };
import ru from '../../../app/server/translations/ru/player.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/player.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import { PlayerTexts } from '../../../stories/player/player-stories-support.tsx';
import { AudioPlayer } from '../../../ui/player/audio-player.tsx';
import { AudioRecordingPlayer } from '../../../ui/player/audio-recording-player.tsx';

// The audio players' transport buttons are drawn (SVG icons), not typed: the ▶ ❚❚ ■ glyphs and the
// "−10"/"+10" labels depended on the system's fonts. Each button is named in the viewer's language.

afterEach(cleanup);

const texts = { en, uk, ru } as const;

/** A control shows only its drawing: an SVG hidden from assistive technology, no glyph or digits as text. */
function expectDrawn(button: HTMLElement) {
  expect(button.querySelector('svg')).not.toBeNull();
  expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  expect(button.textContent?.trim()).toBe('');
}

describe.each(['en', 'uk', 'ru'] as Language[])('the audio player’s controls in %s', (language) => {
  const words = texts[language];

  it('play, pause, back and forward 10 s are icons named in the language', async () => {
    render(
      <PlayerTexts language={language}>
        <AudioPlayer src="/lesson.mp3" name="Lesson.mp3" duration={754} />
      </PlayerTexts>,
    );
    const player = screen.getByRole('region');
    for (const name of [words.play, words.back_10, words.forward_10])
      expectDrawn(within(player).getByRole('button', { name }));

    // Playing: the button turns to Pause, drawn as two bars.
    const audio = player.querySelector('audio') as HTMLAudioElement;
    audio.play = () => Promise.resolve();
    await act(async () => {
      within(player).getByRole('button', { name: words.play }).click();
      audio.dispatchEvent(new Event('playing'));
    });
    expectDrawn(within(player).getByRole('button', { name: words.pause }));
  });

  it('the recording player’s play and stop are icons named in the language', async () => {
    render(
      <PlayerTexts language={language}>
        <AudioRecordingPlayer src="/answer.mp3" script={null} />
      </PlayerTexts>,
    );
    const play = screen.getByRole('button', { name: words.recording_play });
    expectDrawn(play);
    const audio = document.querySelector('audio') as HTMLAudioElement;
    audio.play = () => Promise.resolve();
    await act(async () => {
      play.click();
      audio.dispatchEvent(new Event('playing'));
    });
    expectDrawn(screen.getByRole('button', { name: words.recording_stop }));
  });
});
