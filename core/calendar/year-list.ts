import { YEARS_AFTER_CURRENT, YEARS_BEFORE_CURRENT } from './calendar.constants.ts';

/** The year picker's list: 50 years after the current year down to 100 before (151 entries). */
export function yearList(currentYear: number): number[] {
  const first = currentYear + YEARS_AFTER_CURRENT;
  return Array.from({ length: YEARS_AFTER_CURRENT + YEARS_BEFORE_CURRENT + 1 }, (_, index) => first - index);
}
