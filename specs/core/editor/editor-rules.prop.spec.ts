import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAudioPick } from '../../../core/editor/audio-recording/audio-recording-rules.ts';
import {
  buttonHref,
  buttonLinkTypes,
  canSaveButton,
  NEW_BUTTON,
} from '../../../core/editor/button/button-link.ts';
import { draggedCodeHeight } from '../../../core/editor/code-block/code-block-rules.ts';
import { DEFAULT_FONT_SIZES, LINE_HEIGHTS } from '../../../core/editor/editor.constants.ts';
import {
  canAddCustomFontSize,
  fontSizeOptions,
  withCustomFontSize,
} from '../../../core/editor/font-size/font-size-rules.ts';
import {
  imageWidthInPixels,
  keyboardResizedWidth,
  needsImageUpload,
  resizedImageWidth,
} from '../../../core/editor/image/image-rules.ts';
import { isLineHeight } from '../../../core/editor/line-height/line-height-rules.ts';
import { linkPromptOutcome, shouldAutolink } from '../../../core/editor/link/link-rules.ts';

// The editor's rules of spec 1 §5 and §9: font sizes, line heights, image resize and upload, code
// height, the link prompt, autolinks and the button dialog's links.

describe('font sizes', () => {
  it('offer the 45 defaults 10-54 px', () => {
    expect(DEFAULT_FONT_SIZES).toHaveLength(45);
    expect([DEFAULT_FONT_SIZES[0], DEFAULT_FONT_SIZES[44]]).toEqual(['10px', '54px']);
  });

  it('take a custom size only when it is a number from 1 to 100, stored as px and offered once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 250 }),
        fc.array(fc.constantFrom('60px', '72px'), { maxLength: 3 }),
        (size, custom) => {
          expect(canAddCustomFontSize(String(size))).toBe(size >= 1 && size <= 100);
          const next = withCustomFontSize(custom, String(size));
          if (size > 54 && size <= 100) expect(next).toContain(`${size}px`);
          const options = fontSizeOptions(next);
          expect(new Set(options).size).toBe(options.length);
        },
      ),
    );
    expect(canAddCustomFontSize('')).toBe(false);
    expect(canAddCustomFontSize('abc')).toBe(false);
  });
});

describe('line heights', () => {
  it('are only the 13 values 0.8 to 2.0', () => {
    expect(LINE_HEIGHTS).toEqual([
      '0.8',
      '0.9',
      '1.0',
      '1.1',
      '1.2',
      '1.3',
      '1.4',
      '1.5',
      '1.6',
      '1.7',
      '1.8',
      '1.9',
      '2.0',
    ]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3, noNaN: true }), (value) => {
        const allowed = LINE_HEIGHTS.some((height) => Math.abs(Number(height) - value) < 1e-9);
        expect(isLineHeight(value)).toBe(allowed);
      }),
    );
  });
});

describe('images', () => {
  it('resize only while above 50 px and within the container', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 51, max: 800 }),
        fc.integer({ min: -100, max: 1200 }),
        fc.integer({ min: 100, max: 1000 }),
        (current, proposed, container) => {
          const width = resizedImageWidth(current, proposed, container);
          expect(width === current || (width > 50 && width <= container)).toBe(true);
        },
      ),
    );
  });

  it('upload base64 and foreign images only when the person may upload images', () => {
    expect(needsImageUpload('data:image/png;base64,AAAA', ['cdn.lectern.test'], true)).toBe(true);
    expect(needsImageUpload('https://elsewhere.test/x.png', ['cdn.lectern.test'], true)).toBe(true);
    expect(needsImageUpload('https://cdn.lectern.test/x.png', ['cdn.lectern.test'], true)).toBe(false);
    expect(needsImageUpload('data:image/png;base64,AAAA', ['cdn.lectern.test'], false)).toBe(false);
  });
});

describe('image resize by the keyboard and in pixels', () => {
  it('reads a width as pixels of its container: a percentage of it, pixels as they are, never wider', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 100, max: 2000 }),
        (percent, pixels, container) => {
          expect(imageWidthInPixels(`${percent}%`, container)).toBe(Math.round((percent / 100) * container));
          expect(imageWidthInPixels(`${pixels}px`, container)).toBe(Math.min(pixels, container));
          expect(imageWidthInPixels(String(pixels), container)).toBe(Math.min(pixels, container));
          expect(imageWidthInPixels(null, container)).toBe(container);
        },
      ),
    );
  });

  it('moves 10 px an arrow key (50 with Shift), Home and End to the ends, always above 50 px and within the container', () => {
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1600 }),
        fc.array(fc.tuple(fc.constantFrom(...keys, 'a', 'Tab'), fc.boolean()), { maxLength: 30 }),
        (container, presses) => {
          let width = container;
          for (const [key, shift] of presses) {
            const next = keyboardResizedWidth(width, key, shift, container);
            if (!keys.includes(key)) {
              expect(next).toBeNull();
              continue;
            }
            expect(next).not.toBeNull();
            const moved = next as number;
            expect(moved).toBeGreaterThan(50);
            expect(moved).toBeLessThanOrEqual(container);
            if (key === 'Home') expect(moved).toBe(51);
            if (key === 'End') expect(moved).toBe(container);
            if (key === 'ArrowRight' || key === 'ArrowUp')
              expect(moved).toBe(Math.min(width + (shift ? 50 : 10), container));
            if (key === 'ArrowLeft' || key === 'ArrowDown')
              expect(moved).toBe(Math.max(width - (shift ? 50 : 10), 51));
            width = moved;
          }
        },
      ),
    );
  });
});

describe('audio recordings', () => {
  it('are what a pick of audio files only inserts; any other file makes it a file block', () => {
    const audio = fc.constantFrom('a.mp3', 'B.WAV', 'c.m4a', 'd.ogg', 'e.aac', 'f.opus', 'g.oga');
    const other = fc.constantFrom('notes.pdf', 'cat.png', 'song.mp3.zip', 'clip.mp4', 'mp3');
    fc.assert(
      fc.property(
        fc.array(audio, { minLength: 1, maxLength: 4 }),
        fc.array(other, { maxLength: 3 }),
        (sounds, others) => {
          expect(isAudioPick(sounds)).toBe(true);
          expect(isAudioPick([...sounds, ...others])).toBe(others.length === 0);
        },
      ),
    );
    expect(isAudioPick([])).toBe(false);
  });
});

describe('the code editor', () => {
  it('keeps a dragged height under 540 px', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (proposed) => {
        expect(draggedCodeHeight(250, proposed)).toBeLessThan(540);
      }),
    );
  });
});

describe('links', () => {
  it('the prompt removes on empty, adds https to a bare host and refuses script schemes', () => {
    expect(linkPromptOutcome('  ')).toEqual({ kind: 'remove' });
    expect(linkPromptOutcome('example.com')).toEqual({ kind: 'set', href: 'https://example.com' });
    expect(linkPromptOutcome('javascript:alert(1)')).toEqual({ kind: 'invalid' });
  });

  it('autolink only http(s) addresses and this site', () => {
    expect(shouldAutolink('http://a.test/', 'lectern.test')).toBe(true);
    expect(shouldAutolink('lectern.test/course', 'lectern.test')).toBe(true);
    expect(shouldAutolink('other.test/course', 'lectern.test')).toBe(false);
    expect(shouldAutolink('ftp://a.test/', 'lectern.test')).toBe(false);
  });
});

describe('the button dialog', () => {
  it('offers block links only on their route and builds each link type', () => {
    expect(buttonLinkTypes('constructor')).toEqual(['link', 'closed-group', 'lesson-block']);
    expect(buttonLinkTypes('public-page')).toEqual(['link', 'closed-group', 'public-page-block']);
    expect(buttonHref({ linkType: 'closed-group', link: '7' })).toBe('/group-access/7');
    expect(buttonHref({ linkType: 'lesson-block', link: '12' })).toBe('#unit-12');
    expect(buttonHref({ linkType: 'link', link: 'not a url' })).toBeNull();
    expect(canSaveButton({ ...NEW_BUTTON, text: 'Go', link: 'https://a.test/' })).toBe(true);
    expect(canSaveButton({ ...NEW_BUTTON, text: 'Go', link: 'a.test' })).toBe(false);
  });
});
