// The calendar's public surface: grid arithmetic, day rules, range clicks and the calendar statechart.

export * from './calendar.constants.ts';
export { calendarMachine } from './calendar.machine.ts';
export {
  type CalendarDayView,
  type CalendarSnapshot,
  type CalendarView,
  selectCalendarView,
} from './calendar.select.ts';
export type {
  CalendarContext,
  CalendarEmitted,
  CalendarEvent,
  CalendarInput,
  CalendarMode,
} from './calendar.types.ts';
export {
  addDays,
  addMonths,
  type CalendarDate,
  type CalendarMonth,
  calendarDateOf,
  compareDates,
  dayOfWeek,
  daysInMonth,
  isSameDay,
  toIsoDate,
} from './calendar-date.ts';
export { calendarGrid, type GridCell } from './calendar-grid.ts';
export { type DayRules, isDayDisabled } from './day-disabled.ts';
export { type CalendarSelection, isInSelection, selectRangeDay } from './range-selection.ts';
export { yearList } from './year-list.ts';
