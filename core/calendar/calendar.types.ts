import type { CalendarDate, CalendarMonth } from './calendar-date.ts';
import type { DayRules } from './day-disabled.ts';
import type { CalendarSelection } from './range-selection.ts';

/** Single date (emits at once) or range. */
export type CalendarMode = 'single' | 'range';

/** What a calendar starts from. */
export interface CalendarInput {
  mode: CalendarMode;
  /** Today in the app time zone. */
  today: CalendarDate;
  /** A date or range already picked. */
  value?: Partial<CalendarSelection>;
  /** Old dates may be picked (default true). */
  allowOldDates?: boolean;
  /** Days before this date are disabled when old dates are not allowed. */
  blockFrom?: CalendarDate | null;
  /** The month may be changed (default true). */
  allowMonthChange?: boolean;
}

/** The calendar's context. */
export interface CalendarContext {
  mode: CalendarMode;
  /** The month shown. */
  view: CalendarMonth;
  /** The picked date or range. */
  selection: CalendarSelection;
  /** What disables days. */
  rules: DayRules;
}

/** Events of the calendar. */
export type CalendarEvent =
  | { type: 'day.select'; date: CalendarDate }
  | { type: 'month.next' }
  | { type: 'month.previous' }
  | { type: 'month.select'; month: number }
  | { type: 'year.select'; year: number }
  | { type: 'view.days' }
  | { type: 'view.months' }
  | { type: 'view.years' }
  | { type: 'selection.clear' };

/** What the calendar emits: a picked date (single) or a complete range. */
export type CalendarEmitted =
  | { type: 'date.selected'; date: CalendarDate }
  | { type: 'range.selected'; start: CalendarDate; end: CalendarDate };
