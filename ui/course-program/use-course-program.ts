import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type courseProgramMachine,
  lessonStep,
  sectionStep,
  selectCourseProgramView,
} from '../../core/course-program/index.ts';
import type { CourseProgramCommands } from './course-program.types.ts';

/** A running course program. */
export type CourseProgramActor = ActorRefFrom<typeof courseProgramMachine>;

/** Binds a running program: the page's view model and the expert's commands, never raw events. */
export function useCourseProgram(actor: CourseProgramActor) {
  const view = useSelector(actor, selectCourseProgramView);
  const commands = useMemo<CourseProgramCommands>(() => {
    const shown = () => actor.getSnapshot().context.program;
    return {
      reload: () => actor.send({ type: 'program.load' }),
      createSection: (title) => actor.send({ type: 'section.create', title }),
      renameSection: (sectionId, title) => actor.send({ type: 'section.rename', sectionId, title }),
      moveSection: (sectionId, to) => actor.send({ type: 'section.move', sectionId, to }),
      stepSection: (sectionId, direction) => {
        const program = shown();
        const to = program ? sectionStep(program, sectionId, direction) : null;
        if (to !== null) actor.send({ type: 'section.move', sectionId, to });
        return to;
      },
      deleteSection: (sectionId) => actor.send({ type: 'section.delete', sectionId }),
      createLesson: (sectionId, title) => actor.send({ type: 'lesson.create', sectionId, title }),
      renameLesson: (lessonId, title) => actor.send({ type: 'lesson.rename', lessonId, title }),
      moveLesson: (lessonId, sectionId, to) => actor.send({ type: 'lesson.move', lessonId, sectionId, to }),
      stepLesson: (lessonId, direction) => {
        const program = shown();
        const step = program ? lessonStep(program, lessonId, direction) : null;
        if (step) actor.send({ type: 'lesson.move', lessonId, ...step });
        return step;
      },
      deleteLesson: (lessonId) => actor.send({ type: 'lesson.delete', lessonId }),
      retry: () => actor.send({ type: 'save.retry' }),
      discard: () => actor.send({ type: 'save.discard' }),
      dismissNotice: () => actor.send({ type: 'notice.dismiss' }),
    };
  }, [actor]);
  return { view, commands };
}
