// Generic formatting: timers and the product's date formats.

export * from './format.constants.ts';
export { type DateFormatOptions, formatLongDateTime, formatShortDateTime } from './format-date-time.ts';
export { type DayMonthYear, formatDayMonthYear } from './format-day-month-year.ts';
export * from './format-file-size.ts';
export { formatTimer, type TimerParts, type TimerUnits, timerParts } from './format-timer.ts';
