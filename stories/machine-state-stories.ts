import type { AnyStateMachine } from 'xstate';
import { colourPickerMachine } from '../core/colour-picker/index.ts';
import { dropdownMachine } from '../core/dropdown/index.ts';
import { notificationsMachine, notificationTimerMachine } from '../core/notifications/index.ts';
import { numberInputMachine } from '../core/number-input/index.ts';
import { accountFlowStates } from './account/account-flow-states.ts';
import { calendarMachineStates } from './calendar/calendar-machine-states.ts';
import { quizMachineStates } from './quiz/quiz-machine-states.ts';
import { uploadMachineStates } from './upload/upload-machine-states.ts';

/**
 * Which story shows each state of the machines behind the shared pieces, as `file › Export`;
 * specs/ui/stories.dom.spec.tsx fails when a state has no entry or the story does not exist.
 */
const pieceStories: Record<string, string> = {
  'dropdown.closed': 'dropdown/dropdown.stories.tsx › Closed',
  'dropdown.open': 'dropdown/dropdown.stories.tsx › Open',
  'colourPicker.closed': 'colour-picker/colour-picker.stories.tsx › Closed',
  'colourPicker.open': 'colour-picker/colour-picker.stories.tsx › Palette',
  'colourPicker.custom': 'colour-picker/colour-picker.stories.tsx › CustomColour',
  'colourPicker.saving': 'colour-picker/colour-picker.stories.tsx › Saving',
  'numberInput.idle': 'number-input/number-input.stories.tsx › Idle',
  'numberInput.flashing': 'number-input/number-input.stories.tsx › RejectedAboveMax',
  'notifications.running': 'notifications/notifications.stories.tsx › TryThem',
  'notifications.paused': 'notifications/notifications.stories.tsx › PausedWhilePointedAt',
  'notificationTimer.counting': 'notifications/notifications.stories.tsx › Stack3Kinds',
  'notificationTimer.paused': 'notifications/notifications.stories.tsx › PausedWhilePointedAt',
  'notificationTimer.expired': 'notifications/notifications.stories.tsx › TryThem',
};

/** Every machine whose states must each have a story. */
export const machinesWithStories: AnyStateMachine[] = [
  dropdownMachine,
  colourPickerMachine,
  numberInputMachine,
  notificationsMachine,
  notificationTimerMachine,
  ...quizMachineStates.machines,
  ...uploadMachineStates.machines,
  ...calendarMachineStates.machines,
  ...accountFlowStates.machines,
];

/** State id → story, over the shared pieces, the quiz and uploads. */
export const machineStateStories: Record<string, string> = {
  ...pieceStories,
  ...quizMachineStates.stories,
  ...uploadMachineStates.stories,
  ...calendarMachineStates.stories,
  ...accountFlowStates.stories,
};
