import type {
  CourseProgram,
  ProgramArrangementRequest,
  ProgramLesson,
  ProgramSection,
} from '../api/lessons.ts';

// The program's arrangement as pure functions: where a lesson stands, moving a lesson or a section, and the
// body of PUT /courses/{course}/program. A lesson is named by id and a section by id; places are 0-based.

/** Where a lesson stands: its program section (null: outside every section) and its 0-based place there. */
export interface LessonPlace {
  sectionId: number | null;
  index: number;
}

/** Where a lesson stands in the program, or null when the program has no such lesson. */
export function lessonPlace(program: CourseProgram, lessonId: number): LessonPlace | null {
  for (const section of program.sections) {
    const index = section.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (index >= 0) return { sectionId: section.id, index };
  }
  const index = program.lessons_without_section.findIndex((lesson) => lesson.id === lessonId);
  return index >= 0 ? { sectionId: null, index } : null;
}

/** Every lesson of the program: section by section, then those outside the sections. */
export function programLessons(program: CourseProgram): ProgramLesson[] {
  return [...program.sections.flatMap((section) => section.lessons), ...program.lessons_without_section];
}

const numbered = (lessons: readonly ProgramLesson[], sectionId: number | null): ProgramLesson[] =>
  lessons.map((lesson, index) =>
    lesson.order === index + 1 && lesson.course_nodeble_id === sectionId
      ? lesson
      : { ...lesson, order: index + 1, course_nodeble_id: sectionId },
  );

/** The program with its places numbered 1..n as the server numbers them (sections, and lessons in each). */
function renumbered(program: CourseProgram): CourseProgram {
  return {
    ...program,
    sections: program.sections.map((section, index) => ({
      ...section,
      order: index + 1,
      lessons: numbered(section.lessons, section.id),
    })),
    lessons_without_section: numbered(program.lessons_without_section, null),
  };
}

const clamp = (value: number, max: number) =>
  Math.max(0, Math.min(Number.isInteger(value) ? value : max, max));

/**
 * The program with a lesson moved to the program section `sectionId`, at place `to` among the lessons it then
 * holds (clamped to its ends). A lesson outside the sections can be moved into one; nothing is moved out of
 * the sections. The same program (unchanged, the same object) when the lesson or section is missing or the
 * lesson is already there.
 */
export function moveLesson(
  program: CourseProgram,
  lessonId: number,
  sectionId: number,
  to: number,
): CourseProgram {
  const from = lessonPlace(program, lessonId);
  const target = program.sections.find((section) => section.id === sectionId);
  if (!from || !target) return program;
  const lesson = programLessons(program).find((candidate) => candidate.id === lessonId)!;
  const without = (lessons: readonly ProgramLesson[]) =>
    lessons.filter((candidate) => candidate.id !== lessonId);
  const place = clamp(to, without(target.lessons).length);
  if (from.sectionId === sectionId && from.index === place) return program;
  const sections: ProgramSection[] = program.sections.map((section) => {
    if (section.id === sectionId) {
      const lessons = without(section.lessons);
      lessons.splice(place, 0, lesson);
      return { ...section, lessons };
    }
    return section.id === from.sectionId ? { ...section, lessons: without(section.lessons) } : section;
  });
  const outside =
    from.sectionId === null ? without(program.lessons_without_section) : program.lessons_without_section;
  return renumbered({ ...program, sections, lessons_without_section: outside });
}

/** The program with a section moved to place `to` (clamped); the same program when missing or already there. */
export function moveSection(program: CourseProgram, sectionId: number, to: number): CourseProgram {
  const from = program.sections.findIndex((section) => section.id === sectionId);
  if (from < 0) return program;
  const place = clamp(to, program.sections.length - 1);
  if (place === from) return program;
  const sections = [...program.sections];
  const [section] = sections.splice(from, 1);
  sections.splice(place, 0, section!);
  return renumbered({ ...program, sections });
}

/**
 * The body of PUT /courses/{course}/program that stores this arrangement: every program section once, in
 * order, each with the lessons it holds in order. Lessons outside the sections are left out (they stay out).
 */
export function arrangementOf(program: CourseProgram): ProgramArrangementRequest {
  return {
    sections: program.sections.map((section) => ({
      id: section.id,
      lesson_ids: section.lessons.map((lesson) => lesson.id),
    })),
  };
}

/** Whether two programs stand in the same arrangement (the same PUT would store both). */
export function sameArrangement(a: CourseProgram, b: CourseProgram): boolean {
  return JSON.stringify(arrangementOf(a)) === JSON.stringify(arrangementOf(b));
}

/** Where a lesson goes one step up (-1) or down (+1): a step within its section, or across its edge. */
export interface LessonStep {
  sectionId: number;
  to: number;
}

/**
 * One step of a lesson by keyboard or by the up and down buttons: one place up or down in its section; from
 * the first place up to the end of the section above, from the last place down to the start of the section
 * below. A lesson outside the sections goes up to the end of the last section. Null where it can go no further.
 */
export function lessonStep(program: CourseProgram, lessonId: number, direction: -1 | 1): LessonStep | null {
  const place = lessonPlace(program, lessonId);
  if (!place) return null;
  const { sections } = program;
  if (place.sectionId === null) {
    const last = sections.at(-1);
    return direction === -1 && last ? { sectionId: last.id, to: last.lessons.length } : null;
  }
  const at = sections.findIndex((section) => section.id === place.sectionId);
  const section = sections[at]!;
  const to = place.index + direction;
  if (to >= 0 && to < section.lessons.length) return { sectionId: section.id, to };
  const neighbour = sections[at + direction];
  if (!neighbour) return null;
  return { sectionId: neighbour.id, to: direction === -1 ? neighbour.lessons.length : 0 };
}

/** One step of a section up (-1) or down (+1): its new place, or null at the program's edge. */
export function sectionStep(program: CourseProgram, sectionId: number, direction: -1 | 1): number | null {
  const at = program.sections.findIndex((section) => section.id === sectionId);
  const to = at + direction;
  return at < 0 || to < 0 || to >= program.sections.length ? null : to;
}
