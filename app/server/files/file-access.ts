import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { commentForReader } from '../access/comment-reach.ts';
import type { Db } from '../db/client.ts';
import {
  cabinetMembers,
  cabinets,
  comments,
  courses,
  type files,
  subscriptions,
  users,
} from '../db/schema.ts';
import { readsQuestionFile } from '../quiz/question-files.ts';
import { reviewsAttemptFile } from '../quiz/quiz-reviewer.ts';

/** A file row as read from the database. */
export type FileRow = typeof files.$inferSelect;

/**
 * What a user may do with a file: manage (read, change flags, delete), read, review (read a student's
 * answer file as its quiz's reviewer, whatever the document switches say), or nothing.
 */
export type FileAccess = 'manage' | 'read' | 'review' | null;

const EXPERT_ROLES = ['owner', 'admin', 'curator'] as const;

/** Whether the user runs the school (owner, admin or curator of it). */
async function isExpertOf(db: Db, userId: number, cabinetId: number): Promise<boolean> {
  const [owned] = await db
    .select({ id: cabinets.id })
    .from(cabinets)
    .where(and(eq(cabinets.id, cabinetId), eq(cabinets.ownerId, userId)))
    .limit(1);
  if (owned) return true;
  const [member] = await db
    .select({ id: cabinetMembers.id })
    .from(cabinetMembers)
    .where(
      and(
        eq(cabinetMembers.cabinetId, cabinetId),
        eq(cabinetMembers.userId, userId),
        inArray(cabinetMembers.role, [...EXPERT_ROLES]),
      ),
    )
    .limit(1);
  return Boolean(member);
}

/** Whether the user studies in the school: a member of it, or subscribed to one of its courses. */
async function studiesIn(db: Db, userId: number, cabinetId: number): Promise<boolean> {
  const [member] = await db
    .select({ id: cabinetMembers.id })
    .from(cabinetMembers)
    .where(and(eq(cabinetMembers.cabinetId, cabinetId), eq(cabinetMembers.userId, userId)))
    .limit(1);
  if (member) return true;
  const [subscribed] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(and(eq(subscriptions.userId, userId), eq(courses.cabinetId, cabinetId)))
    .limit(1);
  return Boolean(subscribed);
}

/**
 * The access rule (docs/uploads.md):
 * - the uploader manages their file;
 * - experts (owner, admin, curator) of the file's school manage it;
 * - a student of the school (member or subscriber) reads lesson content (`model` courseLesson)
 *   that an expert of that school uploaded;
 * - whoever reviews quizzes in a school reads a file its uploader attached to their attempt at a
 *   quiz of that school (answer files, question comment files), wherever it was uploaded;
 * - whoever reads a quiz (subscribed to its course, or a member of its school) reads a file one of its
 *   questions shows under its description (`readsQuestionFile`), wherever it was uploaded;
 * - a comment's file (`model` comment) is read by whoever sees a live comment that carries it
 *   (docs/comments.md: a private or restricted comment's files reach only who sees that comment);
 * - nobody else reaches it.
 * Deleted files are nobody's.
 */
export async function fileAccessFor(db: Db, userId: number, file: FileRow): Promise<FileAccess> {
  if (file.deletedAt) return null;
  if (file.userId === userId) return 'manage';
  if (file.cabinetId !== null) {
    if (await isExpertOf(db, userId, file.cabinetId)) return 'manage';
    if (
      file.model === 'courseLesson' &&
      (await isExpertOf(db, file.userId, file.cabinetId)) &&
      (await studiesIn(db, userId, file.cabinetId))
    ) {
      return 'read';
    }
  }
  if (await reviewsAttemptFile(db, userId, file)) return 'review';
  if (await readsQuestionFile(db, userId, file)) return 'read';
  return file.model === 'comment' && (await seesCommentCarrying(db, userId, file.uuid)) ? 'read' : null;
}

/** Whether the person sees a live comment that carries the file (the comment rules decide). */
async function seesCommentCarrying(db: Db, userId: number, uuid: string): Promise<boolean> {
  const carriers = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(isNull(comments.deletedAt), sql`${comments.files} @> ${JSON.stringify([{ uuid }])}::jsonb`))
    .limit(20);
  if (carriers.length === 0) return false;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return false;
  for (const carrier of carriers) {
    const seen = await commentForReader(db, user, carrier.id).then(
      () => true,
      () => false,
    );
    if (seen) return true;
  }
  return false;
}
