import fc from 'fast-check';
import type { CourseProgram } from '../../../core/api/lessons.ts';
import { programLesson } from './course-program.fakes.ts';

/**
 * A program of 0-5 sections holding 0-5 lessons each, and 0-3 lessons outside the sections, every id
 * distinct, places numbered 1..n as the server answers them.
 */
export const programArbitrary: fc.Arbitrary<CourseProgram> = fc
  .record({
    sizes: fc.array(fc.nat(5), { maxLength: 5 }),
    outside: fc.nat(3),
  })
  .map(({ sizes, outside }) => {
    let nextLesson = 100;
    return {
      course: { id: 1, title: 'Course', slug: 'course', type: 'course' as const },
      sections: sizes.map((size, index) => {
        const id = 10 + index;
        return {
          id,
          title: `Section ${index + 1}`,
          order: index + 1,
          lessons: Array.from({ length: size }, (_, place) =>
            programLesson(nextLesson++, `Lesson ${nextLesson}`, id, place + 1),
          ),
        };
      }),
      lessons_without_section: Array.from({ length: outside }, (_, place) =>
        programLesson(nextLesson++, `Loose ${nextLesson}`, null, place + 1),
      ),
    };
  });

/** A move a person (or a stale screen) might ask for: ids that exist and some that do not, any place. */
export type MoveRequest =
  | { type: 'lesson.move'; lesson: number; section: number; to: number }
  | { type: 'section.move'; section: number; to: number };

/** Moves named by small numbers; `resolveMove` turns them into ids of a program (or a missing id). */
export const moveRequestArbitrary: fc.Arbitrary<MoveRequest> = fc.oneof(
  fc.record({
    type: fc.constant('lesson.move' as const),
    lesson: fc.nat(30),
    section: fc.nat(6),
    to: fc.integer({ min: -2, max: 8 }),
  }),
  fc.record({
    type: fc.constant('section.move' as const),
    section: fc.nat(6),
    to: fc.integer({ min: -2, max: 7 }),
  }),
);

/** The ids a move request names in a program: the nth lesson and section, or an id the program lacks. */
export function resolveMove(program: CourseProgram, request: MoveRequest) {
  const lessons = [
    ...program.sections.flatMap((section) => section.lessons),
    ...program.lessons_without_section,
  ];
  const sectionId = program.sections[request.section]?.id ?? 9999;
  if (request.type === 'section.move') return { type: request.type, sectionId, to: request.to };
  return { type: request.type, lessonId: lessons[request.lesson]?.id ?? 8888, sectionId, to: request.to };
}
