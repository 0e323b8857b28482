import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../../../app/server/db/schema.ts';
import { commentListResponseSchema } from '../../../../core/api/comments.ts';
import { canSeeComment, countsInTitle } from '../../../../core/comments/index.ts';
import { API, type Browser } from '../support/test-server.ts';
import { type CommentsWorld, commentsWorld } from './comments-fixture.ts';

// No list, count or deep link ever shows a private, restricted or deleted comment to someone who may
// not see it: random comments (authors, privacy, restriction, deletion) on a lesson thread and on an
// attempt thread, read by every kind of person through every way a comment can reach them.

let world: CommentsWorld;
beforeAll(async () => {
  world = await commentsWorld();
}, 120_000);
afterAll(() => world.server.close());

const PEOPLE = ['student', 'classmate', 'expert', 'curator', 'rival'] as const;
type Person = (typeof PEOPLE)[number];
const STAFF = new Set<Person>(['expert', 'curator']);

const commentArb = fc.record({
  author: fc.constantFrom<Person>('student', 'classmate', 'expert', 'curator'),
  isPrivate: fc.boolean(),
  isRestricted: fc.boolean(),
  deleted: fc.boolean(),
  onAttempt: fc.boolean(),
});

function clientOf(person: Person): Browser {
  return world[person];
}

/** Whether a person reads the thread at all (an attempt: its student and the school's staff). */
function readsThread(person: Person, onAttempt: boolean): boolean {
  if (person === 'rival') return false;
  return onAttempt ? person === 'student' || STAFF.has(person) : true;
}

describe('comment visibility', () => {
  it('holds for random comments and every reader, through lists, counts, deep links and changes', async () => {
    const db = world.server.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(commentArb, { minLength: 1, maxLength: 8 }), async (drawn) => {
        await db.delete(comments);
        const rows = await db
          .insert(comments)
          .values(
            drawn.map((comment, index) => ({
              cabinetId: world.cabinetId,
              courseId: world.courseId,
              lessonId: world.lessonId,
              commentableType: comment.onAttempt ? ('quiz-attempt' as const) : ('lesson' as const),
              commentableId: comment.onAttempt ? world.attemptId : world.lessonId,
              quizQuestionId: null,
              userId: world.ids[comment.author],
              text: `comment ${index}`,
              isPrivate: comment.isPrivate,
              isRestricted: comment.isRestricted,
              deletedAt: comment.deleted ? new Date() : null,
            })),
          )
          .returning();
        for (const person of PEOPLE) {
          const viewer = { userId: world.ids[person], isStaff: STAFF.has(person) };
          for (const onAttempt of [false, true]) {
            const mine = rows
              .map((row, index) => ({ row, drawn: drawn[index]! }))
              .filter(({ drawn: comment }) => comment.onAttempt === onAttempt);
            const facts = (comment: (typeof drawn)[number]) => ({
              userId: world.ids[comment.author],
              isPrivate: comment.isPrivate,
              isRestricted: comment.isRestricted,
              deleted: comment.deleted,
            });
            const expected = readsThread(person, onAttempt)
              ? mine.filter(({ drawn: comment }) => canSeeComment(viewer, facts(comment)))
              : [];
            const thread = onAttempt
              ? `/comments/quiz-attempt/${world.attemptId}`
              : `/comments/lesson/${world.lessonId}`;
            for (const prefix of ['', '/public']) {
              const response = await clientOf(person).get(`${API}${prefix}${thread}?sort_type=asc`);
              if (!readsThread(person, onAttempt)) {
                expect(response.status).toBe(404);
                continue;
              }
              const list = v.parse(commentListResponseSchema, await response.json());
              expect(list.comments.data.map((comment) => comment.id)).toEqual(
                expected.map(({ row }) => row.id),
              );
              expect(list.count).toBe(
                expected.filter(({ drawn: comment }) => countsInTitle(viewer, facts(comment))).length,
              );
              if (!viewer.isStaff) expect(list.unread_ids).toEqual([]);
            }
            for (const { row, drawn: comment } of mine) {
              const seen = readsThread(person, onAttempt) && canSeeComment(viewer, facts(comment));
              // A deep link to it opens nothing it may not see.
              const deep = await clientOf(person).get(`${API}${thread}?comment_id=${row.id}`);
              if (deep.status === 200) {
                const ids = v
                  .parse(commentListResponseSchema, await deep.json())
                  .comments.data.map((c) => c.id);
                expect(ids.includes(row.id)).toBe(seen);
              }
              // Naming it in a change is met as no comment at all when it is not seen.
              const change = await clientOf(person).send('POST', `${API}/comments/${row.id}/public`);
              if (!seen) expect(change.status).toBe(404);
              else expect(change.status).toBe(comment.author === person ? 200 : 403);
              if (seen && comment.author === person && comment.isPrivate)
                await clientOf(person).send('POST', `${API}/comments/${row.id}/private`);
            }
          }
        }
      }),
      { numRuns: 10 },
    );
  }, 300_000);
});
