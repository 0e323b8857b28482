import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CourseProgram } from '../../../core/api/lessons.ts';
import {
  applyProgramEdit,
  arrangementOf,
  lessonPlace,
  lessonStep,
  moveLesson,
  moveSection,
  programLessons,
  sectionStep,
} from '../../../core/course-program/index.ts';
import { moveRequestArbitrary, programArbitrary, resolveMove } from './course-program.arbitraries.ts';

const lessonIds = (program: CourseProgram) => programLessons(program).map((lesson) => lesson.id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The program's places are as the server numbers them: sections and lessons 1..n, each lesson naming its section. */
function expectNumbered(program: CourseProgram) {
  program.sections.forEach((section, index) => {
    expect(section.order).toBe(index + 1);
    section.lessons.forEach((lesson, place) => {
      expect(lesson.order).toBe(place + 1);
      expect(lesson.course_nodeble_id).toBe(section.id);
    });
  });
  for (const lesson of program.lessons_without_section) expect(lesson.course_nodeble_id).toBeNull();
}

describe('moving lessons and sections', () => {
  it('keeps every lesson exactly once and every section once, after any sequence of moves', () => {
    fc.assert(
      fc.property(
        programArbitrary,
        fc.array(moveRequestArbitrary, { maxLength: 25 }),
        (program, requests) => {
          let moved = program;
          for (const request of requests) moved = applyProgramEdit(moved, resolveMove(moved, request));
          expect(sorted(lessonIds(moved))).toEqual(sorted(lessonIds(program)));
          expect(new Set(lessonIds(moved)).size).toBe(lessonIds(moved).length);
          expect(sorted(moved.sections.map((s) => s.id))).toEqual(sorted(program.sections.map((s) => s.id)));
          expectNumbered(moved);
          // Nothing moves out of the sections: lessons outside can only leave that group.
          for (const lesson of moved.lessons_without_section)
            expect(program.lessons_without_section.map((l) => l.id)).toContain(lesson.id);
        },
      ),
    );
  });

  it('puts the lesson at the place asked (clamped) in the section asked; the others keep their order', () => {
    fc.assert(
      fc.property(programArbitrary, moveRequestArbitrary, (program, request) => {
        const move = resolveMove(program, {
          ...request,
          type: 'lesson.move',
          lesson: 'lesson' in request ? request.lesson : 0,
        });
        if (move.type !== 'lesson.move') return;
        const moved = moveLesson(program, move.lessonId, move.sectionId, move.to);
        const target = program.sections.find((section) => section.id === move.sectionId);
        if (!target || !lessonPlace(program, move.lessonId)) {
          expect(moved).toBe(program);
          return;
        }
        const others = target.lessons
          .filter((lesson) => lesson.id !== move.lessonId)
          .map((lesson) => lesson.id);
        const place = Math.max(0, Math.min(move.to, others.length));
        expect(lessonPlace(moved, move.lessonId)).toEqual({ sectionId: move.sectionId, index: place });
        const after = moved.sections.find((section) => section.id === move.sectionId)!;
        expect(after.lessons.map((lesson) => lesson.id).filter((id) => id !== move.lessonId)).toEqual(others);
      }),
    );
  });

  it('moves a section to the place asked (clamped), the others keeping their order and their lessons', () => {
    fc.assert(
      fc.property(programArbitrary, fc.nat(6), fc.integer({ min: -2, max: 8 }), (program, which, to) => {
        const section = program.sections[which];
        if (!section) return;
        const moved = moveSection(program, section.id, to);
        const place = Math.max(0, Math.min(to, program.sections.length - 1));
        expect(moved.sections[place]!.id).toBe(section.id);
        expect(moved.sections.filter((s) => s.id !== section.id).map((s) => s.id)).toEqual(
          program.sections.filter((s) => s.id !== section.id).map((s) => s.id),
        );
        for (const after of moved.sections)
          expect(after.lessons.map((l) => l.id)).toEqual(
            program.sections.find((s) => s.id === after.id)!.lessons.map((l) => l.id),
          );
      }),
    );
  });
});

describe('the body of PUT /courses/{course}/program', () => {
  it('lists every section once, in order, and every lesson standing in a section once, in order', () => {
    fc.assert(
      fc.property(
        programArbitrary,
        fc.array(moveRequestArbitrary, { maxLength: 15 }),
        (program, requests) => {
          const moved = requests.reduce(
            (current, request) => applyProgramEdit(current, resolveMove(current, request)),
            program,
          );
          const body = arrangementOf(moved);
          expect(body.sections.map((s) => s.id)).toEqual(moved.sections.map((s) => s.id));
          expect(new Set(body.sections.map((s) => s.id)).size).toBe(program.sections.length);
          const listed = body.sections.flatMap((section) => section.lesson_ids);
          expect(new Set(listed).size).toBe(listed.length);
          expect(listed).toEqual(
            moved.sections.flatMap((section) => section.lessons.map((lesson) => lesson.id)),
          );
          // Every lesson that stood in a section at the start is still listed: the server's rule holds.
          for (const section of program.sections)
            for (const lesson of section.lessons) expect(listed).toContain(lesson.id);
        },
      ),
    );
  });
});

describe('a step by keyboard or by the up and down buttons', () => {
  it('is undone by the opposite step, for any lesson in a section', () => {
    fc.assert(
      fc.property(
        programArbitrary,
        fc.nat(30),
        fc.constantFrom(-1 as const, 1 as const),
        (program, which, direction) => {
          const lesson = program.sections.flatMap((section) => section.lessons)[which];
          if (!lesson) return;
          const step = lessonStep(program, lesson.id, direction);
          if (!step) return;
          const moved = moveLesson(program, lesson.id, step.sectionId, step.to);
          expect(moved).not.toBe(program);
          const back = lessonStep(moved, lesson.id, direction === 1 ? -1 : 1)!;
          expect(arrangementOf(moveLesson(moved, lesson.id, back.sectionId, back.to))).toEqual(
            arrangementOf(program),
          );
        },
      ),
    );
  });

  it('walks a lesson through every place of every later section, down to the last place of the last one', () => {
    fc.assert(
      fc.property(programArbitrary, fc.nat(30), (program, which) => {
        const lesson = program.sections.flatMap((section) => section.lessons)[which];
        if (!lesson) return;
        let current = program;
        let steps = 0;
        for (let step = lessonStep(current, lesson.id, 1); step; step = lessonStep(current, lesson.id, 1)) {
          current = moveLesson(current, lesson.id, step.sectionId, step.to);
          steps++;
        }
        const start = lessonPlace(program, lesson.id)!;
        const at = program.sections.findIndex((section) => section.id === start.sectionId);
        const later = program.sections.slice(at + 1);
        const expected =
          program.sections[at]!.lessons.length -
          1 -
          start.index +
          later.reduce((sum, section) => sum + section.lessons.length + 1, 0);
        expect(steps).toBe(expected);
        const last = current.sections.at(-1)!;
        expect(last.lessons.at(-1)!.id).toBe(lesson.id);
      }),
    );
  });

  it('takes a lesson outside the sections up into the end of the last section, and no further down', () => {
    fc.assert(
      fc.property(programArbitrary, (program) => {
        const [loose] = program.lessons_without_section;
        if (!loose) return;
        expect(lessonStep(program, loose.id, 1)).toBeNull();
        const last = program.sections.at(-1);
        expect(lessonStep(program, loose.id, -1)).toEqual(
          last ? { sectionId: last.id, to: last.lessons.length } : null,
        );
      }),
    );
  });

  it('moves a section one place, never past the program’s edges', () => {
    fc.assert(
      fc.property(
        programArbitrary,
        fc.nat(6),
        fc.constantFrom(-1 as const, 1 as const),
        (program, which, direction) => {
          const section = program.sections[which];
          if (!section) return;
          const to = sectionStep(program, section.id, direction);
          const expected = which + direction;
          expect(to).toBe(expected < 0 || expected >= program.sections.length ? null : expected);
        },
      ),
    );
  });
});
