import { and, count, desc, eq, isNotNull, min } from 'drizzle-orm';
import UAParser from 'ua-parser-js';
import { REWARD_POINTS, rewardSums } from '../../../core/account/reward-rules.ts';
import type { LoginHistoryEntry, Purchase, RewardEntry } from '../../../core/api/account-security.ts';
import { ATTEMPT_STATUS } from '../../../core/api/quiz.ts';
import type { Db } from '../db/client.ts';
import {
  courses,
  lessonProgress,
  lessons,
  loginHistory,
  orders,
  quizAttempts,
  quizzes,
} from '../db/schema.ts';

/** A page of a list, as the paged calls answer it. */
export interface Paged<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

const pageMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * Where an address is, when we know: addresses of a private or loopback network are "Local network";
 * no location database ships with Lectern, so other addresses have no place (docs/account.md).
 */
export function placeOf(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (
    v4 === '::1' ||
    /^127\./.test(v4) ||
    /^10\./.test(v4) ||
    /^192\.168\./.test(v4) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(v4) ||
    /^f[cd][0-9a-f]{2}:/i.test(v4)
  ) {
    return 'Local network';
  }
  return null;
}

/** The device, browser and system a User-Agent names, as words for the history screen. */
export function describeUserAgent(
  userAgent: string | null,
): Pick<LoginHistoryEntry, 'device' | 'browser' | 'os'> {
  if (!userAgent) return { device: null, browser: null, os: null };
  const parsed = new UAParser(userAgent).getResult();
  const device = parsed.device.type
    ? [parsed.device.vendor, parsed.device.model].filter(Boolean).join(' ') || parsed.device.type
    : 'Computer';
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${parsed.browser.major ? ` ${parsed.browser.major}` : ''}`
    : null;
  const os = parsed.os.name ? `${parsed.os.name}${parsed.os.version ? ` ${parsed.os.version}` : ''}` : null;
  return { device: parsed.device.type ? device : browser || os ? 'Computer' : null, browser, os };
}

type HistoryRow = typeof loginHistory.$inferSelect;

function historyEntry(row: HistoryRow, currentSessionId: string): LoginHistoryEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ip: row.ip,
    ...describeUserAgent(row.userAgent),
    place: placeOf(row.ip),
    is_current: row.sessionId !== null && row.sessionId === currentSessionId,
  };
}

/** The user's sign-ins, newest first; the one that started the caller's session is marked current. */
export async function listLoginHistory(
  db: Db,
  userId: number,
  currentSessionId: string,
  page: number,
  perPage: number,
): Promise<Paged<LoginHistoryEntry>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, userId))
      .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(loginHistory).where(eq(loginHistory.userId, userId)),
  ]);
  return {
    data: rows.map((row) => historyEntry(row, currentSessionId)),
    meta: pageMeta(page, perPage, total?.value ?? 0),
  };
}

/** The sign-in that started the caller's session; null for a session older than the history's link. */
export async function currentLogin(
  db: Db,
  userId: number,
  currentSessionId: string,
): Promise<LoginHistoryEntry | null> {
  const [row] = await db
    .select()
    .from(loginHistory)
    .where(and(eq(loginHistory.userId, userId), eq(loginHistory.sessionId, currentSessionId)))
    .orderBy(desc(loginHistory.id))
    .limit(1);
  return row ? historyEntry(row, currentSessionId) : null;
}

/**
 * Every reward of the user, newest first: a finished lesson and the first passed attempt of each
 * quiz. Read whole (one row per lesson or quiz, so small) to give the sums and the page together.
 */
export async function listRewards(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<Paged<RewardEntry> & ReturnType<typeof rewardSums>> {
  const [finished, passed] = await Promise.all([
    db
      .select({
        id: lessonProgress.id,
        title: lessons.title,
        courseTitle: courses.title,
        at: lessonProgress.completedAt,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt))),
    db
      .select({
        id: quizzes.id,
        title: quizzes.name,
        courseTitle: courses.title,
        at: min(quizAttempts.finishedAt),
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(lessons, eq(lessons.id, quizzes.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(
        and(
          eq(quizAttempts.userId, userId),
          eq(quizAttempts.statusId, ATTEMPT_STATUS.passed),
          isNotNull(quizAttempts.finishedAt),
        ),
      )
      .groupBy(quizzes.id, quizzes.name, courses.title),
  ]);
  const entries: RewardEntry[] = [
    ...finished.map((row) => ({
      id: `lesson-${row.id}`,
      kind: 'lesson_finished' as const,
      points: REWARD_POINTS.lessonFinished,
      title: row.title,
      course_title: row.courseTitle,
      created_at: new Date(row.at ?? 0).toISOString(),
    })),
    ...passed.map((row) => ({
      id: `quiz-${row.id}`,
      kind: 'quiz_passed' as const,
      points: REWARD_POINTS.quizPassed,
      title: row.title,
      course_title: row.courseTitle,
      created_at: new Date(row.at ?? 0).toISOString(),
    })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  return {
    data: entries.slice((page - 1) * perPage, page * perPage),
    meta: pageMeta(page, perPage, entries.length),
    ...rewardSums(entries.map((entry) => entry.points)),
  };
}

/** The user's orders with their product, newest first (GET /user/purchases). */
export async function listPurchases(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<Paged<Purchase>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        course_id: orders.courseId,
        title: courses.title,
        amount: orders.amount,
        currency: orders.currency,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(courses, eq(courses.id, orders.courseId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return {
    data: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    meta: pageMeta(page, perPage, total?.value ?? 0),
  };
}
