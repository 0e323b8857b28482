/** Columns of the day grid (spec 2 §9). */
export const WEEK_DAYS = 7;
/** Cells of a grid when the month fits in five weeks, else six (spec 2 §9). */
export const SHORT_GRID_CELLS = 35;
export const LONG_GRID_CELLS = 42;
/** The year list runs from 50 years after the current year down to 100 before: 151 entries (spec 2 §5). */
export const YEARS_AFTER_CURRENT = 50;
export const YEARS_BEFORE_CURRENT = 100;
/** Weeks start on Monday (ISO, as in Ukraine and most of Europe). */
export const MONDAY = 1;
/** Months in a year. */
export const MONTHS_IN_YEAR = 12;
