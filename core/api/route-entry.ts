import type * as v from 'valibot';

// What an entry of the route table (core/api/routes.ts) is made of: methods, access rules, the
// request and answer schemas. The area tables (core/api/route-table/) and the client build on it
// without loading the whole table.

/** The methods the API serves. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Who may make a call; each rule names the guard that enforces it on the server. */
export const ACCESS_RULES = {
  public: 'Anyone, signed in or not.',
  'signed-in':
    'Any signed-in user (401 otherwise; a write over the session cookie needs the CSRF header, 403).',
  'school:courses:list':
    'The current school grants `list` on the course type asked for (403 otherwise); lists are of that school only.',
  'school:courses:create': 'The current school grants `create` on the course type sent (403 otherwise).',
  'school:quiz:create': 'The current school grants `create` on quizzes (403 otherwise).',
  'school:quiz:edit':
    "The current school grants `edit` on quizzes (403 otherwise); what the path names is found in that school's quizzes (404 otherwise).",
  'school:quiz:delete':
    'The current school grants `delete` on quizzes (403 otherwise); the quiz is found in it.',
  'school:storage:list': 'The current school grants `list` on its storage (403 otherwise).',
  'school:quiz_curator':
    'quiz_curator or more in the current school (403 otherwise); what the path names is found in that school (404 otherwise).',
  'course:reader':
    'A subscriber of the course or a member of its school (404 for anyone else, as for no course); a member without access 403.',
  'quiz-base:reader':
    "The lesson's (or block's) student or an expert of its school; another school's lesson or block is 404, a lesson not subscribed to 403.",
  'quiz:reader':
    "The quiz's student or an expert of its school, the quiz in the lesson or block the path names; another's is 404.",
  'quiz-attempt':
    "The attempt's student or an expert of its school (404 otherwise); the call may narrow further.",
  'quiz-attempt:reviewer':
    "An expert of the attempt's school (404 for another's attempt, 403 for its student).",
  'file:read':
    'A user the file is shown to: its author, its school, a reviewer of it (404 for anyone else, as for no file).',
  'file:manage': "The file's author or its school (404 for anyone who may not see it, 403 for a reader).",
  'files:manage':
    "Signed in; each listed file must be the caller's to manage (its author or its school), else nothing is done (404).",
  'school:courses:edit':
    'The current school grants `edit` on the course type asked for (`type_id` 1 courses, 2 marathons; 403 otherwise); lists are of that school only.',
  'course:editor':
    "The course (`:courseId`) is one of the current school's (404 otherwise, as for no course) and the role there may `edit` its type (403 otherwise).",
  'lesson:editor':
    'The lesson (`:lessonId`, in `:courseId` when the path names one) is in a course of the current school (404 otherwise) whose type the role may `edit` (403 otherwise).',
  'info-section:editor':
    "The lesson section (`:infoSectionId`) is in a lesson of the current school's courses (404 otherwise) whose type the role may `edit` (403 otherwise).",
  'program-section:editor':
    'The program section (`:programSectionId`) is in a course of the current school (404 otherwise) whose type the role may `edit` (403 otherwise).',
  'info-section:reader':
    "A subscriber of the section's course or a member of its school (404 for anyone else, as for no section); a member without access 403.",
  'info-unit:reader':
    "A subscriber of the block's course or a member of its school (404 for anyone else, as for no block); a member without access 403.",
  'school:closed-groups:list': 'The current school grants `list` on closed groups (403 otherwise).',
  'school:closed-groups:create': 'The current school grants `create` on closed groups (403 otherwise).',
  'closed-group:editor':
    "The group (`:groupId`) is one of the current school's (404 otherwise) and the school grants `edit` on closed groups (403 otherwise).",
  'closed-group:deleter':
    "The group (`:groupId`) is one of the current school's (404 otherwise) and the school grants `delete` on closed groups (403 otherwise).",
  'commentable:reader':
    "The thread the path names (an attempt, a lesson, a block, a lesson's question) is one the caller reads: the attempt's student or its school's staff; a subscriber of the course or a member of its school (404 for anyone else, as for no thread).",
  'commentable:writer':
    "The thread the body names (`commentable_type`, `commentable_id`) is one the caller reads (404 otherwise); whether they may post is the call's own rule (403).",
  'commentable:staff':
    'The thread the body names is in a course of a school where the caller is staff (404 for anyone who cannot read it, 403 for a reader who is not staff).',
  'comment:reader':
    "The comment (`:commentId`) is one the caller sees in a thread they read (404 otherwise, as for no comment: another's private, a restricted or a deleted comment); the call may narrow further (403).",
  'course-id:reader':
    'The course (`:courseId`) is one the caller subscribes to or a course of a school they belong to (404 otherwise).',
  'school:comment_curator':
    'curator or more on comments in the current school (403 otherwise); the inbox lists that school only.',
} as const;

/** A named access rule. */
export type AccessRule = keyof typeof ACCESS_RULES;

/** What a call takes besides its path: each part by the core schema it must satisfy. */
export interface RouteRequest {
  /** The JSON body. */
  body?: v.GenericSchema;
  /** The query string. */
  query?: v.GenericSchema;
  /** The fields of a multipart form. */
  form?: v.GenericSchema;
  /** The tus `Upload-Metadata` header. */
  metadata?: v.GenericSchema;
}

/** An answer that is not JSON: a file's bytes, or the tus protocol's status and headers. */
export type OtherAnswer = 'bytes' | 'tus';

interface RouteBase {
  request?: RouteRequest;
  access: AccessRule;
}

/** One call: its answer schema, or `null` with the reason it has none yet (a known gap). */
export type RouteEntry = RouteBase &
  ({ answer: v.GenericSchema | OtherAnswer; gap?: never } | { answer: null; gap: string });

/** `METHOD /path`, the path Hono style (`/lessons/:lessonId`) and relative to /api/v1. */
export type RouteKey = `${HttpMethod} /${string}`;

/** A table path with its parameters filled in: `/files/:uuid` and `{ uuid }` give `/files/…`. */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The call ${path} needs ${name}.`);
    return encodeURIComponent(String(value));
  });
}
