import { errorMessage } from '../api/api-error.ts';
import type { CourseProgram } from '../api/lessons.ts';
import {
  applyProgramEdit,
  isProgramMove,
  replayProgramEdits,
  withCreatedLesson,
  withLessonChanged,
} from './apply-program-edit.ts';
import {
  LESSON_TITLE_MAX_LENGTH,
  SECTION_TITLE_MAX_LENGTH,
  UNEXPECTED_ERROR_MESSAGE,
  VERSION_CONFLICT_STATUS,
} from './course-program.constants.ts';
import type {
  ArrangeProgramInput,
  CourseProgramContext,
  CourseProgramError,
  CourseProgramEvent,
  CourseProgramInput,
  CourseProgramOperation,
  ProgramEdit,
  RenameLessonInput,
  WrittenLesson,
} from './course-program.types.ts';
import { arrangementOf, lessonPlace, programLessons, sameArrangement } from './program-arrangement.ts';
import { titleProblem } from './program-title.ts';

// The steps the program machine's actions take, as pure functions of the context.

/** The context a program page starts with. */
export function createCourseProgramContext(input: CourseProgramInput): CourseProgramContext {
  return {
    courseId: input.courseId,
    saved: null,
    program: null,
    queue: [],
    sendingCount: 0,
    error: null,
    notice: null,
  };
}

const sectionOf = (program: CourseProgram, id: number) =>
  program.sections.find((section) => section.id === id);
const lessonOf = (program: CourseProgram, id: number) =>
  programLessons(program).find((lesson) => lesson.id === id);
const validTitle = (title: string, max: number) => (titleProblem(title, max) === null ? title.trim() : null);
const isQueued = (context: CourseProgramContext, edit: ProgramEdit) =>
  context.queue.some((queued) => JSON.stringify(queued) === JSON.stringify(edit));

/**
 * The edit a request makes of the program on screen, or null when it makes none: a blank or too long title, a
 * title that is already the one, an id the program lacks, a move to where the thing already stands, a
 * deletion already on its way.
 */
export function programEditOf(context: CourseProgramContext, event: CourseProgramEvent): ProgramEdit | null {
  const { program } = context;
  if (!program) return null;
  const edit = ((): ProgramEdit | null => {
    switch (event.type) {
      case 'section.create': {
        const title = validTitle(event.title, SECTION_TITLE_MAX_LENGTH);
        return title === null ? null : { type: event.type, title };
      }
      case 'section.rename': {
        const title = validTitle(event.title, SECTION_TITLE_MAX_LENGTH);
        const section = sectionOf(program, event.sectionId);
        return title === null || !section || section.title === title
          ? null
          : { type: event.type, sectionId: section.id, title };
      }
      case 'section.move':
        return { type: event.type, sectionId: event.sectionId, to: event.to };
      case 'section.delete':
        return sectionOf(program, event.sectionId) ? { type: event.type, sectionId: event.sectionId } : null;
      case 'lesson.create': {
        const title = validTitle(event.title, LESSON_TITLE_MAX_LENGTH);
        return title === null || !sectionOf(program, event.sectionId)
          ? null
          : { type: event.type, sectionId: event.sectionId, title };
      }
      case 'lesson.rename': {
        const title = validTitle(event.title, LESSON_TITLE_MAX_LENGTH);
        const lesson = lessonOf(program, event.lessonId);
        return title === null || !lesson || lesson.title === title
          ? null
          : { type: event.type, lessonId: lesson.id, title };
      }
      case 'lesson.move':
        return { type: event.type, lessonId: event.lessonId, sectionId: event.sectionId, to: event.to };
      case 'lesson.delete':
        return lessonOf(program, event.lessonId) ? { type: event.type, lessonId: event.lessonId } : null;
      default:
        return null;
    }
  })();
  if (!edit) return null;
  if (isProgramMove(edit)) return applyProgramEdit(program, edit) === program ? null : edit;
  if (edit.type === 'section.delete' || edit.type === 'lesson.delete')
    return isQueued(context, edit) ? null : edit;
  return edit;
}

/** The edit applied on screen and queued for the server; a notice already told goes. */
export function withEdit(context: CourseProgramContext, edit: ProgramEdit): Partial<CourseProgramContext> {
  return {
    queue: [...context.queue, edit],
    program: context.program ? applyProgramEdit(context.program, edit) : null,
    notice: null,
  };
}

/** The program first read (or read again): saved, and shown with whatever edits are still queued. */
export function withLoaded(
  context: CourseProgramContext,
  program: CourseProgram,
): Partial<CourseProgramContext> {
  return { saved: program, program: replayProgramEdits(program, context.queue), error: null };
}

/** How many edits at the head of the queue are moves: the next PUT of the arrangement carries them all. */
export function leadingMoveCount(queue: readonly ProgramEdit[]): number {
  const index = queue.findIndex((edit) => !isProgramMove(edit));
  return index < 0 ? queue.length : index;
}

/** The next call to make: the head of the queue (a run of moves is one arrangement), or null when empty. */
export type ProgramWrite = 'arrange' | Exclude<ProgramEdit['type'], 'section.move' | 'lesson.move'>;

export function nextWrite(context: CourseProgramContext): ProgramWrite | null {
  const [head] = context.queue;
  if (!head) return null;
  return isProgramMove(head) ? 'arrange' : head.type;
}

/** The write in flight takes the head of the queue: every move at the head, or the one edit there. */
export function withSendingStarted(context: CourseProgramContext): Partial<CourseProgramContext> {
  return { sendingCount: nextWrite(context) === 'arrange' ? leadingMoveCount(context.queue) : 1 };
}

/** The arrangement the PUT in flight stores: the saved program with the moves it carries. */
export function arrangementInput(context: CourseProgramContext): ArrangeProgramInput {
  const moved = replayProgramEdits(context.saved!, context.queue.slice(0, context.sendingCount));
  return { courseId: context.courseId, arrangement: arrangementOf(moved) };
}

/** The edit in flight (not a move), for the input of its call. */
export function sentEdit<T extends ProgramEdit['type']>(
  context: CourseProgramContext,
  type: T,
): Extract<ProgramEdit, { type: T }> {
  const [head] = context.queue;
  if (head?.type !== type) throw new Error(`The write in flight is not ${type}.`);
  return head as Extract<ProgramEdit, { type: T }>;
}

/** The rename in flight with the version the server holds for the lesson (the saved program's). */
export function lessonRenameInput(context: CourseProgramContext): RenameLessonInput {
  const { lessonId, title } = sentEdit(context, 'lesson.rename');
  const version = lessonOf(context.saved!, lessonId)?.version ?? 0;
  return { courseId: context.courseId, lessonId, title, version };
}

/** A write answered: its edits leave the queue, the answer is the saved program, the rest is laid on it. */
export function withWritten(
  context: CourseProgramContext,
  saved: CourseProgram,
): Partial<CourseProgramContext> {
  const queue = context.queue.slice(context.sendingCount);
  return { saved, queue, sendingCount: 0, program: replayProgramEdits(saved, queue), error: null };
}

/** A lesson created by the server joins the saved program at the end of its section. */
export function withLessonCreated(context: CourseProgramContext, lesson: WrittenLesson) {
  return withWritten(context, withCreatedLesson(context.saved!, lesson));
}

/** A lesson renamed by the server: its new title and version in the saved program. */
export function withLessonRenamed(
  context: CourseProgramContext,
  lesson: { id: number; title: string; version: number },
) {
  return withWritten(
    context,
    withLessonChanged(context.saved!, lesson.id, { title: lesson.title, version: lesson.version }),
  );
}

/** A rename that met a newer lesson (409): it is dropped and the person told; the program is read again. */
export function withRenameConflict(context: CourseProgramContext): Partial<CourseProgramContext> {
  const { lessonId, title } = sentEdit(context, 'lesson.rename');
  const queue = context.queue.slice(context.sendingCount);
  return {
    queue,
    sendingCount: 0,
    program: replayProgramEdits(context.saved!, queue),
    notice: { kind: 'lessonChanged', lessonId, title },
  };
}

/** A failed write: the saved program is shown again and the error stored; the queue is kept as the draft. */
export function withWriteFailed(
  context: CourseProgramContext,
  error: CourseProgramError,
): Partial<CourseProgramContext> {
  return { program: context.saved, sendingCount: 0, error };
}

/** Retry: the draft is laid on the saved program again, to be sent. */
export function withDraftRestored(context: CourseProgramContext): Partial<CourseProgramContext> {
  return { program: context.saved ? replayProgramEdits(context.saved, context.queue) : null, error: null };
}

/** Discard: the draft goes; the saved program stays on screen until it is read again. */
export function withDraftDiscarded(context: CourseProgramContext): Partial<CourseProgramContext> {
  return { queue: [], program: context.saved, error: null };
}

/** Whether an edit at the head of the queue still names something the saved program has. */
function isStillMeant(saved: CourseProgram, edit: ProgramEdit): boolean {
  switch (edit.type) {
    case 'section.rename':
    case 'section.delete':
    case 'lesson.create':
      return sectionOf(saved, edit.sectionId) !== undefined;
    case 'lesson.rename':
    case 'lesson.delete':
      return lessonPlace(saved, edit.lessonId) !== null;
    default:
      return true;
  }
}

/**
 * Before the next write: edits at the head that name what the server no longer has are dropped (a lesson
 * deleted with its section), and so is a run of moves that leaves the saved arrangement as it is (moved and
 * moved back while a write was on its way): nothing is sent for them.
 */
export function withObsoleteDropped(context: CourseProgramContext): Partial<CourseProgramContext> {
  const { saved } = context;
  if (!saved) return {};
  let queue = context.queue;
  for (;;) {
    const [head] = queue;
    if (!head) break;
    if (isProgramMove(head)) {
      const run = leadingMoveCount(queue);
      if (!sameArrangement(replayProgramEdits(saved, queue.slice(0, run)), saved)) break;
      queue = queue.slice(run);
    } else if (!isStillMeant(saved, head)) queue = queue.slice(1);
    else break;
  }
  return queue === context.queue ? {} : { queue, program: replayProgramEdits(saved, queue) };
}

const statusOf = (error: unknown): number | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : null;
};

/** Whether a rename was refused because the lesson changed since the program was read (409). */
export function isVersionConflict(error: unknown): boolean {
  return statusOf(error) === VERSION_CONFLICT_STATUS;
}

/** A failed call as the page stores it (spec 1 §8: the response's message, else its error, else the error). */
export function programErrorOf(operation: CourseProgramOperation, error: unknown): CourseProgramError {
  const message = error == null ? UNEXPECTED_ERROR_MESSAGE : errorMessage(error) || UNEXPECTED_ERROR_MESSAGE;
  return { operation, message, status: statusOf(error) };
}
