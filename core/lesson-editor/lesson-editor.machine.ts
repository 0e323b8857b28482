import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { CourseProgram, CourseWithLessons } from '../api/lessons.ts';
import { COURSE_TYPE_IDS } from '../lessons/lessons.constants.ts';
import { errorOf, onEach, outputOf } from '../machine-events/index.ts';
import { COURSE_SEARCH_DEBOUNCE_MS, SAVE_DEBOUNCE_MS, SAVE_MAX_WAIT_MS } from './lesson-editor.constants.ts';
import type {
  CopyLessonInput,
  CreateLessonInput,
  EditorLesson,
  LessonEditorContext,
  LessonEditorEmitted,
  LessonEditorEvent,
  LessonEditorInput,
  LessonWriteOutcome,
  LoadLessonInput,
  LoadProgramInput,
  SaveLessonInput,
  SearchCoursesInput,
} from './lesson-editor.types.ts';
import {
  createLessonEditorContext,
  draftOf,
  editOf,
  hasUrgentEdit,
  withConflict,
  withConflictAnswered,
  withCopied,
  withCopyConflict,
  withDraftDiscarded,
  withDraftKept,
  withDraftRestored,
  withEdit,
  withLoaded,
  withSaved,
  withSaveFailed,
  withSaveStarted,
  withServerVersion,
  withServerVersionTaken,
} from './lesson-editor-context.ts';
import { editorErrorOf, isVersionConflict } from './save-failure.ts';

const provideMe = (name: string) => () => Promise.reject(new Error(`provide me: ${name}`));

/** The person's edits of the lesson: each applies on screen at once and is queued for the save. */
const EDIT_EVENTS = [
  'settings.change',
  'section.add',
  'section.rename',
  'section.move',
  'section.delete',
  'unit.add',
  'unit.change',
  'unit.move',
  'unit.delete',
] as const;

const onEdits = <T>(transition: T) => onEach(EDIT_EVENTS, transition);

/**
 * Lesson editing (spec 1 §4, issue 14). `document` loads the lesson and keeps it saved:
 * - every edit applies on screen first and is queued; typed edits wait for a pause (SAVE_DEBOUNCE_MS, at
 *   most SAVE_MAX_WAIT_MS), clicks (add, delete, move, toggles) go at once; one save is in flight at a
 *   time, and edits made meanwhile go in the next one, laid again on the server's answer (new ids, version);
 * - a failed save restores the last saved lesson and stores the error, and keeps the unsaved edits as a
 *   draft: Retry lays them again and resends, Discard lets them go; the editor takes no edit until then;
 * - a save answered 409 (a newer version on the server: another tab or author) holds the server's lesson
 *   (from the answer, else fetched) and the person's draft, still on screen, until they choose: reload takes
 *   the server's, keep mine resends the draft over the server's version;
 * - copying another lesson (asked with nothing unsaved) has the server replace the content with a copy (ids
 *   dropped, marked copied) from the version on screen; its answer becomes the saved lesson.
 * `program`, `courses` and `create` are the program, the copy dialog's course search and a new lesson.
 */
export const lessonEditorMachine = setup({
  types: {
    context: {} as LessonEditorContext,
    events: {} as LessonEditorEvent,
    input: {} as LessonEditorInput,
    emitted: {} as LessonEditorEmitted,
  },
  actors: {
    loadLesson: fromPromise<EditorLesson, LoadLessonInput>(provideMe('loadLesson')),
    saveLesson: fromPromise<LessonWriteOutcome, SaveLessonInput>(provideMe('saveLesson')),
    copyLesson: fromPromise<LessonWriteOutcome, CopyLessonInput>(provideMe('copyLesson')),
    loadProgram: fromPromise<CourseProgram, LoadProgramInput>(provideMe('loadProgram')),
    searchCourses: fromPromise<readonly CourseWithLessons[], SearchCoursesInput>(provideMe('searchCourses')),
    createLesson: fromPromise<{ id: number }, CreateLessonInput>(provideMe('createLesson')),
  },
  delays: {
    saveDebounce: SAVE_DEBOUNCE_MS,
    saveMaxWait: SAVE_MAX_WAIT_MS,
    courseSearchDebounce: COURSE_SEARCH_DEBOUNCE_MS,
  },
  guards: {
    isEdit: ({ context, event }) => editOf(context, event) !== null,
    isTypedEdit: ({ context, event }) => editOf(context, event)?.typed === true,
    isSectionOfLesson: ({ context, event }) =>
      event.type === 'section.select' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < (context.lesson?.sections.length ?? 0),
    isConflictAnswer: ({ event }) => outputOf<LessonWriteOutcome>(event).kind === 'conflict',
    isVersionConflict: ({ event }) => isVersionConflict(errorOf(event)),
    hasUrgentEdit: ({ context }) => hasUrgentEdit(context),
    hasUnsavedEdits: ({ context }) => context.unsaved.length > 0,
    isOtherLesson: ({ context, event }) =>
      event.type === 'lesson.copy' &&
      Number.isInteger(event.fromLessonId) &&
      event.fromLessonId !== context.lessonId,
    hasTitle: ({ event }) => event.type === 'lesson.create' && event.title.trim() !== '',
  },
  actions: {
    applyEdit: assign(({ context, event }) => {
      const unsaved = editOf(context, event);
      return unsaved ? withEdit(context, unsaved) : {};
    }),
    selectSection: assign(({ event }) =>
      event.type === 'section.select' ? { activeSection: event.index } : {},
    ),
    assignLoaded: assign(({ context, event }) => withLoaded(context, outputOf<EditorLesson>(event))),
    assignLoadFailure: assign(({ event }) => ({ error: editorErrorOf('load', errorOf(event)) })),
    markSending: assign(({ context }) => withSaveStarted(context)),
    assignSaved: assign(({ context, event }) =>
      withSaved(context, outputOf<LessonWriteOutcome>(event).lesson),
    ),
    rollBack: assign(({ context, event }) => ({
      ...withSaveFailed(context),
      error: editorErrorOf('save', errorOf(event)),
    })),
    holdConflict: assign(({ context, event }) => ({
      ...withConflict(context),
      error: editorErrorOf('save', errorOf(event)),
    })),
    holdAnsweredConflict: assign(({ context, event }) => {
      const { lesson, message } = outputOf<Extract<LessonWriteOutcome, { kind: 'conflict' }>>(event);
      return withConflictAnswered(context, lesson, message);
    }),
    assignServerVersion: assign(({ context, event }) =>
      withServerVersion(context, outputOf<EditorLesson>(event)),
    ),
    takeServerVersion: assign(({ context }) => withServerVersionTaken(context)),
    keepDraft: assign(({ context }) => withDraftKept(context)),
    restoreDraft: assign(({ context }) => withDraftRestored(context)),
    discardDraft: assign(({ context }) => withDraftDiscarded(context)),
    assignCopyFrom: assign(({ event }) =>
      event.type === 'lesson.copy' ? { copyFrom: event.fromLessonId } : {},
    ),
    assignCopied: assign(({ context, event }) =>
      withCopied(context, outputOf<LessonWriteOutcome>(event).lesson),
    ),
    takeCopyConflict: assign(({ context, event }) => {
      const { lesson, message } = outputOf<Extract<LessonWriteOutcome, { kind: 'conflict' }>>(event);
      return withCopyConflict(context, lesson, message);
    }),
    assignCopyFailure: assign(({ event }) => ({
      copyFrom: null,
      error: editorErrorOf('copy', errorOf(event)),
    })),
    assignProgram: assign(({ event }) => ({ program: outputOf<CourseProgram>(event), requestError: null })),
    assignProgramFailure: assign(({ event }) => ({ requestError: editorErrorOf('program', errorOf(event)) })),
    assignCourseSearch: assign(({ event }) =>
      event.type === 'courses.search' ? { courseSearch: event.search } : {},
    ),
    assignCourses: assign(({ event }) => ({
      courses: outputOf<readonly CourseWithLessons[]>(event),
      requestError: null,
    })),
    assignCoursesFailure: assign(({ event }) => ({ requestError: editorErrorOf('courses', errorOf(event)) })),
    assignNewLessonTitle: assign(({ event }) =>
      event.type === 'lesson.create' ? { newLessonTitle: event.title.trim() } : {},
    ),
    assignCreated: assign({ newLessonTitle: '', requestError: null }),
    notifyCreated: emit(({ event }) => ({
      type: 'lesson.created' as const,
      lessonId: outputOf<{ id: number }>(event).id,
    })),
    reloadShownProgram: enqueueActions(({ context, enqueue }) => {
      if (context.program !== null) enqueue.raise({ type: 'program.load' });
    }),
    assignCreateFailure: assign(({ event }) => ({ requestError: editorErrorOf('create', errorOf(event)) })),
    dismissErrors: assign({ error: null, requestError: null }),
    dismissRequestError: assign({ requestError: null }),
    assignProduction: assign(({ event }) =>
      event.type === 'production.detected' ? { isProduction: event.isProduction } : {},
    ),
    toggleAutoTimezone: assign(({ context }) => ({ autoTimezone: !context.autoTimezone })),
  },
}).createMachine({
  id: 'lessonEditor',
  type: 'parallel',
  context: ({ input }) => createLessonEditorContext(input),
  on: {
    'section.select': { guard: 'isSectionOfLesson', actions: 'selectSection' },
    'error.dismiss': { actions: 'dismissErrors' },
    'production.detected': { actions: 'assignProduction' },
    'autoTimezone.toggle': { actions: 'toggleAutoTimezone' },
  },
  states: {
    document: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadLesson',
            src: 'loadLesson',
            input: ({ context }) => ({ courseId: context.courseId, lessonId: context.lessonId }),
            onDone: { target: 'editing', actions: 'assignLoaded' },
            onError: { target: 'loadFailed', actions: 'assignLoadFailure' },
          },
        },
        loadFailed: {
          on: { 'lesson.load': { target: 'loading' } },
        },
        editing: {
          initial: 'clean',
          states: {
            clean: {
              on: {
                ...onEdits([
                  { guard: 'isTypedEdit', target: 'pending', actions: 'applyEdit' },
                  { guard: 'isEdit', target: 'saving', actions: 'applyEdit' },
                ]),
                'lesson.copy': { guard: 'isOtherLesson', target: 'copying', actions: 'assignCopyFrom' },
              },
            },
            pending: {
              initial: 'debouncing',
              after: { saveMaxWait: { target: 'saving' } },
              states: {
                debouncing: {
                  after: { saveDebounce: { target: '#lessonEditor.document.editing.saving' } },
                },
              },
              on: {
                ...onEdits([
                  { guard: 'isTypedEdit', target: '.debouncing', actions: 'applyEdit' },
                  { guard: 'isEdit', target: 'saving', actions: 'applyEdit' },
                ]),
                'save.flush': { target: 'saving' },
              },
            },
            saving: {
              entry: 'markSending',
              invoke: {
                id: 'saveLesson',
                src: 'saveLesson',
                input: ({ context }) => ({
                  courseId: context.courseId,
                  lessonId: context.lessonId,
                  lesson: draftOf(context) as EditorLesson,
                }),
                onDone: [
                  { guard: 'isConflictAnswer', target: 'conflict.choosing', actions: 'holdAnsweredConflict' },
                  { target: 'settling', actions: 'assignSaved' },
                ],
                onError: [
                  { guard: 'isVersionConflict', target: 'conflict', actions: 'holdConflict' },
                  { target: 'failed', actions: 'rollBack' },
                ],
              },
              on: onEdits({ guard: 'isEdit', actions: 'applyEdit' }),
            },
            settling: {
              always: [
                { guard: 'hasUrgentEdit', target: 'saving' },
                { guard: 'hasUnsavedEdits', target: 'pending' },
                { target: 'clean' },
              ],
            },
            failed: {
              on: {
                'save.retry': { target: 'saving', actions: 'restoreDraft' },
                'save.discard': { target: 'clean', actions: 'discardDraft' },
                // The failure stays told until the person retries or discards.
                'error.dismiss': { actions: 'dismissRequestError' },
              },
            },
            conflict: {
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'loadServerLesson',
                    src: 'loadLesson',
                    input: ({ context }) => ({ courseId: context.courseId, lessonId: context.lessonId }),
                    onDone: { target: 'choosing', actions: 'assignServerVersion' },
                    onError: { target: '#lessonEditor.document.editing.failed', actions: 'rollBack' },
                  },
                },
                choosing: {
                  on: {
                    'conflict.reload': {
                      target: '#lessonEditor.document.editing.clean',
                      actions: 'takeServerVersion',
                    },
                    'conflict.keepMine': {
                      target: '#lessonEditor.document.editing.saving',
                      actions: 'keepDraft',
                    },
                  },
                },
              },
            },
            copying: {
              invoke: {
                id: 'copyLesson',
                src: 'copyLesson',
                input: ({ context }) => ({
                  lessonId: context.lessonId,
                  fromLessonId: context.copyFrom ?? 0,
                  version: context.saved?.version ?? 0,
                }),
                onDone: [
                  { guard: 'isConflictAnswer', target: 'clean', actions: 'takeCopyConflict' },
                  { target: 'clean', actions: 'assignCopied' },
                ],
                onError: { target: 'clean', actions: 'assignCopyFailure' },
              },
            },
          },
        },
      },
    },
    program: {
      initial: 'idle',
      states: {
        idle: { on: { 'program.load': { target: 'loading' } } },
        loading: {
          invoke: {
            id: 'loadProgram',
            src: 'loadProgram',
            input: ({ context }) => ({ courseId: context.courseId }),
            onDone: { target: 'idle', actions: 'assignProgram' },
            onError: { target: 'idle', actions: 'assignProgramFailure' },
          },
        },
      },
    },
    // Each state names the search itself: a transition on the region with a re-entering target would
    // re-enter the whole machine (the lesson would load again).
    courses: {
      initial: 'idle',
      states: {
        idle: { on: { 'courses.search': { target: 'waiting', actions: 'assignCourseSearch' } } },
        waiting: {
          on: { 'courses.search': { target: 'waiting', reenter: true, actions: 'assignCourseSearch' } },
          after: { courseSearchDebounce: { target: 'searching' } },
        },
        searching: {
          on: { 'courses.search': { target: 'waiting', actions: 'assignCourseSearch' } },
          invoke: {
            id: 'searchCourses',
            src: 'searchCourses',
            input: ({ context }) => ({
              search: context.courseSearch,
              typeId:
                context.lesson?.course?.type === 'marathon'
                  ? COURSE_TYPE_IDS.marathon
                  : COURSE_TYPE_IDS.course,
            }),
            onDone: { target: 'idle', actions: 'assignCourses' },
            onError: { target: 'idle', actions: 'assignCoursesFailure' },
          },
        },
      },
    },
    create: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'lesson.create': { guard: 'hasTitle', target: 'creating', actions: 'assignNewLessonTitle' } },
        },
        creating: {
          invoke: {
            id: 'createLesson',
            src: 'createLesson',
            input: ({ context }) => ({ courseId: context.courseId, title: context.newLessonTitle }),
            onDone: { target: 'idle', actions: ['assignCreated', 'notifyCreated', 'reloadShownProgram'] },
            onError: { target: 'idle', actions: 'assignCreateFailure' },
          },
        },
      },
    },
  },
});
