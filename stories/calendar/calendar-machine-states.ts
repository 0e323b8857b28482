import type { AnyStateMachine } from 'xstate';
import { calendarMachine } from '../../core/calendar/index.ts';

/** The calendar machine's states and the story showing each (`file › Export`). */
export const calendarMachineStates: { machines: AnyStateMachine[]; stories: Record<string, string> } = {
  machines: [calendarMachine],
  stories: {
    'calendar.view.days': 'calendar/calendar.stories.tsx › Days',
    'calendar.view.pickingMonth': 'calendar/calendar.stories.tsx › PickingMonth',
    'calendar.view.pickingYear': 'calendar/calendar.stories.tsx › PickingYear',
    'calendar.selection.settling': 'calendar/calendar.stories.tsx › Days',
    'calendar.selection.empty': 'calendar/calendar.stories.tsx › Days',
    'calendar.selection.startChosen': 'calendar/calendar.stories.tsx › RangeStartChosen',
    'calendar.selection.complete': 'calendar/calendar.stories.tsx › DatePicked',
  },
};
