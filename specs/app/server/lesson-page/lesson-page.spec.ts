import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courses,
  infoSections,
  lessons,
  quizzes,
  subscriptions,
  users,
} from '../../../../app/server/db/schema.ts';
import { DEMO_COURSE } from '../../../../app/server/seed/demo-data.ts';
import type { LessonPage, Offer } from '../../../../core/api/lesson-page.ts';
import {
  API,
  type Browser,
  browser,
  createTestServer,
  signIn,
  type TestServer,
} from '../support/test-server.ts';

// The lesson page's calls (docs/lesson-page.md) on both databases: every access state of spec 3 §4 as
// the server answers it, the expert's preview, offers, participants, orders and the events.

let server: TestServer;
let student: Browser;
let expert: Browser;
let visitor: Browser;
let courseId: number;
const lessonIds: number[] = [];
const course = DEMO_COURSE.slug;
const [first, second] = DEMO_COURSE.lessons;

beforeAll(async () => {
  server = await createTestServer({ seed: true });
  student = await signIn(server, 'student@lectern.test');
  expert = await signIn(server, 'expert@lectern.test');
  visitor = browser(server);
  const { db } = server.database;
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, course));
  courseId = row!.id;
  for (const lesson of DEMO_COURSE.lessons) {
    const [found] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.slug, lesson.slug));
    lessonIds.push(found!.id);
  }
  // A plain course for these specs: no drip, nothing public, sold by nothing yet.
  await db
    .update(lessons)
    .set({
      isPublic: false,
      statusId: 1,
      accessibleAfterDays: 0,
      accessibleStartHour: '00:00',
      accessibleAfterIds: [],
    })
    .where(eq(lessons.courseId, courseId));
  await db
    .update(courses)
    .set({ navigationTypeId: 1, isPreSubscriptionEnabled: false })
    .where(eq(courses.id, courseId));
  // The demo's checkpoint (before the last lesson) is off here; the access rule's specs hold checkpoints.
  await db.update(quizzes).set({ isCheckpoint: false }).where(inArray(quizzes.lessonId, lessonIds));
});
afterAll(() => server.close());

async function page(
  client: Browser,
  lessonSlug: string,
  query = '',
): Promise<{ status: number; data: LessonPage }> {
  const response = await client.get(`${API}/public/courses/${course}/lessons/${lessonSlug}${query}`);
  const body = (await response.json()) as { data: LessonPage };
  return { status: response.status, data: body.data };
}

describe('the lesson dto (spec 3 §3, §4)', () => {
  it('shows a subscriber the lesson with its section, neighbours and course access', async () => {
    const { status, data } = await page(student, first.slug);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      is_lesson_available: true,
      is_comments_available: true,
      blocked_info: null,
      closed_info: null,
      constructor_link: null,
      preview_settings: null,
      course: { id: courseId, product_id: courseId, navigation_type_id: 1 },
      course_access: { is_course_subscribed: true, is_user_expert: false, is_practice_available: true },
      paginate_info: { previous_lesson: null, next_lesson: { slug: second.slug, is_available: true } },
    });
    expect(data.section?.index).toBe(0);
    expect(data.course_access.available_lessons_ids).toEqual(lessonIds);
  });

  it('gives a visitor no units of a lesson that is not public, and the units of a public one without practice', async () => {
    const closed = await page(visitor, first.slug);
    expect(closed.status).toBe(200);
    expect(closed.data).toMatchObject({ is_lesson_available: false, section: null, quizzes: [] });
    expect(closed.data.link_get_access).toBe(`/courses/${course}#get-access`);
    await server.database.db.update(lessons).set({ isPublic: true }).where(eq(lessons.id, lessonIds[0]!));
    const open = await page(visitor, first.slug);
    expect(open.data.is_lesson_available).toBe(true);
    expect(open.data.is_comments_available).toBe(false);
    expect(open.data.course_access.is_practice_available).toBe(false);
    expect(open.data.section?.info_units.some((unit) => unit.type_id === 5 || unit.type_id === 7)).toBe(
      false,
    );
    expect(open.data.section?.info_units.some((unit) => unit.type_id === 6)).toBe(false);
    // The next lesson is closed for want of access, not of a date: its link says so (no blocked info).
    expect(open.data.paginate_info.next_lesson).toMatchObject({
      slug: second.slug,
      is_available: false,
      state: 'unavailable',
      blocked_info: null,
    });
    await server.database.db.update(lessons).set({ isPublic: false }).where(eq(lessons.id, lessonIds[0]!));
  });

  it('asks a visitor to get access to a lesson of status 4 once the course is on sale', async () => {
    await server.database.db.update(lessons).set({ statusId: 4 }).where(eq(lessons.id, lessonIds[1]!));
    expect((await page(visitor, second.slug)).data.is_lesson_available).toBe(false);
    const created = await expert.send('POST', `${API}/offers`, {
      name: 'Whole course',
      price: 49,
      currency: 'USD',
      status: 'active',
      product_id: courseId,
      lesson_ids: [],
    });
    expect(created.status).toBe(201);
    const { data } = await page(visitor, second.slug);
    expect(data.course_access.is_product_on_sale).toBe(true);
    expect(data.title_get_access).toBe('Get access');
    await server.database.db.update(lessons).set({ statusId: 1 }).where(eq(lessons.id, lessonIds[1]!));
  });

  it('keeps a dripped lesson closed with its date, and opens it when the days have passed', async () => {
    const { db } = server.database;
    await db
      .update(lessons)
      .set({ accessibleAfterDays: 3, accessibleTimezone: 'Europe/Kyiv' })
      .where(eq(lessons.id, lessonIds[2]!));
    const slug = DEMO_COURSE.lessons[2].slug;
    const closed = await page(student, slug);
    expect(closed.data.is_lesson_available).toBe(false);
    expect(closed.data.section).toBeNull();
    expect(closed.data.blocked_info).toMatchObject({ is_accessible: false, type: 'date' });
    expect(closed.data.blocked_info?.tooltip_message).toContain(':date');
    expect(closed.data.course_access.firstInaccessibleLesson?.slug).toBe(slug);
    const before = (await page(student, DEMO_COURSE.lessons[1].slug)).data.paginate_info.next_lesson;
    expect(before).toMatchObject({ slug, state: 'unavailable', blocked_info: { type: 'date' } });
    expect(before?.blocked_info?.access_date).toBe(closed.data.blocked_info?.access_date);
    // A closed lesson's sections stay closed through the section call too.
    const [part] = await db
      .insert(infoSections)
      .values({ lessonId: lessonIds[2]!, name: 'Closed part' })
      .returning();
    expect((await student.get(`${API}/public/sections/${part!.id}/part`)).status).toBe(403);
    expect((await expert.get(`${API}/public/sections/${part!.id}/part`)).status).toBe(200);
    const [student_] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'student@lectern.test'));
    await db
      .update(subscriptions)
      .set({ createdAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(subscriptions.userId, student_!.id));
    const open = await page(student, slug);
    expect(open.data.is_lesson_available).toBe(true);
    expect(open.data.blocked_info).toMatchObject({ is_accessible: true, type: 'date' });
    expect((await student.get(`${API}/public/sections/${part!.id}/part`)).status).toBe(200);
    await db.update(lessons).set({ accessibleAfterDays: 0 }).where(eq(lessons.id, lessonIds[2]!));
  });

  it('opens a lesson of a sequential course after the previous one is watched (the started and watched events)', async () => {
    const { db } = server.database;
    await db.update(courses).set({ navigationTypeId: 2 }).where(eq(courses.id, courseId));
    const before = await page(student, DEMO_COURSE.lessons[3].slug);
    expect(before.data.blocked_info).toMatchObject({ type: 'previous', is_accessible: false });
    const third = await page(student, DEMO_COURSE.lessons[2].slug);
    expect(third.data.paginate_info.next_lesson?.blocked_info).toMatchObject({
      type: 'previous',
      link: third.data.link,
    });
    for (const id of lessonIds.slice(0, 3)) {
      const watched = await student.send('POST', `${API}/lessons/${id}/events/watched`);
      expect(watched.status).toBe(200);
    }
    const again = await student.send('POST', `${API}/lessons/${lessonIds[0]}/events/watched`);
    const body = (await again.json()) as { data: { event: string; section: LessonPage['section'] } };
    expect(body.data.event).toBe('watched');
    expect(body.data.section?.index).toBe(0);
    expect((await page(student, DEMO_COURSE.lessons[3].slug)).data.is_lesson_available).toBe(true);
    await db.update(courses).set({ navigationTypeId: 1 }).where(eq(courses.id, courseId));
  });

  it('shows the expert every lesson with the constructor link, and answers 404 for no lesson', async () => {
    const { data } = await page(expert, first.slug);
    expect(data.course_access.is_user_expert).toBe(true);
    expect(data.constructor_link).toBe(
      `/expert/course/${courseId}/lesson/${lessonIds[0]}/constructor?section=0`,
    );
    expect(data.preview_settings).toMatchObject({ type: { id: 1 } });
    expect((await visitor.get(`${API}/public/lessons/999999`)).status).toBe(404);
    expect((await visitor.get(`${API}/public/courses/${course}/lessons/no-such-lesson`)).status).toBe(404);
  });
});

describe('offers, participants and the expert preview (spec 3 §5, §7)', () => {
  let partial: Offer;

  it('creates, edits and lists offers of the school, drafts only when asked', async () => {
    const created = await expert.send('POST', `${API}/offers`, {
      name: 'First two lessons',
      price: 10,
      currency: 'EUR',
      status: 'draft',
      product_id: courseId,
      lesson_ids: lessonIds.slice(0, 2),
    });
    partial = ((await created.json()) as { data: Offer }).data;
    expect(partial).toMatchObject({
      status: 'draft',
      lesson_ids: lessonIds.slice(0, 2),
      product_id: courseId,
    });
    const active = (await (await expert.get(`${API}/offers?per_page=5`)).json()) as { data: Offer[] };
    expect(active.data.map((offer) => offer.name)).not.toContain('First two lessons');
    const all = (await (await expert.get(`${API}/offers?with_draft=1&with_counts=1&query=two`)).json()) as {
      data: Offer[];
    };
    expect(all.data).toEqual([expect.objectContaining({ id: partial.id, participants_count: 0 })]);
    const edited = await expert.send('PUT', `${API}/offers/${partial.id}`, {
      ...partial,
      status: 'active',
      price: 12,
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { data: Offer }).data).toMatchObject({ status: 'active', price: 12 });
    const wrong = await expert.send('POST', `${API}/offers`, { ...partial, lesson_ids: [999999] });
    expect(wrong.status).toBe(422);
    expect((await student.get(`${API}/offers`)).status).toBe(403);
  });

  it('lists the course participants five at a time with search', async () => {
    const found = (await (
      await expert.get(`${API}/products/${courseId}/participants?filters[search]=Taras&limit=5`)
    ).json()) as {
      data: { email: string }[];
      links: { next: string | null };
    };
    expect(found.data.map((row) => row.email)).toEqual(['student@lectern.test']);
    expect(found.links.next).toBeNull();
    expect((await student.get(`${API}/products/${courseId}/participants`)).status).toBe(403);
  });

  it('previews the lesson as an offer’s buyer, then as a participant, then as the expert', async () => {
    const asBuyer = await expert.send('POST', `${API}/courses/${courseId}/preview-settings`, {
      type: 2,
      offer_id: partial.id,
    });
    expect(asBuyer.status).toBe(200);
    const third = await page(expert, DEMO_COURSE.lessons[2].slug);
    expect(third.data.is_lesson_available).toBe(false);
    expect(third.data.blocked_info?.type).toBe('offer');
    expect(third.data.preview_settings).toMatchObject({ type: { id: 2 }, offer: { id: partial.id } });
    expect(third.data.constructor_link).not.toBeNull();
    const [taras] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'student@lectern.test'));
    const asStudent = await expert.send('POST', `${API}/courses/${courseId}/preview-settings`, {
      type: 3,
      user_id: taras!.id,
    });
    expect(((await asStudent.json()) as { data: { user: { email: string } } }).data.user.email).toBe(
      'student@lectern.test',
    );
    expect((await page(expert, first.slug)).data.course_access.is_user_expert).toBe(false);
    const missing = await expert.send('POST', `${API}/courses/${courseId}/preview-settings`, { type: 2 });
    expect(missing.status).toBe(422);
    await expert.send('POST', `${API}/courses/${courseId}/preview-settings`, { type: 1 });
    const read = (await (await expert.get(`${API}/courses/${courseId}/preview-settings`)).json()) as {
      data: unknown;
    };
    expect(read.data).toEqual({ type: { id: 1 }, offer: null, user: null });
  });

  it('grants the course by an order of an offer, which bounds the buyer to the offer’s lessons', async () => {
    const ordered = await expert.send('POST', `${API}/orders`, {
      offer_id: partial.id,
      email: 'partner@lectern.test',
    });
    expect(ordered.status).toBe(201);
    const order = (
      (await ordered.json()) as { data: { id: number; status: string; history: { event: string }[] } }
    ).data;
    expect(order.status).toBe('paid');
    expect(order.history.map((entry) => entry.event)).toEqual(['created', 'paid', 'subscribed']);
    expect((await expert.get(`${API}/orders/${order.id}`)).status).toBe(200);
    const partner = await signIn(server, 'partner@lectern.test');
    expect((await page(partner, first.slug)).data.is_lesson_available).toBe(true);
    expect((await page(partner, DEMO_COURSE.lessons[2].slug)).data.blocked_info?.type).toBe('offer');
    const unknown = await expert.send('POST', `${API}/orders`, {
      offer_id: partial.id,
      email: 'nobody@lectern.test',
    });
    expect(unknown.status).toBe(422);
  });

  it('lets a signed-in visitor pre-register where the course allows it', async () => {
    const someone = browser(server);
    await someone.send('POST', `${API}/auth/register`, {
      name: 'Ada',
      email: 'ada@lectern.test',
      password: 'password-1',
    });
    expect((await someone.send('POST', `${API}/public/courses/${course}/pre-subscription`)).status).toBe(404);
    await server.database.db
      .update(courses)
      .set({ isPreSubscriptionEnabled: true })
      .where(eq(courses.id, courseId));
    expect((await page(someone, first.slug)).data.course_access.can_pre_subscribe).toBe(true);
    expect((await someone.send('POST', `${API}/public/courses/${course}/pre-subscription`)).status).toBe(200);
    const after = await page(someone, first.slug);
    expect(after.data.course_access).toMatchObject({
      can_pre_subscribe: false,
      is_course_pre_subscribed: true,
    });
  });
});
