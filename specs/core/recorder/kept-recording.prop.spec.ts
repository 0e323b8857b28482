import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isKeptRecordingStale,
  KEPT_RECORDING_DAYS,
  type KeptRecording,
  keptRecordingOffers,
} from '../../../core/recorder/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);

const kept = fc.record({
  name: fc.stringMatching(/^[0-9a-f]{12}\.(mp3|webm|mp4|wav)$/),
  mimeType: fc.constantFrom('audio/mpeg', 'audio/wav', 'video/webm', 'video/mp4'),
  keptAt: fc.integer({ min: NOW - 10 * DAY, max: NOW }),
  owner: fc.integer({ min: 1, max: 3 }),
  place: fc.record({ scope: fc.constantFrom('quiz:1', 'quiz:2'), id: fc.integer({ min: 1, max: 5 }) }),
}) as fc.Arbitrary<Omit<KeptRecording, 'blob'>>;

const withBlob = (files: Omit<KeptRecording, 'blob'>[]): KeptRecording[] =>
  files.map((file) => ({ ...file, blob: new Blob([]) }));

describe('recordings kept on the device, offered back', () => {
  it('a page offers only its user’s own recordings of its scope, none stale, oldest first, each once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(kept, { selector: (file) => file.name }), (files) => {
        const offers = keptRecordingOffers(withBlob(files), 1, 'quiz:1', NOW);
        const expected = files.filter(
          (file) => file.owner === 1 && file.place.scope === 'quiz:1' && NOW - file.keptAt <= 7 * DAY,
        );
        expect(offers.map((offer) => offer.name).sort()).toEqual(expected.map((file) => file.name).sort());
        for (let index = 1; index < offers.length; index += 1)
          expect(offers[index - 1]?.keptAt).toBeLessThanOrEqual(offers[index]?.keptAt ?? 0);
        for (const offer of offers) {
          const file = files.find((candidate) => candidate.name === offer.name);
          expect(offer.kind).toBe(file?.mimeType.startsWith('video/') ? 'video' : 'audio');
          expect(offer.id).toBe(file?.place.id);
        }
      }),
    );
  });

  it(`a recording is stale after ${KEPT_RECORDING_DAYS} days, not before`, () => {
    expect(isKeptRecordingStale({ keptAt: NOW - KEPT_RECORDING_DAYS * DAY }, NOW)).toBe(false);
    expect(isKeptRecordingStale({ keptAt: NOW - KEPT_RECORDING_DAYS * DAY - 1 }, NOW)).toBe(true);
  });

  it('a recording kept before owners and places were recorded is never offered', () => {
    const old = { name: 'abcdefabcdef.mp3', mimeType: 'audio/mpeg', keptAt: NOW, blob: new Blob([]) };
    expect(keptRecordingOffers([old as unknown as KeptRecording], 1, 'quiz:1', NOW)).toEqual([]);
  });
});
