import { LONG_GRID_CELLS, MONDAY, SHORT_GRID_CELLS, WEEK_DAYS } from './calendar.constants.ts';
import { addDays, type CalendarDate, type CalendarMonth, dayOfWeek, daysInMonth } from './calendar-date.ts';

/** One cell of the day grid. */
export interface GridCell {
  date: CalendarDate;
  /** The day belongs to the month shown (not a leading or trailing day). */
  inMonth: boolean;
}

/** The 7-column grid of a month: 35 cells when the month fits in five weeks, else 42. */
export function calendarGrid(view: CalendarMonth, weekStartsOn = MONDAY): GridCell[] {
  const first = { ...view, day: 1 };
  const leading = (dayOfWeek(first) - weekStartsOn + WEEK_DAYS) % WEEK_DAYS;
  const cells = leading + daysInMonth(view) <= SHORT_GRID_CELLS ? SHORT_GRID_CELLS : LONG_GRID_CELLS;
  const start = addDays(first, -leading);
  return Array.from({ length: cells }, (_, index) => {
    const date = addDays(start, index);
    return { date, inMonth: date.month === view.month && date.year === view.year };
  });
}
