import type {
  EditorInfoUnit,
  EditorLesson,
  EditorSection,
  LessonEdit,
  LessonEditKind,
  UnsavedEdit,
} from './lesson-editor.types.ts';

/** Fields an edit never writes: the lesson's identity and version, and its sections (changed by section edits). */
const FIXED_LESSON_FIELDS = new Set(['id', 'version', 'sections']);
/** Fields a unit change never writes: identity, place and type. */
const FIXED_UNIT_FIELDS = new Set(['id', 'order', 'type_id']);

const without = (record: Readonly<Record<string, unknown>>, fixed: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !fixed.has(key)));

const changesAnything = (target: Readonly<Record<string, unknown>>, changes: Record<string, unknown>) =>
  Object.entries(changes).some(([key, value]) => !Object.is(target[key], value));

const isIndexOf = (index: number, list: readonly unknown[]) =>
  Number.isInteger(index) && index >= 0 && index < list.length;

const renumbered = <T extends { order: number }>(items: readonly T[]): T[] =>
  items.map((item, index) => (item.order === index + 1 ? item : { ...item, order: index + 1 }));

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function withSections(lesson: EditorLesson, sections: EditorSection[]): EditorLesson {
  return { ...lesson, sections: renumbered(sections) };
}

function withUnits(
  lesson: EditorLesson,
  sectionIndex: number,
  change: (units: EditorInfoUnit[]) => EditorInfoUnit[] | null,
): EditorLesson {
  const section = lesson.sections[sectionIndex];
  const units = section ? change(section.info_units) : null;
  if (!section || !units) return lesson;
  const sections = lesson.sections.map((candidate, index) =>
    index === sectionIndex ? { ...section, info_units: renumbered(units) } : candidate,
  );
  return { ...lesson, sections };
}

/**
 * "Keep mine": the person's draft laid over the server's lesson, on its id and version. A section or block
 * the server no longer has (another author deleted it) loses its id, so the save creates it again rather
 * than naming something that is gone.
 */
function draftOver(server: EditorLesson, draft: EditorLesson): EditorLesson {
  const sectionIds = new Set(server.sections.map((section) => section.id));
  const unitIds = new Set(server.sections.flatMap((section) => section.info_units.map((unit) => unit.id)));
  return {
    ...draft,
    id: server.id,
    version: server.version,
    sections: draft.sections.map((section) => ({
      ...section,
      id: sectionIds.has(section.id) ? section.id : null,
      info_units: section.info_units.map((unit) => (unitIds.has(unit.id) ? unit : { ...unit, id: null })),
    })),
  };
}

/**
 * The lesson with one edit applied. Total: an edit that names a section or unit the lesson lacks, or a
 * move to the same place, leaves the lesson as it was (the same object), so callers can tell a no-op.
 */
export function applyLessonEdit(lesson: EditorLesson, edit: LessonEdit): EditorLesson {
  const { sections } = lesson;
  switch (edit.type) {
    case 'settings': {
      const changes = without(edit.changes, FIXED_LESSON_FIELDS);
      return changesAnything(lesson, changes) ? { ...lesson, ...changes } : lesson;
    }
    case 'section.add':
      return withSections(lesson, [
        ...sections,
        { id: null, name: edit.name, order: sections.length + 1, info_units: [] },
      ]);
    case 'section.rename': {
      const section = sections[edit.sectionIndex];
      if (!section || section.name === edit.name) return lesson;
      return withSections(
        lesson,
        sections.map((candidate, index) =>
          index === edit.sectionIndex ? { ...section, name: edit.name } : candidate,
        ),
      );
    }
    case 'section.move':
      if (!isIndexOf(edit.from, sections) || !isIndexOf(edit.to, sections) || edit.from === edit.to)
        return lesson;
      return withSections(lesson, moved(sections, edit.from, edit.to));
    case 'section.delete':
      if (!isIndexOf(edit.sectionIndex, sections)) return lesson;
      return withSections(
        lesson,
        sections.filter((_, index) => index !== edit.sectionIndex),
      );
    case 'unit.add':
      return withUnits(lesson, edit.sectionIndex, (units) => [
        ...units,
        {
          ...without(edit.fields, FIXED_UNIT_FIELDS),
          id: null,
          type_id: edit.typeId,
          order: units.length + 1,
        },
      ]);
    case 'unit.change':
      return withUnits(lesson, edit.sectionIndex, (units) => {
        const unit = units[edit.unitIndex];
        if (!unit) return null;
        const changes = without(edit.changes, FIXED_UNIT_FIELDS);
        if (!changesAnything(unit, changes)) return null;
        return units.map((candidate, index) =>
          index === edit.unitIndex ? { ...unit, ...changes } : candidate,
        );
      });
    case 'unit.move':
      return withUnits(lesson, edit.sectionIndex, (units) =>
        isIndexOf(edit.from, units) && isIndexOf(edit.to, units) && edit.from !== edit.to
          ? moved(units, edit.from, edit.to)
          : null,
      );
    case 'unit.delete':
      return withUnits(lesson, edit.sectionIndex, (units) =>
        isIndexOf(edit.unitIndex, units) ? units.filter((_, index) => index !== edit.unitIndex) : null,
      );
    case 'draft.keep':
      return draftOver(lesson, edit.draft);
  }
}

/** The lesson with the unsaved edits applied in order: what the person sees on top of what the server has. */
export function replayEdits(lesson: EditorLesson, edits: readonly UnsavedEdit[]): EditorLesson {
  return edits.reduce((current, { edit }) => applyLessonEdit(current, edit), lesson);
}

/** What part of the lesson an edit touches: settings, the section tabs, or the blocks. */
export function lessonEditKind(edit: LessonEdit): LessonEditKind {
  if (edit.type === 'settings') return 'settings';
  if (edit.type.startsWith('section.')) return 'section';
  return 'content';
}
