import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import { DEMO_CHECKPOINT_NAME, DEMO_OFFERS } from '../../../../app/server/seed/demo-lesson-access.ts';
import type { LessonPage, Offer } from '../../../../core/api/lesson-page.ts';
import {
  API,
  type Browser,
  browser,
  createTestServer,
  signIn,
  type TestServer,
} from '../support/test-server.ts';

// The demo course shows the lesson page's access rules: drip, a checkpoint, an offer, a pre-subscriber.

let server: TestServer;
let student: Browser;
const lessonsOf = DEMO_COURSE.lessons;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  student = await signIn(server, 'student@lectern.test');
});
afterAll(() => server.close());

const page = async (client: Browser, slug: string) =>
  (
    (await (await client.get(`${API}/public/courses/${DEMO_COURSE.slug}/lessons/${slug}`)).json()) as {
      data: LessonPage;
    }
  ).data;

describe('the demo course', () => {
  it('keeps its last lesson dripped for the demo student, and lists the checkpoint quiz in the third', async () => {
    const last = await page(student, lessonsOf[lessonsOf.length - 1]!.slug);
    expect(last.is_lesson_available).toBe(false);
    expect(last.blocked_info).toMatchObject({ type: 'date', is_accessible: false });
    const third = await page(student, lessonsOf[2]!.slug);
    expect(third.quizzes).toEqual([
      expect.objectContaining({ name: DEMO_CHECKPOINT_NAME, is_checkpoint: true }),
    ]);
    expect(third.course_access).toMatchObject({
      is_product_on_sale: true,
      is_pre_subscription_enabled: true,
    });
    // The checkpoint asks something: a student can take it and pass it (an empty quiz would say nothing).
    const expert = await signIn(server, 'expert@lectern.test');
    const quizzes = (
      (await (await expert.get(`${API}/expert/quizzes?page=1`)).json()) as {
        data: { name: string; questions_count: number }[];
      }
    ).data;
    expect(quizzes.find((quiz) => quiz.name === DEMO_CHECKPOINT_NAME)?.questions_count).toBe(2);
  });

  it('has a free lesson that a visitor reads without an account, and keeps the others closed to them', async () => {
    const visitor = browser(server);
    const free = await page(visitor, lessonsOf[1]!.slug);
    expect(free.is_lesson_available).toBe(true);
    expect(JSON.stringify(free.section?.info_units)).toContain('Добрий день!');
    const first = await page(visitor, lessonsOf[0]!.slug);
    expect(first.is_lesson_available).toBe(false);
  });

  it('sells the course through its offers and has the demo partner pre-registered', async () => {
    const expert = await signIn(server, 'expert@lectern.test');
    const offers = (
      (await (await expert.get(`${API}/offers?with_draft=1&with_counts=1`)).json()) as { data: Offer[] }
    ).data;
    expect(offers.map((offer) => [offer.name, offer.status, offer.participants_count])).toEqual([
      [DEMO_OFFERS.full.name, 'active', 1],
      [DEMO_OFFERS.starter.name, 'draft', 0],
    ]);
    const partner = await signIn(server, 'partner@lectern.test');
    const first = await page(partner, lessonsOf[0]!.slug);
    expect(first.course_access).toMatchObject({ is_course_pre_subscribed: true, can_pre_subscribe: false });
  });
});
