import type { AnyStateMachine } from 'xstate';

/** The quiz machines whose every state needs a story, and the story showing each (`file › Export`). */
export const quizMachineStates: { machines: AnyStateMachine[]; stories: Record<string, string> } = {
  machines: [],
  stories: {},
};
