export { Calendar, type CalendarProps } from './calendar.tsx';
export { fullDayLabel, monthNames, monthYearLabel, weekdayNames } from './calendar-names.ts';
export { DatePicker, type DatePickerProps } from './date-picker.tsx';
export {
  type CalendarBinding,
  type CalendarInitialState,
  type UseCalendarOptions,
  useCalendar,
} from './use-calendar.ts';
