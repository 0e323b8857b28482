import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../../app/server/db/schema.ts';
import { fileAccessFor } from '../../../../app/server/files/file-access.ts';
import { API } from '../support/test-server.ts';
import { type CommentsWorld, commentsWorld } from './comments-fixture.ts';

// A comment's files (model comment) reach exactly the people who see the comment (docs/comments.md).

let world: CommentsWorld;
beforeAll(async () => {
  world = await commentsWorld();
}, 120_000);
afterAll(() => world.server.close());

/** A stored comment file of the expert in the demo school. */
async function expertCommentFile(name: string) {
  const uuid = randomUUID();
  const [row] = await world.server.database.db
    .insert(files)
    .values({
      uuid,
      userId: world.ids.expert,
      cabinetId: world.cabinetId,
      model: 'comment',
      originalName: name,
      displayName: name,
      extension: 'pdf',
      mimeType: 'application/pdf',
      size: 5,
      storageKey: uuid,
      processStatus: 'completed',
    })
    .returning();
  return row!;
}

async function postWith(uuid: string, text: string, isPrivate: boolean): Promise<number> {
  const response = await world.expert.send('POST', `${API}/comments`, {
    commentable_type: 'quiz-attempt',
    commentable_id: world.attemptId,
    question_id: world.questions[0]!.id,
    text,
    is_private: isPrivate,
    files: [uuid],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const accessOf = async (userId: number, uuid: string) => {
  const [row] = await world.server.database.db.select().from(files).where(eq(files.uuid, uuid));
  return fileAccessFor(world.server.database.db, userId, row!);
};

describe("a comment's files", () => {
  it('reach the student with a public comment, never with a private one, and nobody else outside the school staff', async () => {
    const shown = await expertCommentFile('rules.pdf');
    const kept = await expertCommentFile('notes-for-staff.pdf');
    const loose = await expertCommentFile('never-attached.pdf');
    await postWith(shown.uuid, 'Read the rules.', false);
    await postWith(kept.uuid, 'For the curator.', true);

    expect(await accessOf(world.ids.student, shown.uuid)).toBe('read');
    expect(await accessOf(world.ids.student, kept.uuid)).toBeNull();
    expect(await accessOf(world.ids.student, loose.uuid)).toBeNull();
    // The classmate does not see another student's result thread; another school sees nothing.
    expect(await accessOf(world.ids.classmate, shown.uuid)).toBeNull();
    expect(await accessOf(world.ids.rival, shown.uuid)).toBeNull();
    expect(await accessOf(world.ids.curator, kept.uuid)).toBe('manage');
    expect(await accessOf(world.ids.expert, kept.uuid)).toBe('manage');
  });

  it('leave the student once the comment is hidden from students or deleted', async () => {
    const restricted = await expertCommentFile('restricted.pdf');
    const deleted = await expertCommentFile('deleted.pdf');
    const restrictedId = await postWith(restricted.uuid, 'Soon hidden.', false);
    const deletedId = await postWith(deleted.uuid, 'Soon deleted.', false);
    expect(await accessOf(world.ids.student, restricted.uuid)).toBe('read');
    expect(await accessOf(world.ids.student, deleted.uuid)).toBe('read');

    const hidden = await world.expert.send('PATCH', `${API}/comments/bulk-restrict`, {
      commentable_type: 'quiz-attempt',
      commentable_id: world.attemptId,
      quiz_question_id: world.questions[0]!.id,
      ids: [restrictedId],
    });
    expect(hidden.status, await hidden.clone().text()).toBe(200);
    const gone = await world.expert.send('DELETE', `${API}/comments/${deletedId}`);
    expect(gone.status, await gone.clone().text()).toBeLessThan(300);

    expect(await accessOf(world.ids.student, restricted.uuid)).toBeNull();
    expect(await accessOf(world.ids.student, deleted.uuid)).toBeNull();
    expect(await accessOf(world.ids.curator, restricted.uuid)).toBe('manage');
  });
});
