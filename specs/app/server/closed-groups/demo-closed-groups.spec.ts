import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLOSED_GROUP } from '../../../../app/server/seed/demo-closed-groups.ts';
import { seedDemo } from '../../../../app/server/seed/seed-demo.ts';
import { closedGroupDetailResponseSchema, closedGroupsResponseSchema } from '../../../../core/api/lessons.ts';
import { expectStatus } from '../lessons/lessons-fixture.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from '../support/test-server.ts';

// The demo school has one closed group with two members (docs/closed-groups.md), written with the
// school; seeding again adds nothing, and a group the expert deleted stays deleted.

let server: TestServer;
let expert: Browser;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
  expert = await signIn(server, 'expert@lectern.test');
}, 60_000);
afterAll(() => server.close());

const groups = async () =>
  v.parse(closedGroupsResponseSchema, await expectStatus(await expert.get(`${API}/closed-groups`), 200)).data;

describe('the demo closed group', () => {
  it('is the demo school’s one group, with the demo expert and student in it', async () => {
    const [group, ...others] = await groups();
    expect(others).toEqual([]);
    expect(group).toMatchObject({ title: DEMO_CLOSED_GROUP.title, members_count: 2 });
    const detail = v.parse(
      closedGroupDetailResponseSchema,
      await expectStatus(await expert.get(`${API}/closed-groups/${group!.id}`), 200),
    ).data;
    expect(detail.members.map((member) => member.email)).toEqual([
      'expert@lectern.test',
      'student@lectern.test',
    ]);
  });

  it('is written once: seeding again adds no group, and a deleted one does not come back', async () => {
    expect(await seedDemo(server.database.db)).toBe(false);
    const [group, ...others] = await groups();
    expect(others).toEqual([]);
    await expectStatus(await expert.send('DELETE', `${API}/closed-groups/${group!.id}`), 200);
    await seedDemo(server.database.db);
    expect(await groups()).toEqual([]);
  });
});
