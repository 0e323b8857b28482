import { and, assign, emit, not, setup } from 'xstate';
import { MONTHS_IN_YEAR } from './calendar.constants.ts';
import type { CalendarContext, CalendarEmitted, CalendarEvent, CalendarInput } from './calendar.types.ts';
import { addMonths, compareDates } from './calendar-date.ts';
import { isDayDisabled } from './day-disabled.ts';
import { selectRangeDay } from './range-selection.ts';
import { yearList } from './year-list.ts';

/** The calendar (spec 2 §2, §4, §5): year/month picker, day grid, single date or range. */
export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    input: {} as CalendarInput,
    emitted: {} as CalendarEmitted,
  },
  guards: {
    isRange: ({ context }) => context.mode === 'range',
    isDayEnabled: ({ context, event }) =>
      event.type === 'day.select' && !isDayDisabled(event.date, context.view, context.rules),
    isOnOrAfterStart: ({ context, event }) =>
      event.type === 'day.select' &&
      context.selection.start !== null &&
      compareDates(event.date, context.selection.start) >= 0,
    canChangeMonth: ({ context }) => context.rules.allowMonthChange,
    isListedYear: ({ context, event }) =>
      event.type === 'year.select' && yearList(context.rules.today.year).includes(event.year),
    isMonth: ({ event }) =>
      event.type === 'month.select' && event.month >= 1 && event.month <= MONTHS_IN_YEAR,
    hasCompleteValue: ({ context }) =>
      context.selection.start !== null && (context.mode === 'single' || context.selection.end !== null),
    hasStartOnly: ({ context }) => context.selection.start !== null && context.selection.end === null,
  },
  actions: {
    pickSingle: assign(({ event }) =>
      event.type === 'day.select' ? { selection: { start: event.date, end: null } } : {},
    ),
    pickRangeDay: assign(({ context, event }) =>
      event.type === 'day.select' ? { selection: selectRangeDay(context.selection, event.date) } : {},
    ),
    notifyDate: emit(({ context }) => ({ type: 'date.selected' as const, date: context.selection.start! })),
    notifyRange: emit(({ context }) => ({
      type: 'range.selected' as const,
      start: context.selection.start!,
      end: context.selection.end!,
    })),
    clearSelection: assign({ selection: { start: null, end: null } }),
    showNextMonth: assign(({ context }) => ({ view: addMonths(context.view, 1) })),
    showPreviousMonth: assign(({ context }) => ({ view: addMonths(context.view, -1) })),
    showMonth: assign(({ context, event }) =>
      event.type === 'month.select' ? { view: { ...context.view, month: event.month } } : {},
    ),
    showYear: assign(({ context, event }) =>
      event.type === 'year.select' ? { view: { ...context.view, year: event.year } } : {},
    ),
  },
}).createMachine({
  id: 'calendar',
  type: 'parallel',
  context: ({ input }) => {
    const start = input.value?.start ?? null;
    const end = input.mode === 'range' ? (input.value?.end ?? null) : null;
    const shown = start ?? input.today;
    return {
      mode: input.mode,
      view: { year: shown.year, month: shown.month },
      selection: { start, end },
      rules: {
        today: input.today,
        allowOldDates: input.allowOldDates ?? true,
        blockFrom: input.blockFrom ?? null,
        allowMonthChange: input.allowMonthChange ?? true,
      },
    };
  },
  states: {
    view: {
      initial: 'days',
      states: {
        days: {
          on: {
            'month.next': { guard: 'canChangeMonth', actions: 'showNextMonth' },
            'month.previous': { guard: 'canChangeMonth', actions: 'showPreviousMonth' },
            'view.months': { guard: 'canChangeMonth', target: 'pickingMonth' },
            'view.years': { guard: 'canChangeMonth', target: 'pickingYear' },
          },
        },
        pickingMonth: {
          on: {
            'month.select': { guard: 'isMonth', target: 'days', actions: 'showMonth' },
            'view.years': { target: 'pickingYear' },
            'view.days': { target: 'days' },
          },
        },
        pickingYear: {
          on: {
            'year.select': { guard: 'isListedYear', target: 'pickingMonth', actions: 'showYear' },
            'view.days': { target: 'days' },
          },
        },
      },
    },
    selection: {
      initial: 'settling',
      states: {
        settling: {
          always: [
            { guard: 'hasCompleteValue', target: 'complete' },
            { guard: and(['isRange', 'hasStartOnly']), target: 'startChosen' },
            { target: 'empty' },
          ],
        },
        empty: {
          on: {
            'day.select': [
              {
                guard: and(['isDayEnabled', not('isRange')]),
                target: 'complete',
                actions: ['pickSingle', 'notifyDate'],
              },
              { guard: 'isDayEnabled', target: 'startChosen', actions: 'pickRangeDay' },
            ],
          },
        },
        startChosen: {
          on: {
            'day.select': [
              {
                guard: and(['isDayEnabled', 'isOnOrAfterStart']),
                target: 'complete',
                actions: ['pickRangeDay', 'notifyRange'],
              },
              { guard: 'isDayEnabled', target: 'startChosen', actions: 'pickRangeDay' },
            ],
            'selection.clear': { target: 'empty', actions: 'clearSelection' },
          },
        },
        complete: {
          on: {
            'day.select': [
              {
                guard: and(['isDayEnabled', not('isRange')]),
                target: 'complete',
                actions: ['pickSingle', 'notifyDate'],
              },
              { guard: 'isDayEnabled', target: 'startChosen', actions: 'pickRangeDay' },
            ],
            'selection.clear': { target: 'empty', actions: 'clearSelection' },
          },
        },
      },
    },
  },
});
