import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deviceFailureOf,
  RECORDING_NAME_LENGTH,
  recordingName,
  savingPercent,
} from '../../../core/recorder/index.ts';

describe('recorded file names (spec 2 §9)', () => {
  it('are the first 12 characters of the generated id plus .mp3 or .mp4', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.constantFrom('audio/mpeg', 'video/mp4', 'video/mp4;codecs=avc1,opus'),
        (id, type) => {
          const name = recordingName(id, type);
          const stem = id.replaceAll('-', '').slice(0, RECORDING_NAME_LENGTH);
          expect(name).toBe(`${stem}.${type === 'audio/mpeg' ? 'mp3' : 'mp4'}`);
        },
      ),
    );
  });

  it('keep no path or markup characters whatever the id', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(recordingName(id, 'audio/mpeg')).toMatch(/^[0-9a-zA-Z]{1,12}\.mp3$/);
      }),
    );
  });
});

describe('device failures (spec 2 §4)', () => {
  it('NotFoundError is no device, NotReadableError a busy device, any other error denied access', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const error = Object.assign(new Error(name), { name });
        const expected =
          name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError'
            ? 'noDevice'
            : name === 'NotReadableError' || name === 'TrackStartError'
              ? 'busy'
              : 'denied';
        expect(deviceFailureOf(error)).toBe(expected);
      }),
    );
    expect(deviceFailureOf(Object.assign(new Error('x'), { name: 'NotFoundError' }))).toBe('noDevice');
    expect(deviceFailureOf(Object.assign(new Error('x'), { name: 'NotReadableError' }))).toBe('busy');
    expect(deviceFailureOf('weird')).toBe('denied');
  });
});

describe('saving percent', () => {
  it('stays within 0–100 and never goes back when encoding hands over to the upload', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.double({ min: -50, max: 150, noNaN: true }),
        (a, b) => {
          const encoding = savingPercent('encoding', a, false);
          const uploading = savingPercent('uploading', b, true);
          expect(encoding).toBeGreaterThanOrEqual(0);
          expect(uploading).toBeLessThanOrEqual(100);
          expect(uploading).toBeGreaterThanOrEqual(encoding);
        },
      ),
    );
  });
});
