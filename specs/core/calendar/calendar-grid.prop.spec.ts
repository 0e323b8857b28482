import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type CalendarDate,
  type CalendarSelection,
  calendarGrid,
  compareDates,
  dayOfWeek,
  daysInMonth,
  isInSelection,
  selectRangeDay,
  yearList,
} from '../../../core/calendar/index.ts';

const monthArb = fc.record({
  year: fc.integer({ min: 1900, max: 2200 }),
  month: fc.integer({ min: 1, max: 12 }),
});
const dateArb = monthArb.chain((month) =>
  fc.integer({ min: 1, max: daysInMonth(month) }).map((day): CalendarDate => ({ ...month, day })),
);

describe('calendar grid', () => {
  it('fits every month of three centuries: 35 or 42 cells, 7 a row, every day once, Monday first', () => {
    fc.assert(
      fc.property(monthArb, (month) => {
        const grid = calendarGrid(month);
        expect([35, 42]).toContain(grid.length);
        expect(grid.length % 7).toBe(0);
        const inMonth = grid.filter((cell) => cell.inMonth).map((cell) => cell.date.day);
        expect(inMonth).toEqual(Array.from({ length: daysInMonth(month) }, (_, index) => index + 1));
        expect(dayOfWeek(grid[0]!.date)).toBe(1);
        for (const [index, cell] of grid.slice(1).entries())
          expect(cell.date).toEqual(addDays(grid[index]!.date, 1));
        const leading = grid.findIndex((cell) => cell.inMonth);
        expect(grid.length).toBe(leading + daysInMonth(month) > 35 ? 42 : 35);
      }),
      { numRuns: 500 },
    );
  });

  it('uses 42 cells only when five weeks cannot hold the month', () => {
    expect(calendarGrid({ year: 2026, month: 2 })).toHaveLength(35);
    expect(calendarGrid({ year: 2026, month: 3 })).toHaveLength(42);
    expect(calendarGrid({ year: 2021, month: 2 })).toHaveLength(35);
  });

  it('lists 151 years, 50 after the current year down to 100 before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (current) => {
        const years = yearList(current);
        expect(years).toHaveLength(151);
        expect(years[0]).toBe(current + 50);
        expect(years.at(-1)).toBe(current - 100);
        expect(years).toContain(current);
      }),
    );
  });
});

describe('range clicks', () => {
  it('never let a range end precede its start, whatever the clicks', () => {
    fc.assert(
      fc.property(fc.array(dateArb, { maxLength: 20 }), (clicks) => {
        let selection: CalendarSelection = { start: null, end: null };
        for (const date of clicks) {
          selection = selectRangeDay(selection, date);
          if (selection.end) expect(compareDates(selection.end, selection.start!)).toBeGreaterThanOrEqual(0);
          expect(isInSelection(selection, date)).toBe(true);
        }
      }),
    );
  });

  it('a second click on or after the start completes; an earlier one restarts', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (first, second) => {
        const next = selectRangeDay(selectRangeDay({ start: null, end: null }, first), second);
        if (compareDates(second, first) >= 0) expect(next).toEqual({ start: first, end: second });
        else expect(next).toEqual({ start: second, end: null });
      }),
    );
  });
});
