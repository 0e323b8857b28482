import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard } from '../../../core/api/courses.ts';
import { API, type Browser, createTestServer, signIn, type TestServer } from './support/test-server.ts';

let server: TestServer;
let expert: Browser;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  expert = await signIn(server, 'expert@lectern.test');
  const menu = (await (await expert.get(`${API}/profile/menu`)).json()) as {
    data: { expert_cabinets: { id: number }[] };
  };
  const school = menu.data.expert_cabinets[0]!;
  expect((await expert.send('PUT', `${API}/cabinets/current`, { cabinet_id: school.id })).status).toBe(200);
});
afterAll(() => server.close());

async function cards(
  client: Browser,
  query = '',
): Promise<{ status: number; body: { data: CourseCard[]; meta: Record<string, number> } }> {
  const response = await client.get(`${API}/courses-cards${query}`);
  return {
    status: response.status,
    body: (await response.json()) as { data: CourseCard[]; meta: Record<string, number> },
  };
}

describe('GET /courses-cards', () => {
  it('lists the current school’s courses with lesson and student counts', async () => {
    const { status, body } = await cards(expert, '?per_page=100');
    expect(status).toBe(200);
    const demo = body.data.find((card) => card.title === 'Ukrainian for Beginners');
    expect(demo).toMatchObject({ type: 'course', status: 'published', lessons_count: 4, students_count: 1 });
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 100 });
  });

  it('keeps marathons apart from courses', async () => {
    const { body } = await cards(expert, '?type=marathon');
    expect(body.data.every((card) => card.type === 'marathon')).toBe(true);
  });

  it('refuses a per_page above the spec’s 100 and an unknown type', async () => {
    expect((await cards(expert, '?per_page=101')).status).toBe(422);
    expect((await cards(expert, '?type=webinar')).status).toBe(422);
  });

  it('is closed to a student in their own cabinet and to the signed-out', async () => {
    const student = await signIn(server, 'student@lectern.test');
    expect((await cards(student)).status).toBe(403);
    expect((await server.request(`${API}/courses-cards`)).status).toBe(401);
  });
});

describe('POST /courses', () => {
  it('creates a draft with a Latin address from a Ukrainian title, listed first', async () => {
    const response = await expert.send('POST', `${API}/courses`, { title: '  Українська для початківців  ' });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: CourseCard };
    expect(data).toMatchObject({
      title: 'Українська для початківців',
      slug: 'ukrainska-dlia-pochatkivtsiv',
      status: 'draft',
      type: 'course',
      lessons_count: 0,
      students_count: 0,
    });
    expect((await cards(expert)).body.data[0]?.id).toBe(data.id);
  });

  it('gives each of several simultaneous courses of one title its own address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        expert.send('POST', `${API}/courses`, { title: 'Grammar drills', type: 'marathon' }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const slugs = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { data: CourseCard }).data.slug),
    );
    expect(new Set(slugs).size).toBe(4);
    expect(slugs.every((slug) => /^grammar-drills(-\d+)?$/.test(slug))).toBe(true);
  });

  it('says what is wrong with a missing or blank title', async () => {
    for (const body of [{}, { title: '   ' }, { title: 42 }]) {
      const response = await expert.send('POST', `${API}/courses`, body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.title?.[0]).toMatch(
        /title/i,
      );
    }
  });

  it('refuses a student, who runs no school', async () => {
    const student = await signIn(server, 'student@lectern.test');
    expect((await student.send('POST', `${API}/courses`, { title: 'Mine' })).status).toBe(403);
  });
});
