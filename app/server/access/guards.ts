import type { AccessRule } from '../../../core/api/routes.ts';
import type { ActionDemand } from '../../../core/permissions/index.ts';
import type { UserCabinet } from '../account/user-cabinets.ts';
import { requireCabinetPermission, requireRoleGrants, requireSchoolCabinet } from '../auth/cabinet-access.ts';

import { type CourseScope, findCourse } from '../courses/course-lessons.ts';
import { type FileAccess, type FileRow, fileAccessFor } from '../files/file-access.ts';
import { FILE_NOT_FOUND_MESSAGE, findFile, UUID } from '../files/file-records.ts';
import type { AppDeps, UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import {
  ATTEMPT_NOT_FOUND,
  type AttemptRow,
  type QuizBase,
  type QuizRow,
  type QuizScope,
  requireAttempt,
  requireBase,
  requireQuiz,
} from '../quiz/quiz-access.ts';
import {
  type CommentThread,
  commentForReader,
  courseForReader,
  type ReachedComment,
  THREAD_NOT_FOUND,
  threadOfBody,
  threadOfPath,
} from './comment-reach.ts';
import {
  type ClosedGroupRow,
  type CourseRow,
  closedGroupOfSchool,
  courseOfSchool,
  type EditedInfoSection,
  type EditedLesson,
  type EditedProgramSection,
  infoSectionForReader,
  infoSectionOfSchool,
  infoUnitForReader,
  lessonOfSchool,
  programSectionOfSchool,
  type ReadSection,
  type ReadUnit,
} from './lesson-reach.ts';
import { idParam, type Reached, reached, type SchoolId, schoolId } from './reached.ts';

// The one access module: each rule of the route table (core/api/routes.ts ACCESS_RULES) becomes a
// guard that resolves what the call names through the caller's schools, from the session, before
// the handler runs. A handler receives what its rule grants, never a bare id of the request.

/** The school a call acts in: the caller's current cabinet, where their role allows the call. */
export interface School extends UserCabinet {
  id: SchoolId;
}

/** An attempt the caller reaches: theirs, or one of their school's (they review it). */
export interface AttemptReach {
  attempt: AttemptRow;
  scope: QuizScope;
  /** The caller is the student taking it. */
  isOwner: boolean;
}

/** A lesson's (or a block's) quizzes the caller reaches. */
export interface BaseReach {
  base: QuizBase;
  isExpert: boolean;
  quizzes: QuizRow[];
}

/** A file the caller reaches, and how far. */
export interface FileReach {
  file: FileRow;
  access: NonNullable<FileAccess>;
}

/** What each rule grants the handler. */
export interface Granted {
  public: Record<never, never>;
  'signed-in': { user: UserRow };
  'school:courses:list': { user: UserRow; school: School };
  'school:courses:create': { user: UserRow; school: School };
  'school:quiz:create': { user: UserRow; school: School };
  'school:quiz:edit': { user: UserRow; school: School };
  'school:quiz:delete': { user: UserRow; school: School };
  'school:storage:list': { user: UserRow; school: School };
  'school:quiz_curator': { user: UserRow; school: School };
  'course:reader': { user: UserRow; course: Reached<CourseScope> };
  'quiz-base:reader': { user: UserRow; base: Reached<BaseReach> };
  'quiz:reader': { user: UserRow; quiz: Reached<QuizScope> };
  'quiz-attempt': { user: UserRow; attempt: Reached<AttemptReach> };
  'quiz-attempt:reviewer': { user: UserRow; attempt: Reached<AttemptReach> };
  'file:read': { user: UserRow; file: Reached<FileReach> };
  'file:manage': { user: UserRow; file: Reached<FileReach> };
  'files:manage': { user: UserRow };
  'school:courses:edit': { user: UserRow; school: School };
  'course:editor': { user: UserRow; school: School; course: Reached<CourseRow> };
  'lesson:editor': { user: UserRow; school: School; lesson: Reached<EditedLesson> };
  'info-section:editor': { user: UserRow; school: School; section: Reached<EditedInfoSection> };
  'program-section:editor': { user: UserRow; school: School; section: Reached<EditedProgramSection> };
  'info-section:reader': { user: UserRow; section: Reached<ReadSection> };
  'info-unit:reader': { user: UserRow; unit: Reached<ReadUnit> };
  'school:closed-groups:list': { user: UserRow; school: School };
  'school:closed-groups:create': { user: UserRow; school: School };
  'closed-group:editor': { user: UserRow; school: School; group: Reached<ClosedGroupRow> };
  'closed-group:deleter': { user: UserRow; school: School; group: Reached<ClosedGroupRow> };
  'commentable:reader': { user: UserRow; thread: Reached<CommentThread> };
  'commentable:writer': { user: UserRow; thread: Reached<CommentThread> };
  'commentable:staff': { user: UserRow; thread: Reached<CommentThread> };
  'comment:reader': { user: UserRow; comment: Reached<ReachedComment> };
  'course-id:reader': { user: UserRow; course: Reached<{ id: number; cabinetId: number; isStaff: boolean }> };
  'school:comment_curator': { user: UserRow; school: School };
}

/**
 * What a guard reads of the request. Guards run before the body and query are validated (a caller who
 * may not make the call learns nothing of what it takes), so the query and body are raw: untrusted.
 */
export interface GuardInput {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** The JSON body, undefined when it is not JSON; read only by the rules that need it (never a stream). */
  readBody: () => Promise<unknown>;
}

type Guard<R extends AccessRule> = (user: UserRow, input: GuardInput) => Promise<Granted[R]>;

/** The call base a quiz path names: a lesson block when it carries `unitId`, else a lesson. */
export function quizBaseOf(params: Readonly<Record<string, string>>): QuizBase {
  return params.unitId !== undefined
    ? { unitId: idParam(params.unitId, 'lesson block') }
    : { lessonId: idParam(params.lessonId, 'lesson') };
}

/** The course type (`course`, `marathon`) a courses call names, which is also its permission object. */
async function courseTypeOf(input: GuardInput, from: 'query' | 'body'): Promise<string> {
  const source = (from === 'query' ? input.query : await input.readBody()) as { type?: unknown } | undefined;
  return typeof source?.type === 'string' ? source.type : 'course';
}

/** Every rule's guard (a rule without one does not type-check). */
export function accessGuards(deps: Pick<AppDeps, 'db'>): { [R in Exclude<AccessRule, 'public'>]: Guard<R> } {
  const { db } = deps;
  const school =
    (object: string | ((input: GuardInput) => Promise<string>), actions: readonly ActionDemand[]) =>
    async (user: UserRow, input: GuardInput) => {
      const current = await requireCabinetPermission(
        db,
        user,
        typeof object === 'string' ? object : await object(input),
        actions,
      );
      return { user, school: { ...current, id: schoolId(current.cabinet.id) } };
    };
  const file = async (user: UserRow, input: GuardInput): Promise<Reached<FileReach>> => {
    const uuid = input.params.uuid ?? '';
    const row = UUID.test(uuid) ? await findFile(db, uuid) : null;
    const access = row ? await fileAccessFor(db, user.id, row) : null;
    if (!row || !access) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
    return reached({ file: row, access });
  };
  // The attempt the path names, or the query's `attempt_id` (GET /quiz-results). Under a call base
  // (`/lessons/:lessonId/…`, `/info-units/:unitId/…`) the attempt's quiz must be in that lesson or block.
  const attempt = async (user: UserRow, input: GuardInput): Promise<Reached<AttemptReach>> => {
    const found = await requireAttempt(
      db,
      user,
      idParam(input.params.attemptId ?? input.query.attempt_id, 'attempt'),
    );
    const { quiz } = found.scope;
    const inBase =
      (input.params.lessonId === undefined || String(quiz.lessonId) === input.params.lessonId) &&
      (input.params.unitId === undefined || String(quiz.infoUnitId) === input.params.unitId);
    if (!inBase) throw new HttpError(404, ATTEMPT_NOT_FOUND);
    return reached(found);
  };

  // The editors of a school's courses: the current school (403 for a student's cabinet), what the path
  // names found in it (404 otherwise), then `edit` on the course's type (course, marathon; 403 otherwise).
  const schoolOf = async (user: UserRow) => {
    const current = await requireSchoolCabinet(db, user);
    return { current, school: { ...current, id: schoolId(current.cabinet.id) } };
  };
  const editing = async <T extends { course: CourseRow }>(
    user: UserRow,
    find: (school: SchoolId) => Promise<Reached<T>>,
  ) => {
    const { current, school } = await schoolOf(user);
    const found = await find(school.id);
    requireRoleGrants(current, found.course.type, ['edit']);
    return { user, school, found };
  };

  return {
    'signed-in': async (user) => ({ user }),
    'school:courses:list': school((input) => courseTypeOf(input, 'query'), ['list']),
    'school:courses:create': school((input) => courseTypeOf(input, 'body'), ['create']),
    'school:quiz:create': school('quiz', ['create']),
    'school:quiz:edit': school('quiz', ['edit']),
    'school:quiz:delete': school('quiz', ['delete']),
    'school:storage:list': school('storage', ['list']),
    'school:quiz_curator': school('quiz', ['curator']),
    'course:reader': async (user, input) => ({
      user,
      course: reached(await findCourse(db, user, input.params.courseSlug ?? '')),
    }),
    'quiz-base:reader': async (user, input) => {
      const base = quizBaseOf(input.params);
      return { user, base: reached({ base, ...(await requireBase(db, user, base)) }) };
    },
    'quiz:reader': async (user, input) => ({
      user,
      quiz: reached(
        await requireQuiz(db, user, idParam(input.params.quizId, 'quiz'), quizBaseOf(input.params)),
      ),
    }),
    'quiz-attempt': async (user, input) => ({ user, attempt: await attempt(user, input) }),
    'quiz-attempt:reviewer': async (user, input) => {
      const found = await attempt(user, input);
      if (!found.scope.isExpert) throw new HttpError(403, 'Only the school can review this attempt.');
      return { user, attempt: found };
    },
    'file:read': async (user, input) => ({ user, file: await file(user, input) }),
    'file:manage': async (user, input) => {
      const found = await file(user, input);
      if (found.access !== 'manage')
        throw new HttpError(403, 'Only the author and the school may change this file.');
      return { user, file: found };
    },
    'files:manage': async (user) => ({ user }),
    'school:courses:edit': school(
      (input) => Promise.resolve(input.query.type_id === '2' ? 'marathon' : 'course'),
      ['edit'],
    ),
    'course:editor': async (user, input) => {
      const { current, school } = await schoolOf(user);
      const course = await courseOfSchool(db, school.id, idParam(input.params.courseId, 'course'));
      requireRoleGrants(current, course.type, ['edit']);
      return { user, school, course };
    },
    'lesson:editor': async (user, input) => {
      const courseId =
        input.params.courseId === undefined ? undefined : idParam(input.params.courseId, 'lesson');
      const lessonId = idParam(input.params.lessonId, 'lesson');
      const { school, found } = await editing(user, (id) => lessonOfSchool(db, id, lessonId, courseId));
      return { user, school, lesson: found };
    },
    'info-section:editor': async (user, input) => {
      const sectionId = idParam(input.params.infoSectionId, 'lesson section');
      const { school, found } = await editing(user, (id) => infoSectionOfSchool(db, id, sectionId));
      return { user, school, section: found };
    },
    'program-section:editor': async (user, input) => {
      const sectionId = idParam(input.params.programSectionId, 'program section');
      const { school, found } = await editing(user, (id) => programSectionOfSchool(db, id, sectionId));
      return { user, school, section: found };
    },
    'info-section:reader': async (user, input) => ({
      user,
      section: await infoSectionForReader(db, user, idParam(input.params.sectionId, 'lesson section')),
    }),
    'info-unit:reader': async (user, input) => ({
      user,
      unit: await infoUnitForReader(db, user, idParam(input.params.unitId, 'lesson block')),
    }),
    'school:closed-groups:list': school('closed_group', ['list']),
    'school:closed-groups:create': school('closed_group', ['create']),
    'closed-group:editor': async (user, input) => {
      const granted = await school('closed_group', ['edit'])(user, input);
      const group = await closedGroupOfSchool(
        db,
        granted.school.id,
        idParam(input.params.groupId, 'closed group'),
      );
      return { ...granted, group };
    },
    'closed-group:deleter': async (user, input) => {
      const granted = await school('closed_group', ['delete'])(user, input);
      const group = await closedGroupOfSchool(
        db,
        granted.school.id,
        idParam(input.params.groupId, 'closed group'),
      );
      return { ...granted, group };
    },
    'commentable:reader': async (user, input) => ({
      user,
      thread: await threadOfPath(db, user, input.params),
    }),
    'commentable:writer': async (user, input) => ({
      user,
      thread: await threadOfBody(db, user, await input.readBody()),
    }),
    'commentable:staff': async (user, input) => {
      const thread = await threadOfBody(db, user, await input.readBody()).catch(() => {
        throw new HttpError(404, THREAD_NOT_FOUND);
      });
      if (!thread.isStaff) throw new HttpError(403, 'Only the school moderates comments.');
      return { user, thread };
    },
    'comment:reader': async (user, input) => ({
      user,
      comment: await commentForReader(db, user, idParam(input.params.commentId, 'comment')),
    }),
    'course-id:reader': async (user, input) => ({
      user,
      course: await courseForReader(db, user, idParam(input.params.courseId, 'course')),
    }),
    'school:comment_curator': school('comment', ['curator']),
  };
}
