import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLOSED_GROUP } from '../../../../app/server/seed/demo-closed-groups.ts';
import {
  type ClosedGroup,
  type ClosedGroupDetail,
  closedGroupDetailResponseSchema,
  closedGroupsResponseSchema,
} from '../../../../core/api/lessons.ts';
import { API, type Browser } from '../support/test-server.ts';
import { createLessonsWorld, expectStatus, type LessonsWorld } from './lessons-fixture.ts';

// Closed groups (spec 1 §3, the smallest real model): a school's groups with their members, listed
// for the button dialog's group links (GET /closed-groups) and built on the group pages.

let world: LessonsWorld;
beforeAll(async () => {
  world = await createLessonsWorld();
}, 60_000);
afterAll(() => world.server.close());

const list = async (client: Browser = world.expert) =>
  v.parse(closedGroupsResponseSchema, await expectStatus(await client.get(`${API}/closed-groups`), 200))
    .data as ClosedGroup[];
const detail = async (response: Response, status = 200) =>
  v.parse(closedGroupDetailResponseSchema, await expectStatus(response, status)).data as ClosedGroupDetail;

describe('closed groups', () => {
  it('are created, listed by title, renamed, and given and relieved of members of the school', async () => {
    expect((await list()).map((group) => group.title)).toEqual([DEMO_CLOSED_GROUP.title]);
    const created = await detail(
      await world.expert.send('POST', `${API}/closed-groups`, { title: 'VIP' }),
      201,
    );
    expect(created).toMatchObject({ title: 'VIP', name: 'VIP', members_count: 0, members: [] });
    await detail(await world.expert.send('POST', `${API}/closed-groups`, { title: 'Alumni' }), 201);
    expect((await list()).map((group) => group.title)).toEqual(['Alumni', DEMO_CLOSED_GROUP.title, 'VIP']);
    const renamed = await detail(
      await world.expert.send('PUT', `${API}/closed-groups/${created.id}`, { title: 'Insiders' }),
    );
    expect(renamed.title).toBe('Insiders');
    const joined = await detail(
      await world.expert.send('POST', `${API}/closed-groups/${created.id}/members`, {
        email: ' Student@Lectern.test ',
      }),
    );
    expect(joined.members.map((member) => member.email)).toEqual(['student@lectern.test']);
    expect((await list()).find((group) => group.id === created.id)!.members_count).toBe(1);
    const left = await detail(
      await world.expert.send(
        'DELETE',
        `${API}/closed-groups/${created.id}/members/${joined.members[0]!.id}`,
      ),
    );
    expect(left.members).toEqual([]);
    expect(
      (
        await world.expert.send(
          'DELETE',
          `${API}/closed-groups/${created.id}/members/${joined.members[0]!.id}`,
        )
      ).status,
    ).toBe(404);
  });

  it('take members of the school only: another school’s person and an unknown email alike are refused (422)', async () => {
    const [group] = await list();
    const foreign = await world.expert.send('POST', `${API}/closed-groups/${group!.id}/members`, {
      email: 'rival@lectern.test',
    });
    const unknown = await world.expert.send('POST', `${API}/closed-groups/${group!.id}/members`, {
      email: 'nobody@lectern.test',
    });
    expect([foreign.status, unknown.status]).toEqual([422, 422]);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect(
      (
        await world.expert.send('POST', `${API}/closed-groups/${group!.id}/members`, {
          email: 'not an email',
        })
      ).status,
    ).toBe(422);
  });

  it('are the school’s: another school gets 404 for its groups (as for none) and lists only its own', async () => {
    const [group] = await list();
    const foreign = await world.rival.get(`${API}/closed-groups/${group!.id}`);
    const missing = await world.rival.get(`${API}/closed-groups/2000000000`);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect(
      (await world.rival.send('PUT', `${API}/closed-groups/${group!.id}`, { title: 'Mine' })).status,
    ).toBe(404);
    expect(await list(world.rival)).toEqual([]);
  });

  it('are listed to a curator, but built only by those who may (403), never by a student', async () => {
    const [group] = await list();
    expect((await list(world.curator)).length).toBe(3);
    expect((await world.curator.send('POST', `${API}/closed-groups`, { title: 'Mine' })).status).toBe(403);
    expect((await world.curator.get(`${API}/closed-groups/${group!.id}`)).status).toBe(403);
    expect((await world.student.get(`${API}/closed-groups`)).status).toBe(403);
    expect((await world.expert.send('POST', `${API}/closed-groups`, { title: ' ' })).status).toBe(422);
  });
});
