import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  type CalendarDate,
  type CalendarMonth,
  compareDates,
  dayOfWeek,
  daysInMonth,
  isSameDay,
  toIsoDate,
} from '../../core/calendar/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/index.ts';
import styles from './calendar.module.css';
import { fullDayLabel, monthNames, monthYearLabel, weekdayNames } from './calendar-names.ts';
import type { CalendarBinding } from './use-calendar.ts';

/** Props of the Calendar. */
export interface CalendarProps {
  calendar: CalendarBinding;
  /** Escape on the day grid (a popover closes). */
  onEscape?: () => void;
  /** Moves focus into the grid when shown (inside a popover). */
  autoFocus?: boolean;
  /** The calendar's accessible name. */
  label?: string;
}

const inMonth = (date: CalendarDate, month: CalendarMonth) =>
  date.year === month.year && date.month === month.month;

function sameDayIn(month: CalendarMonth, day: number): CalendarDate {
  return { ...month, day: Math.min(day, daysInMonth(month)) };
}

/** A month grid (7 columns, Monday first) with month and year pickers, driven by the calendar machine. */
export function Calendar({ calendar, onEscape, autoFocus = false, label }: CalendarProps) {
  const { t, language } = useTranslation();
  const { view } = calendar;
  const titleId = useId();
  const names = useMemo(() => monthNames(language), [language]);
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const [focused, setFocused] = useState<CalendarDate>(
    () => view.start ?? view.days.find((d) => d.isToday)?.date ?? { ...view.month, day: 1 },
  );
  const wantsFocus = useRef(autoFocus);
  const gridRef = useRef<HTMLTableElement>(null);
  const active = inMonth(focused, view.month) ? focused : sameDayIn(view.month, focused.day);

  useLayoutEffect(() => {
    if (!wantsFocus.current || view.panel !== 'days') return;
    wantsFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${toIsoDate(active)}"]`)?.focus();
  });

  const moveTo = (target: CalendarDate) => {
    const direction = compareDates(target, active);
    if (!inMonth(target, view.month)) {
      if (!view.canChangeMonth) return;
      if (direction > 0) calendar.nextMonth();
      else calendar.previousMonth();
    }
    wantsFocus.current = true;
    setFocused(target);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const weekday = (dayOfWeek(active) + 6) % 7;
    const moves: Record<string, () => CalendarDate> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -weekday),
      End: () => addDays(active, 6 - weekday),
      PageUp: () => sameDayIn(addMonths(active, event.shiftKey ? -12 : -1), active.day),
      PageDown: () => sameDayIn(addMonths(active, event.shiftKey ? 12 : 1), active.day),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const target = move();
      if (Math.abs(target.year * 12 + target.month - (view.month.year * 12 + view.month.month)) > 1) {
        // Shift+PageUp/Down jumps a year: step the view month by month.
        if (!view.canChangeMonth) return;
        const steps = (target.year - view.month.year) * 12 + (target.month - view.month.month);
        for (let step = 0; step < Math.abs(steps); step += 1) {
          if (steps > 0) calendar.nextMonth();
          else calendar.previousMonth();
        }
        wantsFocus.current = true;
        setFocused(target);
        return;
      }
      moveTo(target);
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };

  const stepMonth = (step: 1 | -1) => {
    if (step > 0) calendar.nextMonth();
    else calendar.previousMonth();
  };

  const rows = [];
  for (let index = 0; index < view.days.length; index += 7) rows.push(view.days.slice(index, index + 7));
  const headerLabel = monthYearLabel(view.month, language);

  return (
    <section className={styles.calendar} aria-label={label ?? t('questions.calendar_label')}>
      {view.panel === 'days' ? (
        <>
          <header className={styles.header}>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => stepMonth(-1)}
              disabled={!view.canChangeMonth}
              aria-label={t('questions.calendar_previous_month')}
            >
              <ChevronLeftIcon size={18} />
            </button>
            <button
              type="button"
              id={titleId}
              className={styles.title}
              onClick={calendar.showMonths}
              disabled={!view.canChangeMonth}
              aria-label={t('questions.calendar_choose_month', { month: headerLabel })}
              aria-live="polite"
            >
              <span className={styles.capital}>{headerLabel}</span>
            </button>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => stepMonth(1)}
              disabled={!view.canChangeMonth}
              aria-label={t('questions.calendar_next_month')}
            >
              <ChevronRightIcon size={18} />
            </button>
          </header>
          <table ref={gridRef} className={styles.grid} aria-labelledby={titleId} onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {weekdays.map((weekday) => (
                  <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
                    {weekday.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={toIsoDate(row[0]!.date)}>
                  {row.map((day) => {
                    const iso = toIsoDate(day.date);
                    const isActive = isSameDay(day.date, active);
                    const suffixes = [
                      day.isToday ? t('questions.calendar_today') : null,
                      day.isRangeStart && view.end ? t('questions.calendar_range_start') : null,
                      day.isRangeEnd ? t('questions.calendar_range_end') : null,
                    ].filter(Boolean);
                    return (
                      <td key={iso} className={styles.cell}>
                        <button
                          type="button"
                          data-date={iso}
                          tabIndex={isActive ? 0 : -1}
                          aria-disabled={day.disabled || undefined}
                          aria-current={day.isToday ? 'date' : undefined}
                          aria-pressed={day.selected || day.inRange}
                          aria-label={[fullDayLabel(day.date, language), ...suffixes].join(', ')}
                          className={[
                            styles.day,
                            day.inMonth ? '' : styles.outside,
                            day.isToday ? styles.today : '',
                            day.selected ? styles.selected : '',
                            day.inRange && !day.selected ? styles.inRange : '',
                          ]
                            .filter(Boolean)
                            .join(' ')}
                          onFocus={() => {
                            if (!isActive) setFocused(day.date);
                          }}
                          onClick={() => {
                            if (day.disabled) return;
                            setFocused(day.date);
                            calendar.selectDay(day.date);
                          }}
                        >
                          {day.date.day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : view.panel === 'months' ? (
        <MonthPanel
          calendar={calendar}
          names={names}
          onEscape={calendar.showDays}
          onPicked={() => {
            wantsFocus.current = true;
          }}
        />
      ) : (
        <YearPanel calendar={calendar} onEscape={calendar.showDays} />
      )}
    </section>
  );
}

function MonthPanel({
  calendar,
  names,
  onEscape,
  onPicked,
}: {
  calendar: CalendarBinding;
  names: string[];
  onEscape: () => void;
  onPicked: () => void;
}) {
  const { t } = useTranslation();
  const { view } = calendar;
  const current = useRef<HTMLButtonElement>(null);
  useEffect(() => current.current?.focus(), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel returns to the days
    <div
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onEscape();
        }
      }}
    >
      <header className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          onClick={calendar.showDays}
          aria-label={t('questions.calendar_back_to_days')}
        >
          <ChevronLeftIcon size={18} />
        </button>
        <button type="button" className={styles.title} onClick={calendar.showYears}>
          <span className="visually-hidden">{`${t('questions.calendar_choose_year')}, `}</span>
          {view.month.year}
        </button>
        <span className={styles.navSpacer} />
      </header>
      <ul className={styles.months} aria-label={t('questions.calendar_months', { year: view.month.year })}>
        {names.map((name, index) => {
          const month = index + 1;
          const isCurrent = month === view.month.month;
          return (
            <li key={name}>
              <button
                ref={isCurrent ? current : undefined}
                type="button"
                className={[styles.pick, isCurrent ? styles.selected : ''].join(' ')}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => {
                  onPicked();
                  calendar.selectMonth(month);
                }}
              >
                <span className={styles.capital}>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function YearPanel({ calendar, onEscape }: { calendar: CalendarBinding; onEscape: () => void }) {
  const { t } = useTranslation();
  const { view } = calendar;
  const current = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'center' });
    current.current?.focus();
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel returns to the days
    <div
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onEscape();
        }
      }}
    >
      <header className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          onClick={calendar.showDays}
          aria-label={t('questions.calendar_back_to_days')}
        >
          <ChevronLeftIcon size={18} />
        </button>
        <span className={styles.title}>{t('questions.calendar_choose_year')}</span>
        <span className={styles.navSpacer} />
      </header>
      <ul className={styles.years} aria-label={t('questions.calendar_years')}>
        {view.years.map((year) => {
          const isCurrent = year === view.month.year;
          return (
            <li key={year}>
              <button
                ref={isCurrent ? current : undefined}
                type="button"
                className={[styles.pick, isCurrent ? styles.selected : ''].join(' ')}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => calendar.selectYear(year)}
              >
                {year}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
