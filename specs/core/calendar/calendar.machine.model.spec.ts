import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { calendarMachine, compareDates, selectCalendarView } from '../../../core/calendar/index.ts';
import { leafStateValues } from '../quiz/state-leaves.ts';

const today = { year: 2026, month: 3, day: 15 };
const events = [
  { type: 'day.select' as const, date: { year: 2026, month: 3, day: 10 } },
  { type: 'day.select' as const, date: { year: 2026, month: 3, day: 20 } },
  { type: 'month.next' as const },
  { type: 'month.previous' as const },
  { type: 'view.months' as const },
  { type: 'view.years' as const },
  { type: 'view.days' as const },
  { type: 'year.select' as const, year: 2030 },
  { type: 'month.select' as const, month: 3 },
  { type: 'selection.clear' as const },
];

describe.each(['single', 'range'] as const)('calendar machine (%s), walked with xstate/graph', (mode) => {
  const paths = getShortestPaths(calendarMachine, {
    input: { mode, today },
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.selection]),
  });

  it('reaches every state its mode can rest in', () => {
    const reachable = leafStateValues(calendarMachine).filter(
      (leaf) => mode === 'range' || leaf.id !== 'calendar.selection.startChosen',
    );
    const unreached = reachable.filter(
      (leaf) => !paths.some((path) => path.state.matches(leaf.value as never)),
    );
    expect(unreached.map((leaf) => leaf.id)).toEqual([]);
  });

  it('every reached state means what the calendar shows', () => {
    for (const { state } of paths) {
      const view = selectCalendarView(state);
      expect([35, 42]).toContain(view.days.length);
      expect(view.awaitingEnd).toBe(state.matches({ selection: 'startChosen' }));
      if (state.matches({ selection: 'empty' })) expect(view.start).toBeNull();
      if (state.matches({ selection: 'complete' })) expect(view.start).not.toBeNull();
      if (view.start && view.end) expect(compareDates(view.end, view.start)).toBeGreaterThanOrEqual(0);
      if (mode === 'single') expect(view.end).toBeNull();
      expect(view.panel).toBe(
        state.matches({ view: 'pickingMonth' })
          ? 'months'
          : state.matches({ view: 'pickingYear' })
            ? 'years'
            : 'days',
      );
    }
  });
});
