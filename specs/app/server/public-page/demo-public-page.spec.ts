import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPublicPage } from '../../../../app/server/seed/demo-public-page.ts';
import { seedDemo } from '../../../../app/server/seed/seed-demo.ts';
import { publicPageResponseSchema } from '../../../../core/api/courses.ts';
import { json, people } from '../quiz/quiz-fixture.ts';
import { API, createTestServer, type TestServer } from '../support/test-server.ts';

// The demo course's public page (docs/public-page.md): seeded with the demo, a description and two
// blocks, the first a text; seeding again writes nothing.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
}, 60_000);
afterAll(() => server.close());

describe('the demo course’s public page', () => {
  it('has a description and two text blocks, their HTML rendered, as the demo expert reads it', async () => {
    const { expert } = await people(server);
    const cards = await json<{ data: { id: number; slug: string }[] }>(
      await expert.get(`${API}/courses-cards`),
    );
    const course = cards.data.find((card) => card.slug === 'ukrainian-for-beginners')!;
    const page = v.parse(
      publicPageResponseSchema,
      await json(await expert.get(`${API}/courses/${course.id}/public-page`)),
    ).data;
    expect(page.description).toMatch(/Ukrainian/);
    expect(page.info_units.map((unit) => [unit.type_id, unit.title])).toEqual([
      [3, 'What you will learn'],
      [3, 'How the course works'],
    ]);
    expect(page.info_units[0]!.description_formatted).toContain('<h2>In four lessons</h2>');
    expect(page.version).toBe(2);
  });

  it('is seeded once: seeding again writes nothing', async () => {
    expect(await seedDemoPublicPage(server.database.db)).toBe(false);
    expect(await seedDemo(server.database.db)).toBe(false);
  });
});
