import type { PublicPage, PublicPageSave } from '../api/courses.ts';
import type { InfoUnit, InfoUnitInput } from '../api/lessons.ts';
import type { EditorLesson } from '../lesson-editor/lesson-editor.types.ts';
import { unitDraftOf } from '../lessons/lesson-drafts.ts';

// The lesson editing machine edits a public page as a one-section document: the page's fields (cover,
// description, course) ride as its settings and its blocks stand in one section with a fixed id, so the
// machine's saves, rollbacks and 409 choice work on the page unchanged (docs/public-page.md).

/** The id of the page's one section in the editor's document (never sent: the page has no section ids). */
export const PAGE_SECTION_ID = 0;

/** The public page as the lesson editing machine holds it. */
export function editorPageOf(page: PublicPage): EditorLesson {
  const { info_units, ...fields } = page;
  return {
    ...fields,
    sections: [{ id: PAGE_SECTION_ID, name: '', order: 1, info_units: [...info_units] }],
  };
}

/** The page's blocks in the editor's document, in order. */
export function pageUnitsOf(document: EditorLesson): EditorLesson['sections'][number]['info_units'] {
  return document.sections.flatMap((section) => section.info_units);
}

/** The body of `PUT /courses/{course}/public-page` that saves the editor's page as it is. */
export function pageDraftOf(document: EditorLesson): PublicPageSave {
  return {
    version: document.version,
    image: (document.image as string | null | undefined) ?? null,
    description: (document.description as string | null | undefined) ?? null,
    info_units: pageUnitsOf(document).map((unit) => unitDraftOf(unit as unknown as InfoUnit | InfoUnitInput)),
  };
}
