import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILE_SIZE_THRESHOLDS,
  FILE_SIZE_UNIT_BYTES,
  type FileSizeUnit,
  fileSizeParts,
  formatFileSize,
} from '../../../core/format/index.ts';

const UNIT_ORDER: FileSizeUnit[] = ['B', 'kB', 'MB', 'GB'];
const size = fc.oneof(
  fc.integer({ min: 0, max: 20_000 }),
  fc.integer({ min: 0, max: 2_000_000 }),
  fc.integer({ min: 0, max: 2_000_000_000 }),
  fc.integer({ min: 0, max: 7_000_000_000_000 }),
);

describe('file-size display (spec 1 §9)', () => {
  it('switches units exactly at 10,000, 1,000,000 and 1e9 bytes', () => {
    expect(FILE_SIZE_THRESHOLDS).toEqual({ kilobytes: 10_000, megabytes: 1_000_000, gigabytes: 1e9 });
    expect(fileSizeParts(9_999).unit).toBe('B');
    expect(fileSizeParts(10_000).unit).toBe('kB');
    expect(fileSizeParts(999_999).unit).toBe('kB');
    expect(fileSizeParts(1_000_000).unit).toBe('MB');
    expect(fileSizeParts(999_999_999).unit).toBe('MB');
    expect(fileSizeParts(1e9).unit).toBe('GB');
  });

  it('reads as people expect', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(9_999)).toBe('9999 B');
    expect(formatFileSize(10_000)).toBe('10 kB');
    expect(formatFileSize(1_536_000)).toBe('1.5 MB');
    expect(formatFileSize(6_442_450_944)).toBe('6.44 GB');
    expect(formatFileSize(2_500, { B: 'байт', kB: 'кБ', MB: 'МБ', GB: 'ГБ' })).toBe('2500 байт');
  });

  it('never shows a smaller unit for a larger file', () => {
    fc.assert(
      fc.property(size, size, (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(UNIT_ORDER.indexOf(fileSizeParts(small).unit)).toBeLessThanOrEqual(
          UNIT_ORDER.indexOf(fileSizeParts(large).unit),
        );
      }),
    );
  });

  it('never shows a larger amount of bytes for a smaller file', () => {
    fc.assert(
      fc.property(size, size, (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const shown = (bytes: number) => {
          const parts = fileSizeParts(bytes);
          return parts.amount * FILE_SIZE_UNIT_BYTES[parts.unit];
        };
        expect(shown(small)).toBeLessThanOrEqual(shown(large) + 1e-6 * shown(large));
      }),
    );
  });

  it('stays within rounding of the true size', () => {
    fc.assert(
      fc.property(size, (bytes) => {
        const { amount, unit } = fileSizeParts(bytes);
        const error = Math.abs(amount * FILE_SIZE_UNIT_BYTES[unit] - bytes);
        expect(error).toBeLessThanOrEqual(unit === 'GB' ? 0.005e9 : 0.05 * FILE_SIZE_UNIT_BYTES[unit]);
        expect(amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('shows nothing negative or broken for bad input', () => {
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
