import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { LessonWriteResult } from '../../../core/api/lesson-editor-calls.ts';
import type { CourseProgram, ExpertLesson } from '../../../core/api/lessons.ts';
import {
  type LessonEditorMachineCalls,
  lessonConstructorPath,
  lessonEditorMachineWith,
} from '../../../core/lesson-editor/index.ts';

// The lesson editor with its actors calling the client: each actor reaches the call it names, the
// whole save goes as the lesson's draft from its version, and a 409 answer becomes the conflict.

function expertLesson(patch: Partial<ExpertLesson> = {}): ExpertLesson {
  return {
    id: 5,
    course_id: 2,
    course_nodeble_id: 3,
    title: 'Letters',
    slug: 'letters',
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
      id: 2,
      title: 'C',
      slug: 'c',
      type: 'course',
      custom_styles: { font_styles: { family: 'Inter', size: '16px', height: 1.3 } },
    },
    version: 3,
    ...patch,
  };
}

const PROGRAM: CourseProgram = {
  course: { id: 2, title: 'C', slug: 'c', type: 'course' },
  sections: [],
  lessons_without_section: [],
} as unknown as CourseProgram;

function fakeCalls(save: (body: { version: number }) => LessonWriteResult) {
  const calls = {
    lesson: vi.fn(async () => expertLesson()),
    saveLesson: vi.fn(async (_course: number, _lesson: number, body: { version: number }) => save(body)),
    copyLesson: vi.fn(async (): Promise<LessonWriteResult> => ({ kind: 'saved', lesson: expertLesson() })),
    program: vi.fn(async () => PROGRAM),
    courses: vi.fn(async () => []),
    createLesson: vi.fn(async () => expertLesson({ id: 9 })),
  };
  return calls;
}

function start(calls: ReturnType<typeof fakeCalls>) {
  const actor = createActor(lessonEditorMachineWith(calls as unknown as LessonEditorMachineCalls), {
    input: { courseId: 2, lessonId: 5 },
  });
  actor.start();
  return actor;
}

describe('lessonEditorMachineWith', () => {
  it('loads the lesson through the client and saves a new section as the draft of the version it read', async () => {
    const calls = fakeCalls((body) => ({
      kind: 'saved',
      lesson: expertLesson({ version: body.version + 1 }),
    }));
    const actor = start(calls);
    await waitFor(actor, (snapshot) => snapshot.context.lesson !== null);
    expect(calls.lesson).toHaveBeenCalledWith(2, 5);
    actor.send({ type: 'section.add', name: 'Section 1' });
    await waitFor(actor, () => calls.saveLesson.mock.calls.length > 0);
    const [course, lesson, body] = calls.saveLesson.mock.calls[0] ?? [];
    expect([course, lesson]).toEqual([2, 5]);
    expect(body).toMatchObject({ version: 3, sections: [{ id: null, name: 'Section 1' }] });
    actor.stop();
  });

  it('shows a 409 answer as the conflict with the server’s lesson', async () => {
    const calls = fakeCalls(() => ({
      kind: 'conflict',
      lesson: expertLesson({ version: 4, title: 'Theirs' }),
      message: 'changed',
    }));
    const actor = start(calls);
    await waitFor(actor, (snapshot) => snapshot.context.lesson !== null);
    actor.send({ type: 'section.add', name: 'Section 1' });
    await waitFor(actor, (snapshot) => snapshot.context.conflict != null, { timeout: 5000 });
    actor.stop();
  });

  it('searches courses to copy from among the lesson’s own kind: courses for a course, marathons for a marathon', async () => {
    for (const [type, typeId] of [
      ['course', 1],
      ['marathon', 2],
    ] as const) {
      const calls = fakeCalls(() => ({ kind: 'saved', lesson: expertLesson() }));
      calls.lesson.mockImplementation(async () =>
        expertLesson({ course: { ...expertLesson().course, type } }),
      );
      const actor = start(calls);
      await waitFor(actor, (snapshot) => snapshot.context.lesson !== null);
      actor.send({ type: 'courses.search', search: 'Greet' });
      await waitFor(actor, () => calls.courses.mock.calls.length > 0);
      expect(calls.courses).toHaveBeenCalledWith({ type_id: typeId, lessons_search: 'Greet' });
      actor.stop();
    }
  });

  it('names the constructor’s address, with the section query when given', () => {
    expect(lessonConstructorPath(2, 5)).toBe('/expert/course/2/lesson/5/constructor');
    expect(lessonConstructorPath(2, 5, 0)).toBe('/expert/course/2/lesson/5/constructor?section=0');
  });
});
