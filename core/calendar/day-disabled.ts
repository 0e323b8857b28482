import { type CalendarDate, type CalendarMonth, compareDates } from './calendar-date.ts';

/** The rules that disable days (spec 2 §5 Calendar). */
export interface DayRules {
  today: CalendarDate;
  /** Old dates may be picked. */
  allowOldDates: boolean;
  /** Days before this date are disabled when old dates are not allowed (replaces today). */
  blockFrom: CalendarDate | null;
  /** The month may be changed; when not, days outside the shown month are disabled. */
  allowMonthChange: boolean;
}

/** Whether a day cannot be picked. */
export function isDayDisabled(date: CalendarDate, view: CalendarMonth, rules: DayRules): boolean {
  const floor = rules.blockFrom ?? rules.today;
  if (!rules.allowOldDates && compareDates(date, floor) < 0) return true;
  return !rules.allowMonthChange && (date.year !== view.year || date.month !== view.month);
}
