import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import {
  type CalendarDate,
  type CalendarEvent,
  calendarMachine,
  toIsoDate,
} from '../../../core/calendar/index.ts';
import { QuestionsI18n } from '../../../stories/quiz/answers/question-story.tsx';
import { Calendar, type UseCalendarOptions, useCalendar } from '../../../ui/calendar/index.ts';
import { expectNoAxeViolations } from '../quiz/answers/render-question.tsx';

afterEach(cleanup);

const today: CalendarDate = { year: 2026, month: 11, day: 22 };

function TestCalendar({ onEscape, ...options }: Partial<UseCalendarOptions> & { onEscape?: () => void }) {
  const calendar = useCalendar({ mode: 'single', today, ...options });
  return <Calendar calendar={calendar} onEscape={onEscape} />;
}

function renderCalendar(
  options: Partial<UseCalendarOptions> & { onEscape?: () => void } = {},
  language: 'en' | 'uk' = 'en',
) {
  const onDateSelected = vi.fn();
  const onRangeSelected = vi.fn();
  const view = render(
    <QuestionsI18n language={language}>
      <TestCalendar onDateSelected={onDateSelected} onRangeSelected={onRangeSelected} {...options} />
    </QuestionsI18n>,
  );
  return { ...view, onDateSelected, onRangeSelected };
}

const dayButton = (container: HTMLElement, date: CalendarDate) =>
  container.querySelector<HTMLButtonElement>(`[data-date="${toIsoDate(date)}"]`);

describe('Calendar', () => {
  it('shows the month in the interface language, Monday first, with today marked', async () => {
    const { container } = renderCalendar({}, 'uk');
    expect(screen.getByRole('button', { name: /листопад 2026/ })).toBeTruthy();
    const heads = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд']);
    const marked = container.querySelectorAll('[aria-current="date"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.getAttribute('aria-label')).toBe('неділя, 22 листопада 2026 р., сьогодні');
    expect([35, 42]).toContain(container.querySelectorAll('[data-date]').length);
    await expectNoAxeViolations();
  });

  it('walks the days by keyboard: arrows, Page Up/Down across months, Home/End of the week, Enter picks', async () => {
    const user = userEvent.setup();
    const { container, onDateSelected } = renderCalendar({
      value: { start: { year: 2026, month: 8, day: 24 } },
    });
    const focusedDate = () => (document.activeElement as HTMLElement).dataset.date;
    expect(container.querySelectorAll('[data-date][tabindex="0"]')).toHaveLength(1);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focusedDate()).toBe('2026-08-24');
    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2026-08-25');
    await user.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2026-09-01');
    expect(screen.getByRole('button', { name: /September 2026/ })).toBeTruthy();
    await user.keyboard('{PageUp}');
    expect(focusedDate()).toBe('2026-08-01');
    expect(screen.getByRole('button', { name: /August 2026/ })).toBeTruthy();
    await user.keyboard('{End}');
    expect(focusedDate()).toBe('2026-08-02');
    await user.keyboard('{Home}');
    expect(focusedDate()).toBe('2026-07-27');
    expect(screen.getByRole('button', { name: /July 2026/ })).toBeTruthy();
    await user.keyboard('{PageDown}{ArrowLeft}{ArrowUp}');
    expect(focusedDate()).toBe('2026-08-19');
    await user.keyboard('{Enter}');
    expect(onDateSelected).toHaveBeenLastCalledWith({ year: 2026, month: 8, day: 19 });
    expect(dayButton(container, { year: 2026, month: 8, day: 19 })?.getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('Escape on the days asks to close; in the month or year list it goes back to the days', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    const { container } = renderCalendar({ onEscape });
    dayButton(container, today)?.focus();
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /Choose month and year/ }));
    expect(screen.getByRole('list', { name: 'Months of 2026' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('picks a year from the 151-year list, then a month, then shows that month', async () => {
    const user = userEvent.setup();
    renderCalendar({}, 'uk');
    await user.click(screen.getByRole('button', { name: /Обрати місяць і рік/ }));
    await user.click(screen.getByRole('button', { name: /Обрати рік/ }));
    const years = within(screen.getByRole('list', { name: 'Роки' })).getAllByRole('button');
    expect(years).toHaveLength(151);
    expect(years[0]?.textContent).toBe('2076');
    expect(years.at(-1)?.textContent).toBe('1926');
    expect(document.activeElement?.textContent).toBe('2026');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: '1991' }));
    const months = within(screen.getByRole('list', { name: 'Місяці 1991 року' })).getAllByRole('button');
    expect(months.map((month) => month.textContent)).toContain('серпень');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'серпень' }));
    expect(screen.getByRole('button', { name: /серпень 1991/ })).toBeTruthy();
  });

  it('does not pick a day before today when old dates are not allowed', async () => {
    const user = userEvent.setup();
    const { container, onDateSelected } = renderCalendar({ allowOldDates: false });
    const past = dayButton(container, { year: 2026, month: 11, day: 10 }) as HTMLButtonElement;
    expect(past.getAttribute('aria-disabled')).toBe('true');
    await user.click(past);
    expect(onDateSelected).not.toHaveBeenCalled();
    await user.click(dayButton(container, { year: 2026, month: 11, day: 25 }) as HTMLButtonElement);
    expect(onDateSelected).toHaveBeenCalledWith({ year: 2026, month: 11, day: 25 });
  });

  it('keeps the month when it may not change: arrows off, other months’ days disabled', () => {
    const { container } = renderCalendar({ allowMonthChange: false });
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    expect(dayButton(container, { year: 2026, month: 10, day: 26 })?.getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('range mode: the second click on or after the start completes the range; an earlier one restarts it', async () => {
    const user = userEvent.setup();
    const { container, onRangeSelected } = renderCalendar({ mode: 'range' });
    const click = (day: number) =>
      user.click(dayButton(container, { year: 2026, month: 11, day }) as HTMLButtonElement);
    await click(12);
    await click(9);
    expect(onRangeSelected).not.toHaveBeenCalled();
    await click(15);
    expect(onRangeSelected).toHaveBeenCalledWith(
      { year: 2026, month: 11, day: 9 },
      { year: 2026, month: 11, day: 15 },
    );
    const pressed = [...container.querySelectorAll('[aria-pressed="true"]')].map(
      (node) => (node as HTMLElement).dataset.date,
    );
    expect(pressed).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
    ]);
    await expectNoAxeViolations();
  });
});

/** The events a person can cause from the controls of the panel the state shows. */
function domEvents(state: { matches(value: object): boolean }): CalendarEvent[] {
  if (state.matches({ view: 'pickingMonth' }))
    return [{ type: 'month.select', month: 11 }, { type: 'view.years' }, { type: 'view.days' }];
  if (state.matches({ view: 'pickingYear' }))
    return [{ type: 'year.select', year: 2026 }, { type: 'view.days' }];
  return [
    { type: 'day.select', date: { year: 2026, month: 11, day: 10 } },
    { type: 'day.select', date: { year: 2026, month: 11, day: 20 } },
    { type: 'view.months' },
  ];
}

/** Performs a machine event through the DOM; false when no control offers it in the panel shown. */
async function perform(
  user: ReturnType<typeof userEvent.setup>,
  container: HTMLElement,
  event: CalendarEvent,
) {
  const days = screen.queryByRole('table') !== null;
  const months = screen.queryByRole('list', { name: /Months of/ }) !== null;
  const years = screen.queryByRole('list', { name: 'Years' }) !== null;
  const click = async (element: Element | null) => {
    if (!element) return false;
    await user.click(element);
    return true;
  };
  switch (event.type) {
    case 'day.select':
      return days && click(dayButton(container, event.date));
    case 'view.months':
      return days && click(screen.getByRole('button', { name: /Choose month and year/ }));
    case 'view.years':
      return months && click(screen.getByRole('button', { name: /Choose a year/ }));
    case 'view.days':
      return (months || years) && click(screen.getByRole('button', { name: 'Back to days' }));
    case 'month.select':
      return months && click(screen.getByRole('button', { name: 'November' }));
    case 'year.select':
      return years && click(screen.getByRole('button', { name: String(event.year) }));
    default:
      return false;
  }
}

describe.each(['single', 'range'] as const)(
  'Calendar (%s) walked through the DOM with xstate/graph',
  (mode) => {
    const paths = getShortestPaths(calendarMachine, {
      input: { mode, today },
      events: (state) => domEvents(state),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.selection]),
    });

    it('every path the controls can take shows the state it reaches', async () => {
      const reached = new Set<string>();
      for (const path of paths) {
        const user = userEvent.setup();
        const { container, unmount } = renderCalendar({ mode });
        let replayed = true;
        for (const step of path.steps) {
          if (step.event.type.startsWith('xstate.')) continue;
          if (!(await perform(user, container, step.event as CalendarEvent))) {
            replayed = false;
            break;
          }
        }
        expect(replayed, JSON.stringify(path.steps.map((step) => step.event))).toBe(true);
        if (replayed) {
          const state = path.state;
          const panel = screen.queryByRole('table')
            ? 'days'
            : screen.queryByRole('list', { name: 'Years' })
              ? 'years'
              : 'months';
          expect(panel).toBe(
            state.matches({ view: 'pickingMonth' })
              ? 'months'
              : state.matches({ view: 'pickingYear' })
                ? 'years'
                : 'days',
          );
          if (panel === 'days') {
            const { start, end } = state.context.selection;
            const pressed = [...container.querySelectorAll('[aria-pressed="true"]')].map(
              (node) => (node as HTMLElement).dataset.date,
            );
            const ends = [start, end]
              .filter((date) => date !== null)
              .map((date) => toIsoDate(date as CalendarDate));
            for (const date of ends) expect(pressed).toContain(date);
            if (!start) expect(pressed).toEqual([]);
          }
          reached.add(JSON.stringify(state.value));
        }
        await act(async () => unmount());
      }
      const expected = mode === 'range' ? 9 : 6;
      expect(reached.size).toBe(expected);
    }, 60_000);
  },
);
