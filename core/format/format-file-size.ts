/** File-size display thresholds (spec 1 §9): bytes below 10,000, then kB, MB from 1,000,000, GB from 1e9. */
export const FILE_SIZE_THRESHOLDS = {
  kilobytes: 10_000,
  megabytes: 1_000_000,
  gigabytes: 1_000_000_000,
} as const;

/** A unit of the file-size display. */
export type FileSizeUnit = 'B' | 'kB' | 'MB' | 'GB';

/** Labels of the units, for translated texts. */
export type FileSizeLabels = Record<FileSizeUnit, string>;

/** A size as shown: the number and its unit. */
export interface FileSizeParts {
  amount: number;
  unit: FileSizeUnit;
}

const DEFAULT_LABELS: FileSizeLabels = { B: 'B', kB: 'kB', MB: 'MB', GB: 'GB' };

/** Bytes in one of each unit (decimal, as the thresholds are). */
export const FILE_SIZE_UNIT_BYTES: Record<FileSizeUnit, number> = {
  B: 1,
  kB: 1000,
  MB: 1_000_000,
  GB: 1_000_000_000,
};

function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** The number and unit for a size in bytes; whole bytes, one decimal in kB and MB, two in GB. */
export function fileSizeParts(bytes: number): FileSizeParts {
  const size = Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0;
  if (size < FILE_SIZE_THRESHOLDS.kilobytes) return { amount: size, unit: 'B' };
  if (size < FILE_SIZE_THRESHOLDS.megabytes)
    return { amount: roundTo(size / FILE_SIZE_UNIT_BYTES.kB, 1), unit: 'kB' };
  if (size < FILE_SIZE_THRESHOLDS.gigabytes)
    return { amount: roundTo(size / FILE_SIZE_UNIT_BYTES.MB, 1), unit: 'MB' };
  return { amount: roundTo(size / FILE_SIZE_UNIT_BYTES.GB, 2), unit: 'GB' };
}

/** A size for people: `9999 B`, `10 kB`, `1.5 MB`, `6.44 GB`. */
export function formatFileSize(bytes: number, labels: FileSizeLabels = DEFAULT_LABELS): string {
  const { amount, unit } = fileSizeParts(bytes);
  return `${amount} ${labels[unit]}`;
}
