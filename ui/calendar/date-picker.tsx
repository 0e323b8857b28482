import { Popover } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import type { CalendarDate } from '../../core/calendar/index.ts';
import { formatDayMonthYear } from '../../core/format/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CalendarIcon, CloseIcon } from '../icons/index.ts';
import { Field } from '../primitives/index.ts';
import { Calendar } from './calendar.tsx';
import styles from './date-picker.module.css';
import { type CalendarInitialState, useCalendar } from './use-calendar.ts';

/** Props of the DatePicker. */
export interface DatePickerProps {
  label: ReactNode;
  value: CalendarDate | null;
  onChange: (date: CalendarDate | null) => void;
  /** Today in the app time zone. */
  today: CalendarDate;
  /** Shown while no date is picked (spec 2 §2: dd.mm.yyyy). */
  placeholder: string;
  /** Old dates may be picked (default true). */
  allowOldDates?: boolean;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Starts open (stories). */
  defaultOpen?: boolean;
}

/** A field showing the picked date as day, month name, year; the calendar opens in a popover. */
export function DatePicker({
  label,
  value,
  onChange,
  today,
  placeholder,
  allowOldDates = true,
  disabled = false,
  required,
  hint,
  error,
  defaultOpen = false,
}: DatePickerProps) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const valueId = useId();
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <div className={styles.row}>
          <Popover.Root open={open && !disabled} onOpenChange={setOpen}>
            <Popover.Trigger asChild>
              <button
                type="button"
                id={control.id}
                aria-describedby={control['aria-describedby']}
                data-invalid={control['aria-invalid'] || undefined}
                aria-labelledby={`${control.id}-label ${valueId}`}
                aria-haspopup="dialog"
                disabled={disabled}
                className={styles.trigger}
              >
                <CalendarIcon size={18} className={styles.icon} />
                <span id={valueId} className={value ? styles.value : styles.placeholder}>
                  {value ? formatDayMonthYear(value, language) : placeholder}
                </span>
              </button>
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                className={styles.popover}
                align="start"
                sideOffset={6}
                collisionPadding={8}
                aria-label={t('questions.date_choose')}
                onOpenAutoFocus={(event) => event.preventDefault()}
              >
                <PickerCalendar
                  value={value}
                  today={today}
                  allowOldDates={allowOldDates}
                  onPick={(date) => {
                    onChange(date);
                    setOpen(false);
                  }}
                  onEscape={() => setOpen(false)}
                />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
          {value && !disabled ? (
            <button
              type="button"
              className={styles.clear}
              onClick={() => onChange(null)}
              aria-label={t('questions.date_clear')}
            >
              <CloseIcon size={16} />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

function PickerCalendar({
  value,
  today,
  allowOldDates,
  onPick,
  onEscape,
  initialState,
}: {
  value: CalendarDate | null;
  today: CalendarDate;
  allowOldDates: boolean;
  onPick: (date: CalendarDate) => void;
  onEscape: () => void;
  initialState?: CalendarInitialState;
}) {
  const calendar = useCalendar({
    mode: 'single',
    today,
    value: { start: value },
    allowOldDates,
    onDateSelected: onPick,
    initialState,
  });
  return <Calendar calendar={calendar} onEscape={onEscape} autoFocus />;
}
