import type { SnapshotFrom } from 'xstate';
import type { calendarMachine } from './calendar.machine.ts';
import { type CalendarDate, type CalendarMonth, isSameDay } from './calendar-date.ts';
import { calendarGrid } from './calendar-grid.ts';
import { isDayDisabled } from './day-disabled.ts';
import { isInSelection } from './range-selection.ts';
import { yearList } from './year-list.ts';

/** A running calendar's snapshot. */
export type CalendarSnapshot = SnapshotFrom<typeof calendarMachine>;

/** One day cell as the grid shows it. */
export interface CalendarDayView {
  date: CalendarDate;
  inMonth: boolean;
  isToday: boolean;
  disabled: boolean;
  selected: boolean;
  /** Between the range ends (ends included). */
  inRange: boolean;
  isRangeStart: boolean;
  isRangeEnd: boolean;
}

/** What the calendar shows. */
export interface CalendarView {
  /** Days grid, month picker or year picker. */
  panel: 'days' | 'months' | 'years';
  month: CalendarMonth;
  /** 35 or 42 cells, 7 per row. */
  days: CalendarDayView[];
  /** The 151 years of the year picker, latest first. */
  years: number[];
  canChangeMonth: boolean;
  start: CalendarDate | null;
  end: CalendarDate | null;
  /** A range has its start and waits for its end. */
  awaitingEnd: boolean;
}

/** Turns a calendar snapshot into what the calendar shows. */
export function selectCalendarView(snapshot: CalendarSnapshot): CalendarView {
  const { context } = snapshot;
  const { selection, rules, view } = context;
  const panel = snapshot.matches({ view: 'pickingMonth' })
    ? 'months'
    : snapshot.matches({ view: 'pickingYear' })
      ? 'years'
      : 'days';
  return {
    panel,
    month: view,
    days: calendarGrid(view).map(({ date, inMonth }) => ({
      date,
      inMonth,
      isToday: isSameDay(date, rules.today),
      disabled: isDayDisabled(date, view, rules),
      selected: isSameDay(date, selection.start) || isSameDay(date, selection.end),
      inRange: context.mode === 'range' && isInSelection(selection, date),
      isRangeStart: context.mode === 'range' && isSameDay(date, selection.start),
      isRangeEnd: context.mode === 'range' && isSameDay(date, selection.end),
    })),
    years: yearList(rules.today.year),
    canChangeMonth: rules.allowMonthChange,
    start: selection.start,
    end: selection.end,
    awaitingEnd: snapshot.matches({ selection: 'startChosen' }),
  };
}
