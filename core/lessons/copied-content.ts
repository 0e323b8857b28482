import type { LessonSection, LessonSectionInput } from '../api/lessons.ts';
import { sectionDraftOf } from './lesson-drafts.ts';

/**
 * Another lesson's content as this lesson's new content (spec 1 §4): every section and block loses
 * its id and is marked copied, so a save creates them anew. A practice block loses its quiz too: a
 * quiz belongs to its own lesson.
 */
export function copiedContent(lesson: {
  sections: readonly (LessonSection | LessonSectionInput)[];
}): LessonSectionInput[] {
  return lesson.sections.map((section) => {
    const draft = sectionDraftOf(section);
    return {
      ...draft,
      id: null,
      copied: true,
      info_units: draft.info_units.map((unit) => ({
        ...unit,
        id: null,
        copied: true,
        quiz_id: null,
        content: unit.content === null ? null : structuredClone(unit.content),
      })),
    };
  });
}
