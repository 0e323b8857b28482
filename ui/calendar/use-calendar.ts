import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  type CalendarContext,
  type CalendarDate,
  type CalendarInput,
  type CalendarView,
  calendarMachine,
  selectCalendarView,
} from '../../core/calendar/index.ts';

/** A state to start in (stories and specs freeze one this way). */
export interface CalendarInitialState {
  view: 'days' | 'pickingMonth' | 'pickingYear';
  selection: 'empty' | 'startChosen' | 'complete';
  context?: Partial<CalendarContext>;
}

/** Options of useCalendar. */
export interface UseCalendarOptions extends CalendarInput {
  /** Single mode: a day was picked. */
  onDateSelected?: (date: CalendarDate) => void;
  /** Range mode: both ends were picked. */
  onRangeSelected?: (start: CalendarDate, end: CalendarDate) => void;
  initialState?: CalendarInitialState;
}

/** The calendar's view and the commands its parts send. */
export interface CalendarBinding {
  view: CalendarView;
  selectDay: (date: CalendarDate) => void;
  nextMonth: () => void;
  previousMonth: () => void;
  showDays: () => void;
  showMonths: () => void;
  showYears: () => void;
  selectMonth: (month: number) => void;
  selectYear: (year: number) => void;
  clear: () => void;
}

/** Binds the calendar machine; picked dates reach the callbacks. */
export function useCalendar({
  onDateSelected,
  onRangeSelected,
  initialState,
  ...input
}: UseCalendarOptions): CalendarBinding {
  const callbacks = useRef({ onDateSelected, onRangeSelected });
  callbacks.current = { onDateSelected, onRangeSelected };
  const actorRef = useActorRef(calendarMachine, {
    input,
    snapshot: initialState ? frozenSnapshot(input, initialState) : undefined,
  });
  useEffect(() => {
    const picked = actorRef.on('date.selected', ({ date }) => callbacks.current.onDateSelected?.(date));
    const ranged = actorRef.on('range.selected', ({ start, end }) =>
      callbacks.current.onRangeSelected?.(start, end),
    );
    return () => {
      picked.unsubscribe();
      ranged.unsubscribe();
    };
  }, [actorRef]);
  const view = useSelector(actorRef, selectCalendarView);
  return {
    view,
    selectDay: (date) => actorRef.send({ type: 'day.select', date }),
    nextMonth: () => actorRef.send({ type: 'month.next' }),
    previousMonth: () => actorRef.send({ type: 'month.previous' }),
    showDays: () => actorRef.send({ type: 'view.days' }),
    showMonths: () => actorRef.send({ type: 'view.months' }),
    showYears: () => actorRef.send({ type: 'view.years' }),
    selectMonth: (month) => actorRef.send({ type: 'month.select', month }),
    selectYear: (year) => actorRef.send({ type: 'year.select', year }),
    clear: () => actorRef.send({ type: 'selection.clear' }),
  };
}

function frozenSnapshot(input: CalendarInput, state: CalendarInitialState) {
  const start = input.value?.start ?? null;
  const shown = start ?? input.today;
  const context: CalendarContext = {
    mode: input.mode,
    view: { year: shown.year, month: shown.month },
    selection: { start, end: input.mode === 'range' ? (input.value?.end ?? null) : null },
    rules: {
      today: input.today,
      allowOldDates: input.allowOldDates ?? true,
      blockFrom: input.blockFrom ?? null,
      allowMonthChange: input.allowMonthChange ?? true,
    },
    ...state.context,
  };
  return calendarMachine.resolveState({
    value: { view: state.view, selection: state.selection },
    context,
  });
}
