import type { SnapshotFrom } from 'xstate';
import type { CourseProgram, CourseWithLessons } from '../api/lessons.ts';
import { lessonEditKind } from './apply-lesson-edit.ts';
import type { lessonEditorMachine } from './lesson-editor.machine.ts';
import type {
  EditorLesson,
  EditorSection,
  LessonEditKind,
  LessonEditorConflict,
  LessonEditorError,
} from './lesson-editor.types.ts';
import { draftOf } from './lesson-editor-context.ts';

/** A running lesson editor's snapshot. */
export type LessonEditorSnapshot = SnapshotFrom<typeof lessonEditorMachine>;

/** Where the lesson stands, one word for the screen. */
export type LessonEditorPhase =
  | 'loading'
  | 'loadFailed'
  | 'clean'
  | 'pending'
  | 'saving'
  | 'failed'
  | 'conflict'
  | 'copying';

/** The seven loading flags of spec 1 §4. */
export interface LessonEditorLoading {
  /** The whole lesson: loading it, or copying another's content in. */
  all: boolean;
  /** The course program. */
  program: boolean;
  /** A new lesson being created. */
  create: boolean;
  /** A save on its way (or its conflict being looked up). */
  save: boolean;
  /** The copy dialog's course search. */
  courses: boolean;
  /** A save carrying a change of the lesson settings. */
  settings: boolean;
  /** A save carrying a section added, renamed, moved or deleted. */
  section: boolean;
}

/** What the lesson constructor shows and allows. */
export interface LessonEditorView {
  phase: LessonEditorPhase;
  /** The lesson on screen (after a failed save: the last saved one). */
  lesson: EditorLesson | null;
  sections: readonly EditorSection[];
  /** Index of the active section, -1 when there is none; the route's `section` query. */
  activeSection: number;
  activeSectionContent: EditorSection | null;
  loading: LessonEditorLoading;
  /** Whether edits are taken (not while loading, copying, after a failure or in a conflict). */
  canEdit: boolean;
  /** Whether another lesson's content can be copied in now: with nothing unsaved. */
  canCopy: boolean;
  /** Edits the server has not confirmed yet (warn before leaving the page). */
  hasUnsavedChanges: boolean;
  /** After a failed save: the person's lesson as they left it, for Retry (nothing typed is lost). */
  failedDraft: EditorLesson | null;
  /** After a 409: the server's version (null while fetched) and the person's draft. */
  conflict: LessonEditorConflict | null;
  /** Whether the conflict's choice (reload or keep mine) can be made. */
  canResolveConflict: boolean;
  error: LessonEditorError | null;
  requestError: LessonEditorError | null;
  program: CourseProgram | null;
  courses: readonly CourseWithLessons[];
  isProduction: boolean;
  autoTimezone: boolean;
}

/** Where the lesson stands. */
export function selectPhase(snapshot: LessonEditorSnapshot): LessonEditorPhase {
  if (snapshot.matches({ document: 'loading' })) return 'loading';
  if (snapshot.matches({ document: 'loadFailed' })) return 'loadFailed';
  const phases = ['pending', 'saving', 'failed', 'conflict', 'copying'] as const;
  return phases.find((phase) => snapshot.matches({ document: { editing: phase } })) ?? 'clean';
}

/** The kinds of edit the save in flight carries. */
function kindsInFlight(snapshot: LessonEditorSnapshot): LessonEditKind[] {
  if (!snapshot.matches({ document: { editing: 'saving' } })) return [];
  const { unsaved, sendingCount } = snapshot.context;
  return unsaved.slice(0, sendingCount).map(({ edit }) => lessonEditKind(edit));
}

/** The whole lesson is loading, or another lesson's content is being copied in. */
export const isLoadingAll = (snapshot: LessonEditorSnapshot): boolean =>
  snapshot.matches({ document: 'loading' }) || snapshot.matches({ document: { editing: 'copying' } });
/** The course program is loading. */
export const isLoadingProgram = (snapshot: LessonEditorSnapshot): boolean =>
  snapshot.matches({ program: 'loading' });
/** A new lesson is being created. */
export const isCreating = (snapshot: LessonEditorSnapshot): boolean =>
  snapshot.matches({ create: 'creating' });
/** A save is on its way, or the version it met is being fetched. */
export const isSaving = (snapshot: LessonEditorSnapshot): boolean =>
  snapshot.matches({ document: { editing: 'saving' } }) ||
  snapshot.matches({ document: { editing: { conflict: 'fetching' } } });
/** The copy dialog's course search is waiting for the typing to rest or for its answer. */
export const isLoadingCourses = (snapshot: LessonEditorSnapshot): boolean =>
  snapshot.matches({ courses: 'waiting' }) || snapshot.matches({ courses: 'searching' });
/** The save on its way carries a change of the lesson settings. */
export const isSavingSettings = (snapshot: LessonEditorSnapshot): boolean =>
  kindsInFlight(snapshot).includes('settings');
/** The save on its way carries a section added, renamed, moved or deleted. */
export const isSavingSection = (snapshot: LessonEditorSnapshot): boolean =>
  kindsInFlight(snapshot).includes('section');

/** The seven loading flags (spec 1 §4), each read from the machine's state. */
export function selectLoading(snapshot: LessonEditorSnapshot): LessonEditorLoading {
  return {
    all: isLoadingAll(snapshot),
    program: isLoadingProgram(snapshot),
    create: isCreating(snapshot),
    save: isSaving(snapshot),
    courses: isLoadingCourses(snapshot),
    settings: isSavingSettings(snapshot),
    section: isSavingSection(snapshot),
  };
}

/** The constructor's view of the editor. */
export function selectLessonEditorView(snapshot: LessonEditorSnapshot): LessonEditorView {
  const { context } = snapshot;
  const phase = selectPhase(snapshot);
  const sections = context.lesson?.sections ?? [];
  const canEdit = phase === 'clean' || phase === 'pending' || phase === 'saving';
  return {
    phase,
    lesson: context.lesson,
    sections,
    activeSection: context.activeSection,
    activeSectionContent: sections[context.activeSection] ?? null,
    loading: selectLoading(snapshot),
    canEdit,
    canCopy: phase === 'clean',
    hasUnsavedChanges: context.unsaved.length > 0,
    failedDraft: phase === 'failed' ? draftOf(context) : null,
    conflict: context.conflict,
    canResolveConflict: snapshot.matches({ document: { editing: { conflict: 'choosing' } } }),
    error: context.error,
    requestError: context.requestError,
    program: context.program,
    courses: context.courses,
    isProduction: context.isProduction,
    autoTimezone: context.autoTimezone,
  };
}
