import type { CourseProgram, ProgramLesson } from '../api/lessons.ts';
import type { ProgramEdit, ProgramMove, WrittenLesson } from './course-program.types.ts';
import { moveLesson, moveSection } from './program-arrangement.ts';

/** Whether an edit is a move (coalesced with its neighbours into one PUT of the arrangement). */
export function isProgramMove(edit: ProgramEdit): edit is ProgramMove {
  return edit.type === 'section.move' || edit.type === 'lesson.move';
}

const renamedLessons = (lessons: readonly ProgramLesson[], id: number, changes: Partial<ProgramLesson>) =>
  lessons.map((lesson) => (lesson.id === id ? { ...lesson, ...changes } : lesson));

/** The program with one lesson's fields changed (its title, its version), wherever it stands. */
export function withLessonChanged(
  program: CourseProgram,
  lessonId: number,
  changes: Partial<ProgramLesson>,
): CourseProgram {
  return {
    ...program,
    sections: program.sections.map((section) => ({
      ...section,
      lessons: renamedLessons(section.lessons, lessonId, changes),
    })),
    lessons_without_section: renamedLessons(program.lessons_without_section, lessonId, changes),
  };
}

/**
 * The program as the edit shows it on screen: moves and renames at once; creations and deletions unchanged
 * (they show when the server answers). An edit naming what the program lacks changes nothing.
 */
export function applyProgramEdit(program: CourseProgram, edit: ProgramEdit): CourseProgram {
  switch (edit.type) {
    case 'section.move':
      return moveSection(program, edit.sectionId, edit.to);
    case 'lesson.move':
      return moveLesson(program, edit.lessonId, edit.sectionId, edit.to);
    case 'section.rename':
      return {
        ...program,
        sections: program.sections.map((section) =>
          section.id === edit.sectionId ? { ...section, title: edit.title } : section,
        ),
      };
    case 'lesson.rename':
      return withLessonChanged(program, edit.lessonId, { title: edit.title });
    default:
      return program;
  }
}

/** The program with edits applied in order. */
export function replayProgramEdits(program: CourseProgram, edits: readonly ProgramEdit[]): CourseProgram {
  return edits.reduce(applyProgramEdit, program);
}

/** The program with a lesson the server has just created, at the end of its section (where the server puts it). */
export function withCreatedLesson(program: CourseProgram, lesson: WrittenLesson): CourseProgram {
  const listed: ProgramLesson = {
    id: lesson.id,
    title: lesson.title,
    slug: lesson.slug,
    status_id: lesson.status_id,
    type_id: lesson.type_id,
    image: lesson.image,
    is_public: lesson.is_public,
    course_nodeble_id: lesson.course_nodeble_id,
    version: lesson.version,
    order: 0,
  };
  const section = program.sections.find((candidate) => candidate.id === lesson.course_nodeble_id);
  if (!section) {
    const outside = program.lessons_without_section;
    return { ...program, lessons_without_section: [...outside, { ...listed, order: outside.length + 1 }] };
  }
  return {
    ...program,
    sections: program.sections.map((candidate) =>
      candidate === section
        ? { ...section, lessons: [...section.lessons, { ...listed, order: section.lessons.length + 1 }] }
        : candidate,
    ),
  };
}
