import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import type { CalendarDate } from '../../core/calendar/index.ts';
import {
  Calendar,
  type CalendarInitialState,
  DatePicker,
  type UseCalendarOptions,
  useCalendar,
} from '../../ui/calendar/index.ts';
import { STORY_TODAY } from '../quiz/answers/fixtures.ts';
import { QuestionsI18n } from '../quiz/answers/question-story.tsx';

export default { title: 'Calendar' };

function Frame({ children }: { children: ReactNode }) {
  return (
    <QuestionsI18n>
      <main style={{ padding: 24 }}>
        <div
          style={{
            maxWidth: 380,
            border: '1px solid var(--color-border)',
            borderRadius: 12,
            overflow: 'hidden',
          }}
        >
          {children}
        </div>
      </main>
    </QuestionsI18n>
  );
}

function FrozenCalendar(props: Partial<UseCalendarOptions> & { initialState?: CalendarInitialState }) {
  const calendar = useCalendar({ mode: 'single', today: STORY_TODAY, ...props });
  return <Calendar calendar={calendar} />;
}

/** `view.days`, `selection.empty`: this month, today marked. */
export const Days: Story = () => (
  <Frame>
    <FrozenCalendar />
  </Frame>
);

/** `selection.complete` in single mode. */
export const DatePicked: Story = () => (
  <Frame>
    <FrozenCalendar value={{ start: { year: 2026, month: 8, day: 24 } }} />
  </Frame>
);

/** `view.pickingMonth`. */
export const PickingMonth: Story = () => (
  <Frame>
    <FrozenCalendar initialState={{ view: 'pickingMonth', selection: 'empty' }} />
  </Frame>
);

/** `view.pickingYear`: 151 years, the shown one in view. */
export const PickingYear: Story = () => (
  <Frame>
    <FrozenCalendar initialState={{ view: 'pickingYear', selection: 'empty' }} />
  </Frame>
);

/** `selection.startChosen` in range mode: the start waits for its end. */
export const RangeStartChosen: Story = () => (
  <Frame>
    <FrozenCalendar mode="range" value={{ start: { year: 2026, month: 11, day: 9 } }} />
  </Frame>
);

/** `selection.complete` in range mode. */
export const RangeComplete: Story = () => (
  <Frame>
    <FrozenCalendar
      mode="range"
      value={{ start: { year: 2026, month: 11, day: 9 }, end: { year: 2026, month: 11, day: 15 } }}
    />
  </Frame>
);

/** Old dates not allowed: days before today are disabled. */
export const OldDatesBlocked: Story = () => (
  <Frame>
    <FrozenCalendar allowOldDates={false} />
  </Frame>
);

/** The month cannot change: the arrows are off and days of other months disabled. */
export const MonthFixed: Story = () => (
  <Frame>
    <FrozenCalendar allowMonthChange={false} />
  </Frame>
);

/** The date field of a quiz answer, open. */
export const DatePickerOpen: Story = () => {
  const value: CalendarDate = { year: 2026, month: 8, day: 24 };
  return (
    <QuestionsI18n>
      <main style={{ padding: 24, minHeight: 520 }}>
        <DatePicker
          label="Date"
          value={value}
          onChange={() => undefined}
          today={STORY_TODAY}
          placeholder="dd.mm.yyyy"
          defaultOpen
        />
      </main>
    </QuestionsI18n>
  );
};
