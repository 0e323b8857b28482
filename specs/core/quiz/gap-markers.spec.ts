import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGapMarkers, splitGapMarkers } from '../../../core/quiz/index.ts';

describe('gap markers in a statement', () => {
  it('splits text at [gap] and [gap N], numbering the gaps in reading order', () => {
    expect(splitGapMarkers('Добрий [gap 1]! Як [gap 2]?')).toEqual([
      { kind: 'text', text: 'Добрий ' },
      { kind: 'gap', index: 0 },
      { kind: 'text', text: '! Як ' },
      { kind: 'gap', index: 1 },
      { kind: 'text', text: '?' },
    ]);
    expect(splitGapMarkers('[gap]')).toEqual([{ kind: 'gap', index: 0 }]);
    expect(splitGapMarkers('<b>Я</b> [GAP 7] тут')).toEqual([
      { kind: 'text', text: '<b>Я</b> ' },
      { kind: 'gap', index: 0 },
      { kind: 'text', text: ' тут' },
    ]);
  });

  it('leaves text without markers whole, and brackets that are not markers alone', () => {
    expect(splitGapMarkers('Київ [столиця]')).toEqual([{ kind: 'text', text: 'Київ [столиця]' }]);
    expect(countGapMarkers('Київ [столиця]')).toBe(0);
  });

  it('gives back the text and one gap per marker, whatever the text around', () => {
    const plain = fc.string().filter((text) => !/\[gap/i.test(text));
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 6 }), (pieces) => {
        const text = pieces.join('[gap]');
        const parts = splitGapMarkers(text);
        expect(countGapMarkers(text)).toBe(pieces.length - 1);
        expect(parts.map((part) => (part.kind === 'text' ? part.text : '[gap]')).join('')).toBe(text);
        expect(parts.flatMap((part) => (part.kind === 'gap' ? [part.index] : []))).toEqual(
          pieces.slice(1).map((_, index) => index),
        );
      }),
    );
  });
});
