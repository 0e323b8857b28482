import type { AnyStateMachine } from 'xstate';
import { courseProgramMachine } from '../../core/course-program/index.ts';

const program = 'course-program/course-program.stories.tsx';

/** The program machine, whose every state needs a story, and the story showing each (`file › Export`). */
export const courseProgramMachineStates: { machines: AnyStateMachine[]; stories: Record<string, string> } = {
  machines: [courseProgramMachine],
  stories: {
    'courseProgram.loading': `${program} › Loading`,
    'courseProgram.loadFailed': `${program} › LoadFailed`,
    'courseProgram.ready.idle': `${program} › Editing`,
    'courseProgram.ready.writing.arranging': `${program} › Moving`,
    'courseProgram.ready.writing.creatingSection': `${program} › CreatingSection`,
    'courseProgram.ready.writing.renamingSection': `${program} › RenamingSection`,
    'courseProgram.ready.writing.deletingSection': `${program} › DeletingSection`,
    'courseProgram.ready.writing.creatingLesson': `${program} › CreatingLesson`,
    'courseProgram.ready.writing.renamingLesson': `${program} › RenamingLesson`,
    'courseProgram.ready.writing.deletingLesson': `${program} › DeletingLesson`,
    'courseProgram.ready.reloading': `${program} › ReloadingAfterConflict`,
    'courseProgram.ready.failed': `${program} › SaveFailed`,
  },
};
