import { type CalendarDate, compareDates } from './calendar-date.ts';

/** A picked date or range; end is null until the range is complete. */
export interface CalendarSelection {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

/** The range click rules: first click sets the start; a click on or after it sets the end; an earlier click or a click on a complete range starts again. */
export function selectRangeDay(selection: CalendarSelection, date: CalendarDate): CalendarSelection {
  if (selection.start === null || selection.end !== null) return { start: date, end: null };
  if (compareDates(date, selection.start) < 0) return { start: date, end: null };
  return { start: selection.start, end: date };
}

/** Whether a day lies within a selection (ends included). */
export function isInSelection(selection: CalendarSelection, date: CalendarDate): boolean {
  if (selection.start === null) return false;
  const end = selection.end ?? selection.start;
  return compareDates(date, selection.start) >= 0 && compareDates(date, end) <= 0;
}
