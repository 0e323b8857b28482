import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../../core/api/api-error.ts';
import type { LessonWriteResult } from '../../../core/api/lesson-editor-calls.ts';
import type { ExpertLesson, LessonSaveRequest } from '../../../core/api/lessons.ts';
import {
  type CourseProgramCalls,
  courseProgramMachineWith,
  courseProgramPath,
  selectCourseProgramView,
} from '../../../core/course-program/index.ts';
import { programFixture } from './course-program.fakes.ts';

// The program machine with its actors calling the client: each actor reaches the call it names with the body
// the contract wants; a lesson rename sends only its version and title, and a 409 becomes the notice.

function expertLesson(patch: Partial<ExpertLesson>): ExpertLesson {
  return {
    id: 5,
    course_id: 3,
    course_nodeble_id: 13,
    title: 'Songs',
    slug: 'songs',
    status_id: 1,
    type_id: 1,
    image: null,
    is_public: false,
    is_skip_checkpoint: false,
    is_open: true,
    is_preview_added: false,
    lesson_previews: [],
    video_previews: [],
    preview: null,
    accessible_after_days: 0,
    accessible_start_hour: '00:00',
    accessible_timezone: 'UTC',
    accessible_timezone_id: null,
    accessible_after_ids: [],
    quiz_ids: [],
    sections: [],
    course: {
      id: 3,
      title: 'C',
      slug: 'c',
      type: 'course',
      custom_styles: { font_styles: { family: 'Inter', size: '16px', height: 1.3 } },
    },
    version: 1,
    ...patch,
  };
}

/** The client's program calls as a server would answer them, each call written down. */
function recordingCalls(saveAnswer: (body: LessonSaveRequest) => LessonWriteResult | Promise<never>) {
  const made: [string, ...unknown[]][] = [];
  const program = programFixture();
  const recording =
    <T>(name: string, answer: (args: unknown[]) => T | Promise<T>) =>
    async (...args: unknown[]) => {
      made.push([name, ...args]);
      return answer(args);
    };
  const calls = {
    program: recording('program', () => program),
    arrangeProgram: recording('arrangeProgram', () => program),
    addProgramSection: recording('addProgramSection', () => program),
    renameProgramSection: recording('renameProgramSection', () => program),
    deleteProgramSection: recording('deleteProgramSection', () => program),
    createLesson: recording('createLesson', () => expertLesson({ id: 77 })),
    saveLesson: recording('saveLesson', (args) => saveAnswer(args[2] as LessonSaveRequest)),
    deleteLesson: recording('deleteLesson', () => program),
  } as CourseProgramCalls;
  return { calls, made };
}

async function started(calls: CourseProgramCalls) {
  const actor = createActor(courseProgramMachineWith(calls), { input: { courseId: 3 } });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return actor;
}
const settled = (actor: Awaited<ReturnType<typeof started>>) =>
  waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) || snapshot.matches({ ready: 'failed' }));

describe('courseProgramMachineWith', () => {
  it('reads the program and makes each write through the call it names', async () => {
    const { calls, made } = recordingCalls((body) => ({
      kind: 'saved',
      lesson: expertLesson({ id: 101, title: String(body.title), version: 2 }),
    }));
    const actor = await started(calls);
    actor.send({ type: 'lesson.move', lessonId: 101, sectionId: 13, to: 0 });
    await settled(actor);
    actor.send({ type: 'section.create', title: 'Listening' });
    await settled(actor);
    actor.send({ type: 'section.rename', sectionId: 12, title: 'About you' });
    await settled(actor);
    actor.send({ type: 'lesson.create', sectionId: 13, title: 'Songs' });
    await settled(actor);
    actor.send({ type: 'lesson.rename', lessonId: 102, title: 'Hello' });
    await settled(actor);
    actor.send({ type: 'lesson.delete', lessonId: 104 });
    await settled(actor);
    actor.send({ type: 'section.delete', sectionId: 11 });
    await settled(actor);
    expect(made).toEqual([
      ['program', 3],
      [
        'arrangeProgram',
        3,
        {
          sections: [
            { id: 11, lesson_ids: [102] },
            { id: 12, lesson_ids: [103, 104] },
            { id: 13, lesson_ids: [101] },
          ],
        },
      ],
      ['addProgramSection', 3, { title: 'Listening' }],
      ['renameProgramSection', 12, { title: 'About you' }],
      ['createLesson', 3, { title: 'Songs', course_nodeble_id: 13 }],
      // Only the version and the title: the lesson's content is left as it is.
      ['saveLesson', 3, 102, { version: 1, title: 'Hello' }],
      ['deleteLesson', 3, 104],
      ['deleteProgramSection', 11],
    ]);
  });

  it('takes a 409 answer (and a bare 409 error) as a rename that met a newer lesson: the program is read again', async () => {
    const conflict = recordingCalls(() => ({
      kind: 'conflict',
      lesson: expertLesson({ id: 102 }),
      message: 'Someone saved this lesson after you opened it.',
    }));
    const actor = await started(conflict.calls);
    actor.send({ type: 'lesson.rename', lessonId: 102, title: 'Hello' });
    await settled(actor);
    expect(conflict.made.map(([name]) => name)).toEqual(['program', 'saveLesson', 'program']);
    expect(selectCourseProgramView(actor.getSnapshot()).notice).toMatchObject({
      lessonId: 102,
      title: 'Hello',
    });

    const bare = recordingCalls(() => Promise.reject(new ApiError(409, 'Conflict')));
    const other = await started(bare.calls);
    other.send({ type: 'lesson.rename', lessonId: 102, title: 'Hello' });
    await settled(other);
    expect(bare.made.map(([name]) => name)).toEqual(['program', 'saveLesson', 'program']);
  });

  it('names the program page’s address', () => {
    expect(courseProgramPath(42)).toBe('/expert/course/detail/42/program');
  });
});
