import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatLongDateTime, formatShortDateTime } from '../../../core/format/index.ts';

const instant = new Date('2026-03-05T21:30:00Z');

describe('date formats in the app time zone', () => {
  it('DD MMMM, YYYY HH:mm with the month named in the interface language', () => {
    expect(formatLongDateTime(instant, { timeZone: 'Europe/Kyiv', locale: 'en' })).toBe(
      '05 March, 2026 23:30',
    );
    expect(formatLongDateTime(instant, { timeZone: 'Europe/Kyiv', locale: 'uk' })).toBe(
      '05 березня, 2026 23:30',
    );
    expect(formatLongDateTime(instant, { timeZone: 'UTC', locale: 'ru' })).toBe('05 марта, 2026 21:30');
  });

  it('DD.MM.YY, HH:mm for attempt comments, crossing midnight by time zone', () => {
    expect(formatShortDateTime(instant, { timeZone: 'Asia/Tokyo', locale: 'uk' })).toBe('06.03.26, 06:30');
    expect(formatShortDateTime(instant, { timeZone: 'UTC', locale: 'en' })).toBe('05.03.26, 21:30');
  });
});

describe('a date answer shown as day, month name, year', () => {
  it('names the month in the interface language and never shifts the day by time zone', () => {
    expect(formatDayMonthYear({ year: 2026, month: 3, day: 5 }, 'en')).toBe('March 5, 2026');
    expect(formatDayMonthYear({ year: 2026, month: 3, day: 5 }, 'uk')).toContain('5 березня 2026');
    expect(formatDayMonthYear({ year: 2024, month: 2, day: 29 }, 'ru')).toContain('29 февраля 2024');
  });
});
