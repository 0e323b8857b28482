import { assign, fromPromise, setup } from 'xstate';
import type { CourseProgram } from '../api/lessons.ts';
import { errorOf, onEach, outputOf } from '../machine-events/index.ts';
import type {
  ArrangeProgramInput,
  CourseProgramContext,
  CourseProgramEvent,
  CourseProgramInput,
  CreateLessonInput,
  CreateSectionInput,
  DeleteLessonInput,
  DeleteSectionInput,
  LessonRenameOutcome,
  LoadProgramInput,
  RenameLessonInput,
  RenameSectionInput,
  WrittenLesson,
} from './course-program.types.ts';
import {
  arrangementInput,
  createCourseProgramContext,
  isVersionConflict,
  lessonRenameInput,
  nextWrite,
  type ProgramWrite,
  programEditOf,
  programErrorOf,
  sentEdit,
  withDraftDiscarded,
  withDraftRestored,
  withEdit,
  withLessonCreated,
  withLessonRenamed,
  withLoaded,
  withObsoleteDropped,
  withRenameConflict,
  withSendingStarted,
  withWriteFailed,
  withWritten,
} from './course-program-context.ts';

const provideMe = (name: string) => () => Promise.reject(new Error(`provide me: ${name}`));

/** The person's edits of the program: each is queued (moves and renames show at once). */
const EDIT_EVENTS = [
  'section.create',
  'section.rename',
  'section.move',
  'section.delete',
  'lesson.create',
  'lesson.rename',
  'lesson.move',
  'lesson.delete',
] as const;

const onEdits = <T>(transition: T) => onEach(EDIT_EVENTS, transition);

const SETTLING = '#courseProgram.ready.settling';
const FAILED = '#courseProgram.ready.failed';
const RELOADING = '#courseProgram.ready.reloading';

/**
 * The course program page (issue 14): the program loads; the person creates, renames, moves and deletes
 * sections and lessons. Every edit is queued and written one call at a time, in order:
 * - moves and renames show at once; creations and deletions when the server has answered;
 * - moves go as one PUT of the whole arrangement, and moves made while another write is on its way are
 *   coalesced into the next one (never two arrangement writes at once);
 * - a failed write restores the program the server last answered and stores the error; the queued edits
 *   are kept as a draft: Retry lays them on again and sends them, Discard reads the program afresh;
 * - a lesson rename names the lesson's version: a 409 (the lesson was saved elsewhere) drops the rename, reads
 *   the program again and tells the person.
 */
export const courseProgramMachine = setup({
  types: {
    context: {} as CourseProgramContext,
    events: {} as CourseProgramEvent,
    input: {} as CourseProgramInput,
  },
  actors: {
    loadProgram: fromPromise<CourseProgram, LoadProgramInput>(provideMe('loadProgram')),
    arrangeProgram: fromPromise<CourseProgram, ArrangeProgramInput>(provideMe('arrangeProgram')),
    createSection: fromPromise<CourseProgram, CreateSectionInput>(provideMe('createSection')),
    renameSection: fromPromise<CourseProgram, RenameSectionInput>(provideMe('renameSection')),
    deleteSection: fromPromise<CourseProgram, DeleteSectionInput>(provideMe('deleteSection')),
    createLesson: fromPromise<WrittenLesson, CreateLessonInput>(provideMe('createLesson')),
    renameLesson: fromPromise<LessonRenameOutcome, RenameLessonInput>(provideMe('renameLesson')),
    deleteLesson: fromPromise<CourseProgram, DeleteLessonInput>(provideMe('deleteLesson')),
  },
  guards: {
    isEdit: ({ context, event }) => programEditOf(context, event) !== null,
    isNext: ({ context }, write: ProgramWrite) => nextWrite(context) === write,
    isConflictAnswer: ({ event }) => outputOf<LessonRenameOutcome>(event).kind === 'conflict',
    isVersionConflict: ({ event }) => isVersionConflict(errorOf(event)),
    hasDraft: ({ context }) => context.queue.length > 0,
  },
  actions: {
    applyEdit: assign(({ context, event }) => {
      const edit = programEditOf(context, event);
      return edit ? withEdit(context, edit) : {};
    }),
    assignLoaded: assign(({ context, event }) => withLoaded(context, outputOf<CourseProgram>(event))),
    assignLoadFailure: assign(({ event }) => ({ error: programErrorOf('load', errorOf(event)) })),
    dropObsoleteEdits: assign(({ context }) => withObsoleteDropped(context)),
    markSending: assign(({ context }) => withSendingStarted(context)),
    assignWritten: assign(({ context, event }) => withWritten(context, outputOf<CourseProgram>(event))),
    assignLessonCreated: assign(({ context, event }) =>
      withLessonCreated(context, outputOf<WrittenLesson>(event)),
    ),
    assignLessonRenamed: assign(({ context, event }) => {
      const outcome = outputOf<Extract<LessonRenameOutcome, { kind: 'saved' }>>(event);
      return withLessonRenamed(context, outcome.lesson);
    }),
    holdRenameConflict: assign(({ context }) => withRenameConflict(context)),
    rollBack: assign(({ context, event }, params: { operation: ProgramWrite }) =>
      withWriteFailed(context, programErrorOf(params.operation, errorOf(event))),
    ),
    assignReloadFailure: assign(({ context, event }) =>
      withWriteFailed(context, programErrorOf('load', errorOf(event))),
    ),
    restoreDraft: assign(({ context }) => withDraftRestored(context)),
    discardDraft: assign(({ context }) => withDraftDiscarded(context)),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'courseProgram',
  initial: 'loading',
  context: ({ input }) => createCourseProgramContext(input),
  states: {
    loading: {
      invoke: {
        id: 'loadProgram',
        src: 'loadProgram',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'ready', actions: 'assignLoaded' },
        onError: { target: 'loadFailed', actions: 'assignLoadFailure' },
      },
    },
    loadFailed: {
      on: { 'program.load': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      on: { 'notice.dismiss': { actions: 'dismissNotice' } },
      states: {
        idle: {
          on: onEdits({ guard: 'isEdit', target: 'settling', actions: 'applyEdit' }),
        },
        settling: {
          entry: 'dropObsoleteEdits',
          always: [
            { guard: { type: 'isNext', params: 'arrange' }, target: 'writing.arranging' },
            { guard: { type: 'isNext', params: 'section.create' }, target: 'writing.creatingSection' },
            { guard: { type: 'isNext', params: 'section.rename' }, target: 'writing.renamingSection' },
            { guard: { type: 'isNext', params: 'section.delete' }, target: 'writing.deletingSection' },
            { guard: { type: 'isNext', params: 'lesson.create' }, target: 'writing.creatingLesson' },
            { guard: { type: 'isNext', params: 'lesson.rename' }, target: 'writing.renamingLesson' },
            { guard: { type: 'isNext', params: 'lesson.delete' }, target: 'writing.deletingLesson' },
            { target: 'idle' },
          ],
        },
        writing: {
          // Always entered at the write the queue's head needs (settling picks it).
          initial: 'arranging',
          entry: 'markSending',
          on: onEdits({ guard: 'isEdit', actions: 'applyEdit' }),
          states: {
            arranging: {
              invoke: {
                id: 'arrangeProgram',
                src: 'arrangeProgram',
                input: ({ context }) => arrangementInput(context),
                onDone: { target: SETTLING, actions: 'assignWritten' },
                onError: { target: FAILED, actions: { type: 'rollBack', params: { operation: 'arrange' } } },
              },
            },
            creatingSection: {
              invoke: {
                id: 'createSection',
                src: 'createSection',
                input: ({ context }) => ({
                  courseId: context.courseId,
                  title: sentEdit(context, 'section.create').title,
                }),
                onDone: { target: SETTLING, actions: 'assignWritten' },
                onError: {
                  target: FAILED,
                  actions: { type: 'rollBack', params: { operation: 'section.create' } },
                },
              },
            },
            renamingSection: {
              invoke: {
                id: 'renameSection',
                src: 'renameSection',
                input: ({ context }) => {
                  const { sectionId, title } = sentEdit(context, 'section.rename');
                  return { sectionId, title };
                },
                onDone: { target: SETTLING, actions: 'assignWritten' },
                onError: {
                  target: FAILED,
                  actions: { type: 'rollBack', params: { operation: 'section.rename' } },
                },
              },
            },
            deletingSection: {
              invoke: {
                id: 'deleteSection',
                src: 'deleteSection',
                input: ({ context }) => ({ sectionId: sentEdit(context, 'section.delete').sectionId }),
                onDone: { target: SETTLING, actions: 'assignWritten' },
                onError: {
                  target: FAILED,
                  actions: { type: 'rollBack', params: { operation: 'section.delete' } },
                },
              },
            },
            creatingLesson: {
              invoke: {
                id: 'createLesson',
                src: 'createLesson',
                input: ({ context }) => {
                  const { sectionId, title } = sentEdit(context, 'lesson.create');
                  return { courseId: context.courseId, sectionId, title };
                },
                onDone: { target: SETTLING, actions: 'assignLessonCreated' },
                onError: {
                  target: FAILED,
                  actions: { type: 'rollBack', params: { operation: 'lesson.create' } },
                },
              },
            },
            renamingLesson: {
              invoke: {
                id: 'renameLesson',
                src: 'renameLesson',
                input: ({ context }) => lessonRenameInput(context),
                onDone: [
                  { guard: 'isConflictAnswer', target: RELOADING, actions: 'holdRenameConflict' },
                  { target: SETTLING, actions: 'assignLessonRenamed' },
                ],
                onError: [
                  { guard: 'isVersionConflict', target: RELOADING, actions: 'holdRenameConflict' },
                  { target: FAILED, actions: { type: 'rollBack', params: { operation: 'lesson.rename' } } },
                ],
              },
            },
            deletingLesson: {
              invoke: {
                id: 'deleteLesson',
                src: 'deleteLesson',
                input: ({ context }) => ({
                  courseId: context.courseId,
                  lessonId: sentEdit(context, 'lesson.delete').lessonId,
                }),
                onDone: { target: SETTLING, actions: 'assignWritten' },
                onError: {
                  target: FAILED,
                  actions: { type: 'rollBack', params: { operation: 'lesson.delete' } },
                },
              },
            },
          },
        },
        reloading: {
          invoke: {
            id: 'reloadProgram',
            src: 'loadProgram',
            input: ({ context }) => ({ courseId: context.courseId }),
            onDone: { target: 'settling', actions: 'assignLoaded' },
            onError: { target: 'failed', actions: 'assignReloadFailure' },
          },
          on: onEdits({ guard: 'isEdit', actions: 'applyEdit' }),
        },
        failed: {
          on: {
            'save.retry': [
              { guard: 'hasDraft', target: 'settling', actions: 'restoreDraft' },
              { target: 'reloading', actions: 'restoreDraft' },
            ],
            'save.discard': { target: 'reloading', actions: 'discardDraft' },
          },
        },
      },
    },
  },
});
