import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedGroupMembers } from '../../../../app/server/db/schema.ts';
import {
  type ClosedGroupDetail,
  closedGroupDeletedResponseSchema,
  closedGroupDetailResponseSchema,
  closedGroupsResponseSchema,
} from '../../../../core/api/lessons.ts';
import { createLessonsWorld, expectStatus, type LessonsWorld } from '../lessons/lessons-fixture.ts';
import { API } from '../support/test-server.ts';

// DELETE /closed-groups/{id} (docs/closed-groups.md): the school's owner or admin deletes a group and
// its members go with it; another school's id is 404 as for none, a curator (no `delete`) 403.

let world: LessonsWorld;
beforeAll(async () => {
  world = await createLessonsWorld();
}, 60_000);
afterAll(() => world.server.close());

async function groupWithStudent(title: string): Promise<ClosedGroupDetail> {
  const created = v.parse(
    closedGroupDetailResponseSchema,
    await expectStatus(await world.expert.send('POST', `${API}/closed-groups`, { title }), 201),
  ).data;
  return v.parse(
    closedGroupDetailResponseSchema,
    await expectStatus(
      await world.expert.send('POST', `${API}/closed-groups/${created.id}/members`, {
        email: 'student@lectern.test',
      }),
      200,
    ),
  ).data;
}

const titles = async () =>
  v
    .parse(
      closedGroupsResponseSchema,
      await expectStatus(await world.expert.get(`${API}/closed-groups`), 200),
    )
    .data.map((group) => group.title);

const memberRows = (groupId: number) =>
  world.server.database.db.select().from(closedGroupMembers).where(eq(closedGroupMembers.groupId, groupId));

describe('DELETE /closed-groups/{id}', () => {
  it('deletes the group with its members, and the group is gone for every call after', async () => {
    const group = await groupWithStudent('Leaving soon');
    expect(await memberRows(group.id)).toHaveLength(1);
    const answer = v.parse(
      closedGroupDeletedResponseSchema,
      await expectStatus(await world.expert.send('DELETE', `${API}/closed-groups/${group.id}`), 200),
    );
    expect(answer.data).toEqual({ id: group.id });
    expect(await memberRows(group.id)).toEqual([]);
    expect(await titles()).not.toContain('Leaving soon');
    expect((await world.expert.get(`${API}/closed-groups/${group.id}`)).status).toBe(404);
    expect((await world.expert.send('DELETE', `${API}/closed-groups/${group.id}`)).status).toBe(404);
  });

  it('answers another school 404, the same as for no group at all, and deletes nothing', async () => {
    const group = await groupWithStudent('Ours');
    const foreign = await world.rival.send('DELETE', `${API}/closed-groups/${group.id}`);
    const missing = await world.rival.send('DELETE', `${API}/closed-groups/2000000000`);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect(await titles()).toContain('Ours');
    expect(await memberRows(group.id)).toHaveLength(1);
  });

  it('refuses a curator (who may list groups but not delete them) and a student with 403', async () => {
    const group = await groupWithStudent('Kept');
    const curator = await world.curator.send('DELETE', `${API}/closed-groups/${group.id}`);
    expect(curator.status).toBe(403);
    expect((await world.student.send('DELETE', `${API}/closed-groups/${group.id}`)).status).toBe(403);
    expect(await titles()).toContain('Kept');
  });

  it('takes nothing but a whole number as the id (404)', async () => {
    expect((await world.expert.send('DELETE', `${API}/closed-groups/abc`)).status).toBe(404);
    expect((await world.expert.send('DELETE', `${API}/closed-groups/1.5`)).status).toBe(404);
  });
});
