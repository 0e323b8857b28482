import { INFO_UNIT_TYPE_IDS } from '../lessons/index.ts';
import { activeAfterDelete, activeAfterMove, activeSectionFor } from './active-section.ts';
import { applyLessonEdit, replayEdits } from './apply-lesson-edit.ts';
import { VERSION_CONFLICT_STATUS } from './lesson-editor.constants.ts';
import type {
  EditorLesson,
  LessonEdit,
  LessonEditorContext,
  LessonEditorEvent,
  LessonEditorInput,
  LessonEditorOperation,
  UnsavedEdit,
} from './lesson-editor.types.ts';

type Update = Partial<LessonEditorContext>;

const UNIT_TYPE_IDS: readonly number[] = INFO_UNIT_TYPE_IDS;
const isKnownUnitType = (typeId: number) => UNIT_TYPE_IDS.includes(typeId);

/** The editor before the lesson arrives. */
export function createLessonEditorContext(input: LessonEditorInput): LessonEditorContext {
  return {
    courseId: input.courseId,
    lessonId: input.lessonId,
    requestedSection: input.section ?? null,
    saved: null,
    lesson: null,
    unsaved: [],
    sendingCount: 0,
    activeSection: -1,
    error: null,
    requestError: null,
    conflict: null,
    copyFrom: null,
    program: null,
    courseSearch: '',
    courses: [],
    newLessonTitle: '',
    isProduction: input.isProduction ?? false,
    autoTimezone: input.autoTimezone ?? false,
  };
}

function lessonEditOf(context: LessonEditorContext, event: LessonEditorEvent): LessonEdit | null {
  const sectionIndex = context.activeSection;
  switch (event.type) {
    case 'settings.change':
      return { type: 'settings', changes: event.changes };
    case 'section.add':
      return { type: 'section.add', name: event.name };
    case 'section.rename':
      return { type: 'section.rename', sectionIndex: event.index, name: event.name };
    case 'section.move':
      return { type: 'section.move', from: event.from, to: event.to };
    case 'section.delete':
      return { type: 'section.delete', sectionIndex: event.index };
    case 'unit.add':
      return { type: 'unit.add', sectionIndex, typeId: event.typeId, fields: event.fields ?? {} };
    case 'unit.change':
      return { type: 'unit.change', sectionIndex, unitIndex: event.index, changes: event.changes };
    case 'unit.move':
      return { type: 'unit.move', sectionIndex, from: event.from, to: event.to };
    case 'unit.delete':
      return { type: 'unit.delete', sectionIndex, unitIndex: event.index };
    default:
      return null;
  }
}

/**
 * The edit a person's event asks for, or null when it changes nothing of the lesson on screen (no lesson
 * yet, a section or block it does not have, the same value again). Unit events act on the active section.
 */
export function editOf(context: LessonEditorContext, event: LessonEditorEvent): UnsavedEdit | null {
  const edit = lessonEditOf(context, event);
  if (!edit || !context.lesson) return null;
  if (edit.type === 'unit.add' && !isKnownUnitType(edit.typeId)) return null;
  if (applyLessonEdit(context.lesson, edit) === context.lesson) return null;
  const typed = 'typed' in event && event.typed === true;
  return { edit, typed };
}

function activeAfterEdit(
  active: number,
  before: EditorLesson,
  after: EditorLesson,
  edit: LessonEdit,
): number {
  const count = after.sections.length;
  switch (edit.type) {
    case 'section.add':
      return count - 1;
    case 'section.delete':
      return activeAfterDelete(active, edit.sectionIndex, count);
    case 'section.move':
      return activeAfterMove(active, edit.from, edit.to);
    default:
      return before.sections.length === count ? active : activeSectionFor(active, count);
  }
}

/** The edit applied on screen and queued for the server; the active section follows spec 1 §4. */
export function withEdit(context: LessonEditorContext, unsaved: UnsavedEdit): Update {
  if (!context.lesson) return {};
  const lesson = applyLessonEdit(context.lesson, unsaved.edit);
  return {
    lesson,
    unsaved: [...context.unsaved, unsaved],
    activeSection: activeAfterEdit(context.activeSection, context.lesson, lesson, unsaved.edit),
  };
}

/** The lesson as the server sent it, nothing unsaved; the active section as the route asked. */
export function withLoaded(context: LessonEditorContext, lesson: EditorLesson): Update {
  return {
    saved: lesson,
    lesson,
    unsaved: [],
    sendingCount: 0,
    error: null,
    activeSection: activeSectionFor(context.requestedSection, lesson.sections.length),
  };
}

/** A save goes out carrying every edit made so far; later edits wait for the next one. */
export function withSaveStarted(context: LessonEditorContext): Update {
  return { sendingCount: context.unsaved.length };
}

/** The draft that goes out: the saved lesson with every unsaved edit applied, based on the saved version. */
export function draftOf(context: LessonEditorContext): EditorLesson | null {
  return context.saved ? replayEdits(context.saved, context.unsaved) : null;
}

/**
 * The server confirmed a save: its answer is the new saved lesson (new ids, new version), and the edits
 * made while it was on its way are laid again on top of it.
 */
export function withSaved(context: LessonEditorContext, stored: EditorLesson): Update {
  const unsaved = context.unsaved.slice(context.sendingCount);
  const sent = context.saved
    ? replayEdits(context.saved, context.unsaved.slice(0, context.sendingCount))
    : null;
  const answer = sent ? withClientKeysOf(sent, stored) : stored;
  const lesson = replayEdits(answer, unsaved);
  return {
    saved: answer,
    lesson,
    unsaved,
    sendingCount: 0,
    error: null,
    activeSection: activeSectionFor(context.activeSection, lesson.sections.length),
  };
}

/**
 * The server answers a save with its sections and blocks in the order sent, so a block's screen key
 * (`client_key`) passes from the draft sent to the block at the same place of the answer.
 */
export function withClientKeysOf(sent: EditorLesson, answer: EditorLesson): EditorLesson {
  if (!sent.sections.some((section) => section.info_units.some((unit) => unit.client_key))) return answer;
  return {
    ...answer,
    sections: answer.sections.map((section, sectionIndex) => {
      const sentUnits = sent.sections[sectionIndex]?.info_units ?? [];
      return {
        ...section,
        info_units: section.info_units.map((unit, unitIndex) => {
          const key = sentUnits[unitIndex]?.client_key;
          return key && unit.client_key === undefined ? { ...unit, client_key: key } : unit;
        }),
      };
    }),
  };
}

/**
 * A save failed (spec 1 §4): the screen goes back to the last saved lesson and the error is stored; the
 * unsaved edits stay, as the draft a Retry sends again.
 */
export function withSaveFailed(context: LessonEditorContext): Update {
  const lesson = context.saved;
  return {
    lesson,
    sendingCount: 0,
    conflict: null,
    activeSection: activeSectionFor(context.activeSection, lesson?.sections.length ?? 0),
  };
}

/** Retry: the kept draft comes back on screen and goes out again. */
export function withDraftRestored(context: LessonEditorContext): Update {
  const lesson = draftOf(context);
  return {
    lesson,
    error: null,
    activeSection: activeSectionFor(context.activeSection, lesson?.sections.length ?? 0),
  };
}

/** Discard after a failure: the unsaved edits are let go; the saved lesson stays. */
export function withDraftDiscarded(context: LessonEditorContext): Update {
  return { unsaved: [], lesson: context.saved, error: null };
}

/** A 409 whose answer did not carry the server's lesson: nothing is rolled back; it is fetched next. */
export function withConflict(context: LessonEditorContext): Update {
  const draft = context.lesson;
  return { sendingCount: 0, conflict: draft ? { server: null, draft } : null };
}

/** The server's sentence for a refused write, as a stored error. */
function conflictError(operation: LessonEditorOperation, message: string) {
  return { operation, message, status: VERSION_CONFLICT_STATUS, fields: {} };
}

/**
 * A 409 answered with the server's lesson: nothing is rolled back; the person's draft stays on screen
 * beside the server's version until they choose.
 */
export function withConflictAnswered(
  context: LessonEditorContext,
  server: EditorLesson,
  message: string,
): Update {
  const draft = context.lesson;
  return {
    sendingCount: 0,
    conflict: draft ? { server, draft } : null,
    error: conflictError('save', message),
  };
}

/** The server's version arrived for the conflict. */
export function withServerVersion(context: LessonEditorContext, server: EditorLesson): Update {
  return context.conflict ? { conflict: { ...context.conflict, server } } : {};
}

/** Reload: the server's version becomes the lesson; the person chose to let their draft go. */
export function withServerVersionTaken(context: LessonEditorContext): Update {
  const server = context.conflict?.server;
  if (!server) return {};
  return {
    saved: server,
    lesson: server,
    unsaved: [],
    conflict: null,
    error: null,
    activeSection: activeSectionFor(context.activeSection, server.sections.length),
  };
}

/** Keep mine: the draft is laid over the server's version (its version, so the save overwrites it). */
export function withDraftKept(context: LessonEditorContext): Update {
  const { conflict } = context;
  if (!conflict?.server) return {};
  const unsaved: UnsavedEdit[] = [{ edit: { type: 'draft.keep', draft: conflict.draft }, typed: false }];
  const lesson = replayEdits(conflict.server, unsaved);
  return {
    saved: conflict.server,
    lesson,
    unsaved,
    conflict: null,
    error: null,
    activeSection: activeSectionFor(context.activeSection, lesson.sections.length),
  };
}

/**
 * The server copied another lesson's content in (spec 1 §4: ids dropped, marked copied) and answered the
 * lesson as it now is: it is the saved lesson, opened at its first section. A copy is only asked for with
 * nothing unsaved, so nothing of the person's is replaced but the content they chose to replace.
 */
export function withCopied(context: LessonEditorContext, lesson: EditorLesson): Update {
  return { ...withLoaded({ ...context, requestedSection: 0 }, lesson), copyFrom: null };
}

/** The copy met a newer version (another tab): that version is shown and the copy can be asked again. */
export function withCopyConflict(
  context: LessonEditorContext,
  server: EditorLesson,
  message: string,
): Update {
  return {
    ...withLoaded({ ...context, requestedSection: context.activeSection }, server),
    copyFrom: null,
    error: conflictError('copy', message),
  };
}

/** Whether an unsaved edit not yet on its way was made by a click rather than typing: it goes at once. */
export function hasUrgentEdit(context: LessonEditorContext): boolean {
  return context.unsaved.slice(context.sendingCount).some((unsaved) => !unsaved.typed);
}
