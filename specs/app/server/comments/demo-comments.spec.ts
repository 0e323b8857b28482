import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoUnits, quizAttempts, quizzes } from '../../../../app/server/db/schema.ts';
import { DEMO_COMMENTED_QUIZ } from '../../../../app/server/seed/demo-comments.ts';
import { seedDemo } from '../../../../app/server/seed/seed-demo.ts';
import { commentListResponseSchema, reviewInboxResponseSchema } from '../../../../core/api/comments.ts';
import { people } from '../quiz/quiz-fixture.ts';
import { API, type Browser, createTestServer, type TestServer } from '../support/test-server.ts';

// The demo's comments (docs/comments.md): a newcomer meets a public exchange on the first lesson's
// comment block and a result thread on the student's attempt with a private note the student never sees.

let server: TestServer;
let expert: Browser;
let student: Browser;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
  ({ expert, student } = await people(server));
}, 120_000);
afterAll(() => server.close());

async function texts(client: Browser, path: string): Promise<string[]> {
  const response = await client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return v
    .parse(commentListResponseSchema, await response.json())
    .comments.data.map((comment) => comment.text);
}

describe('the demo comments', () => {
  it('show the lesson block’s question and its answer to the student', async () => {
    const [unit] = await server.database.db.select().from(infoUnits).where(eq(infoUnits.typeId, 6));
    const shown = await texts(student, `${API}/public/comments/info_units/${unit!.id}?sort_type=asc`);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain('ґ');
  });

  it('tell the form what it may attach: the block’s switches for the student, everything for the expert', async () => {
    const [unit] = await server.database.db.select().from(infoUnits).where(eq(infoUnits.typeId, 6));
    const flags = async (client: Browser, path: string) => {
      const list = v.parse(commentListResponseSchema, await (await client.get(path)).json());
      return [list.allow_upload, list.allow_audio_response, list.allow_video_response];
    };
    expect(await flags(student, `${API}/public/comments/info_units/${unit!.id}`)).toEqual([
      false,
      false,
      false,
    ]);
    await server.database.db
      .update(infoUnits)
      .set({ isAudioCommentEnabled: true, isFileCommentEnabled: true })
      .where(eq(infoUnits.id, unit!.id));
    expect(await flags(student, `${API}/public/comments/info_units/${unit!.id}`)).toEqual([
      true,
      true,
      false,
    ]);
    expect(await flags(expert, `${API}/comments/info_units/${unit!.id}`)).toEqual([true, true, true]);
  });

  it('keep the expert’s private note on the quiz result from the student, not from the expert', async () => {
    const db = server.database.db;
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.name, DEMO_COMMENTED_QUIZ));
    const [attempt] = await db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz!.id)));
    const thread = `${API}/comments/quiz-attempt/${attempt!.id}?sort_type=asc`;
    expect(await texts(student, `${API}/public${thread.slice(API.length)}`)).toHaveLength(2);
    expect(await texts(expert, thread)).toHaveLength(3);
  });

  it('wait in the expert’s review inbox, and are written once', async () => {
    const response = await expert.get(`${API}/expert/review-inbox`);
    const inbox = v.parse(reviewInboxResponseSchema, await response.json());
    expect(inbox.data.filter((item) => item.kind === 'comment')).toHaveLength(2);
    expect(await seedDemo(server.database.db)).toBe(false);
  });
});
