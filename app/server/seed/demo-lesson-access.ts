import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { questionDocumentSchema } from '../../../core/api/quiz-authoring.ts';
import { INFO_UNIT_TYPES } from '../../../core/lessons/lessons.constants.ts';
import type { Db } from '../db/client.ts';
import {
  courses,
  infoSections,
  infoUnits,
  lessons,
  offers,
  orders,
  preSubscriptions,
  quizzes,
  subscriptions,
  users,
} from '../db/schema.ts';
import { seedQuestion } from '../quiz/quiz-authoring.ts';
import { DEMO_ACCOUNTS, DEMO_COURSE } from './demo-data.ts';

/** The demo course's offers: the whole course on sale, and a draft for its first lessons. */
export const DEMO_OFFERS = {
  full: { name: 'Whole course', price: 49, currency: 'USD' },
  starter: { name: 'Starter: the first lessons', price: 9, currency: 'USD' },
} as const;
/** The demo checkpoint: a quiz of the third lesson that the fourth waits for. */
export const DEMO_CHECKPOINT_NAME = 'Checkpoint: introduce yourself';
/** What the checkpoint asks: two questions on the third lesson, so a student can pass it and open the fourth. */
const DEMO_CHECKPOINT_QUESTIONS = [
  {
    type_slug: 'single_answer',
    name: 'How do you say “My name is Taras”?',
    answers: [
      { ref: 0, text: 'Мене звати Тарас.', is_correct: true },
      { ref: 1, text: 'Я звати Тарас.', is_correct: false },
      { ref: 2, text: 'Моє ім’я є Тарас.', is_correct: false },
    ],
  },
  {
    type_slug: 'single_answer',
    name: 'Which greeting would you use with a teacher you meet for the first time?',
    answers: [
      { ref: 0, text: 'Добрий день!', is_correct: true },
      { ref: 1, text: 'Привіт!', is_correct: false },
    ],
  },
];
/** The third lesson's text, before its checkpoint. */
const DEMO_INTRODUCTION_TEXT = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'To say your name: ' },
        { type: 'text', text: 'Мене звати …', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' (literally “they call me …”). To a teacher or a stranger, greet with ' },
        { type: 'text', text: 'Добрий день!', marks: [{ type: 'bold' }] },
      ],
    },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'Pass the checkpoint below to open the next lesson.' }],
    },
  ],
};
const greeting = (words: string, meaning: string) => ({
  type: 'listItem',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: words, marks: [{ type: 'bold' }] },
        { type: 'text', text: ` — ${meaning}` },
      ],
    },
  ],
});
/** The second lesson's text: the course's free lesson, open to visitors (is_public). */
const DEMO_GREETINGS_TEXT = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'This lesson is free: anyone can read it, signed in or not. Ukrainian greets a friend and a stranger differently.',
        },
      ],
    },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Saying hello' }] },
    {
      type: 'bulletList',
      content: [
        greeting('Привіт!', 'hi (to a friend)'),
        greeting('Добрий день!', 'good afternoon (to anyone, the polite choice)'),
        greeting('Доброго ранку!', 'good morning'),
      ],
    },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Saying goodbye' }] },
    {
      type: 'bulletList',
      content: [greeting('Бувай!', 'bye (to a friend)'), greeting('До побачення!', 'goodbye (to anyone)')],
    },
    {
      type: 'blockquote',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'When in doubt, say Добрий день: it is never wrong.' }],
        },
      ],
    },
  ],
};

/** The last demo lesson opens a week after subscribing, at 09:00 Kyiv time. */
export const DEMO_DRIP = { days: 7, hour: '09:00', timeZone: 'Europe/Kyiv' } as const;

/** Writes a lesson's first section holding one text block; answers the section's id. */
async function insertTextSection(
  db: Db,
  lessonId: number,
  text: { name: string; title: string; content: (typeof infoUnits.$inferInsert)['content'] },
): Promise<number> {
  const [section] = await db
    .insert(infoSections)
    .values({ lessonId, name: text.name, position: 1 })
    .returning({ id: infoSections.id });
  await db.insert(infoUnits).values({
    infoSectionId: section!.id,
    typeId: INFO_UNIT_TYPES.text,
    position: 1,
    title: text.title,
    content: text.content,
  });
  return section!.id;
}

/**
 * What the lesson page's access rules show on the demo course (docs/lesson-page.md): the last lesson
 * dripped, a checkpoint quiz before it, an active offer the demo student bought (a paid order) and a
 * draft one, pre-subscription on with the demo partner pre-registered. Idempotent: does nothing once
 * the course has its offers. Answers whether it wrote anything.
 */
export async function seedDemoLessonAccess(db: Db): Promise<boolean> {
  const [course] = await db.select().from(courses).where(eq(courses.slug, DEMO_COURSE.slug));
  if (!course) return false;
  const [existing] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.courseId, course.id))
    .limit(1);
  if (existing) return false;
  const slugs = DEMO_COURSE.lessons.map((lesson) => lesson.slug);
  const rows = await db
    .select({ id: lessons.id, slug: lessons.slug })
    .from(lessons)
    .where(and(eq(lessons.courseId, course.id), inArray(lessons.slug, slugs)));
  const idOf = (slug: string) => rows.find((row) => row.slug === slug)?.id;
  const second = idOf(slugs[1]!);
  const third = idOf(slugs[2]!);
  const last = idOf(slugs[slugs.length - 1]!);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.partner.email]));
  const student = people.find((person) => person.email === DEMO_ACCOUNTS.student.email);
  const partner = people.find((person) => person.email === DEMO_ACCOUNTS.partner.email);

  await db.transaction(async (tx) => {
    if (last)
      await tx
        .update(lessons)
        .set({
          accessibleAfterDays: DEMO_DRIP.days,
          accessibleStartHour: DEMO_DRIP.hour,
          accessibleTimezone: DEMO_DRIP.timeZone,
        })
        .where(eq(lessons.id, last));
    if (second) {
      // The course's free lesson: a visitor reads it without an account (spec 3 §3, public lessons).
      await tx.update(lessons).set({ isPublic: true }).where(eq(lessons.id, second));
      await insertTextSection(tx, second, {
        name: 'Hello and goodbye',
        title: 'Five words to start with',
        content: DEMO_GREETINGS_TEXT,
      });
    }
    if (third) {
      const [checkpoint] = await tx
        .insert(quizzes)
        .values({ lessonId: third, name: DEMO_CHECKPOINT_NAME, isCheckpoint: true })
        .returning({ id: quizzes.id });
      for (const question of DEMO_CHECKPOINT_QUESTIONS)
        await seedQuestion(tx, checkpoint!.id, v.parse(questionDocumentSchema, question));
      // The lesson's page shows a few words and the checkpoint in its practice block (it showed
      // "This part of the lesson is empty" and no way to the quiz but the program).
      const sectionId = await insertTextSection(tx, third, {
        name: 'Say who you are',
        title: 'My name is…',
        content: DEMO_INTRODUCTION_TEXT,
      });
      const [practice] = await tx
        .insert(infoUnits)
        .values({
          infoSectionId: sectionId,
          typeId: INFO_UNIT_TYPES.practice,
          position: 2,
          title: 'Checkpoint',
          quizId: checkpoint!.id,
        })
        .returning({ id: infoUnits.id });
      await tx.update(quizzes).set({ infoUnitId: practice!.id }).where(eq(quizzes.id, checkpoint!.id));
    }
    const [full] = await tx
      .insert(offers)
      .values({
        cabinetId: course.cabinetId,
        courseId: course.id,
        status: 'active',
        lessonIds: [],
        ...DEMO_OFFERS.full,
      })
      .returning();
    await tx.insert(offers).values({
      cabinetId: course.cabinetId,
      courseId: course.id,
      status: 'draft',
      lessonIds: rows.filter((row) => row.slug === slugs[0] || row.slug === slugs[1]).map((row) => row.id),
      ...DEMO_OFFERS.starter,
    });
    await tx.update(courses).set({ isPreSubscriptionEnabled: true }).where(eq(courses.id, course.id));
    if (student && full) {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: student.id,
          courseId: course.id,
          offerId: full.id,
          amount: full.price,
          currency: full.currency,
          status: 'paid',
        })
        .returning({ id: orders.id });
      await tx
        .update(subscriptions)
        .set({ offerId: full.id, orderId: order?.id ?? null, source: 'order' })
        .where(and(eq(subscriptions.userId, student.id), eq(subscriptions.courseId, course.id)));
    }
    if (partner)
      await tx
        .insert(preSubscriptions)
        .values({ userId: partner.id, courseId: course.id })
        .onConflictDoNothing();
  });
  return true;
}
