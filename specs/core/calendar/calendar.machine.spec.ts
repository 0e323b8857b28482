import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import {
  type CalendarEmitted,
  type CalendarInput,
  calendarMachine,
  selectCalendarView,
} from '../../../core/calendar/index.ts';

const today = { year: 2026, month: 3, day: 15 };
const day = (dayOfMonth: number, month = 3) => ({
  type: 'day.select' as const,
  date: { year: 2026, month, day: dayOfMonth },
});

function run(input: CalendarInput) {
  const actor = createActor(calendarMachine, { input });
  const emitted: CalendarEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, view: () => selectCalendarView(actor.getSnapshot()) };
}

describe('calendar', () => {
  it('single-date mode emits the picked date at once', () => {
    const { actor, emitted } = run({ mode: 'single', today });
    actor.send(day(20));
    expect(emitted).toEqual([{ type: 'date.selected', date: { year: 2026, month: 3, day: 20 } }]);
  });

  it('range mode: the first click sets the start, a later click the end and emits the range', () => {
    const { actor, emitted, view } = run({ mode: 'range', today });
    actor.send(day(10));
    expect(view()).toMatchObject({ awaitingEnd: true, start: { day: 10 }, end: null });
    expect(emitted).toEqual([]);
    actor.send(day(12));
    expect(emitted).toEqual([
      {
        type: 'range.selected',
        start: { year: 2026, month: 3, day: 10 },
        end: { year: 2026, month: 3, day: 12 },
      },
    ]);
    expect(
      view()
        .days.filter((cell) => cell.inRange)
        .map((cell) => cell.date.day),
    ).toEqual([10, 11, 12]);
  });

  it('range mode: a click earlier than the start restarts the range; a click on the start ends a one-day range', () => {
    const [afterStart] = transition(
      calendarMachine,
      initialTransition(calendarMachine, { mode: 'range', today })[0],
      day(10),
    );
    const [restarted] = transition(calendarMachine, afterStart, day(5));
    expect(restarted.context.selection).toEqual({ start: { year: 2026, month: 3, day: 5 }, end: null });
    const [sameDay] = transition(calendarMachine, restarted, day(5));
    expect(sameDay.context.selection.end).toEqual({ year: 2026, month: 3, day: 5 });
    expect(sameDay.matches({ selection: 'complete' })).toBe(true);
  });

  it('disables days before today when old dates are not allowed, or before the block-from date', () => {
    const { actor, view, emitted } = run({ mode: 'single', today, allowOldDates: false });
    expect(view().days.find((cell) => cell.date.day === 14 && cell.inMonth)?.disabled).toBe(true);
    expect(view().days.find((cell) => cell.date.day === 15 && cell.inMonth)?.disabled).toBe(false);
    actor.send(day(14));
    expect(emitted).toEqual([]);
    const blocked = run({
      mode: 'single',
      today,
      allowOldDates: false,
      blockFrom: { year: 2026, month: 3, day: 20 },
    });
    expect(blocked.view().days.find((cell) => cell.date.day === 19 && cell.inMonth)?.disabled).toBe(true);
    const past = run({ mode: 'single', today });
    expect(past.view().days.every((cell) => !cell.disabled)).toBe(true);
  });

  it('with month change off, days outside the month are disabled and the month stays', () => {
    const { actor, view } = run({ mode: 'single', today, allowMonthChange: false });
    expect(
      view()
        .days.filter((cell) => !cell.inMonth)
        .every((cell) => cell.disabled),
    ).toBe(true);
    actor.send({ type: 'month.next' });
    expect(view().month).toEqual({ year: 2026, month: 3 });
  });

  it('moves between months and through the year and month pickers', () => {
    const { actor, view } = run({ mode: 'single', today });
    actor.send({ type: 'month.previous' });
    actor.send({ type: 'month.previous' });
    actor.send({ type: 'month.previous' });
    expect(view().month).toEqual({ year: 2025, month: 12 });
    actor.send({ type: 'view.years' });
    expect(view().panel).toBe('years');
    actor.send({ type: 'year.select', year: 1900 });
    expect(view().panel).toBe('years');
    actor.send({ type: 'year.select', year: 1990 });
    expect(view().panel).toBe('months');
    actor.send({ type: 'month.select', month: 7 });
    expect(view()).toMatchObject({ panel: 'days', month: { year: 1990, month: 7 } });
  });

  it('opens on the month of an existing value and restores a half-picked range', () => {
    const { view } = run({ mode: 'range', today, value: { start: { year: 2024, month: 2, day: 29 } } });
    expect(view()).toMatchObject({ month: { year: 2024, month: 2 }, awaitingEnd: true });
  });
});
