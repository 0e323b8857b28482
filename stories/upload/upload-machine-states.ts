import type { AnyStateMachine } from 'xstate';

/** The upload machines whose every state needs a story, and the story showing each (`file › Export`). */
export const uploadMachineStates: { machines: AnyStateMachine[]; stories: Record<string, string> } = {
  machines: [],
  stories: {},
};
