import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import {
  alerts,
  cabinetMembers,
  cabinets,
  contactFields,
  courses,
  infoSections,
  infoUnits,
  lessonProgress,
  lessons,
  programSections,
  subscriptions,
  users,
} from '../db/schema.ts';
import { seedDemoClosedGroups } from './demo-closed-groups.ts';
import { seedDemoComments } from './demo-comments.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ALERT,
  DEMO_COURSE,
  DEMO_FIRST_LESSON_SECTIONS,
  DEMO_PASSWORD,
  DEMO_PROGRAM,
  DEMO_SCHOOL,
} from './demo-data.ts';
import { seedDemoLessonAccess } from './demo-lesson-access.ts';
import { type DemoMediaDeps, seedDemoMedia } from './demo-media.ts';
import { seedDemoPublicPage } from './demo-public-page.ts';
import { seedDemoQuizImage, seedDemoQuizzes } from './demo-quizzes.ts';

/**
 * Writes the demo data (below); given `media` (storage and log), also the first lesson's audio, video
 * and PDF (demo-media.ts). Answers whether it wrote anything.
 */
export async function seedDemo(db: Db, media?: DemoMediaDeps): Promise<boolean> {
  const wrote = [
    await seedDemoRows(db),
    await seedDemoPublicPage(db),
    await seedDemoLessonAccess(db),
    await seedDemoComments(db),
  ].some(Boolean);
  const quizImage = media ? await seedDemoQuizImage(db, media) : false;
  return (media ? (await seedDemoMedia(db, media)) > 0 : false) || quizImage || wrote;
}

/**
 * Writes the demo accounts, school, course, subscription, progress and alert, in one transaction.
 * Idempotent: does nothing when the demo expert already exists, except adding the demo quizzes when
 * they are missing. Answers whether it wrote anything.
 */
async function seedDemoRows(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.expert.email));
  if (existing) return seedDemoQuizzes(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const wrote = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values([
        { ...DEMO_ACCOUNTS.expert, passwordHash, bgColor: '#6d28d9' },
        { ...DEMO_ACCOUNTS.student, passwordHash, bgColor: '#047857' },
        { ...DEMO_ACCOUNTS.partner, passwordHash, bgColor: '#b45309', isPartner: true },
      ])
      .onConflictDoNothing({ target: users.email })
      .returning();
    const expert = inserted.find((user) => user.email === DEMO_ACCOUNTS.expert.email);
    const student = inserted.find((user) => user.email === DEMO_ACCOUNTS.student.email);
    if (!expert || !student) return false;

    const [school] = await tx
      .insert(cabinets)
      .values({ name: DEMO_SCHOOL.name, ownerId: expert.id })
      .returning();
    await tx.insert(cabinetMembers).values({ cabinetId: school!.id, userId: expert.id, role: 'owner' });
    await tx.update(users).set({ currentCabinetId: school!.id }).where(eq(users.id, expert.id));

    const [course] = await tx
      .insert(courses)
      .values({
        cabinetId: school!.id,
        title: DEMO_COURSE.title,
        slug: DEMO_COURSE.slug,
        description: DEMO_COURSE.description,
        type: 'course',
        status: 'published',
      })
      .returning();
    const sections = await tx
      .insert(programSections)
      .values(
        DEMO_PROGRAM.map((section, position) => ({ courseId: course!.id, title: section.title, position })),
      )
      .returning();
    const placeOf = (slug: string) => {
      const at = DEMO_PROGRAM.findIndex((section) => (section.lessons as readonly string[]).includes(slug));
      return {
        programSectionId: sections[at]!.id,
        position: DEMO_PROGRAM[at]!.lessons.indexOf(slug as never) + 1,
      };
    };
    const courseLessons = await tx
      .insert(lessons)
      .values(
        DEMO_COURSE.lessons.map((lesson) => ({ ...lesson, courseId: course!.id, ...placeOf(lesson.slug) })),
      )
      .returning();
    const alphabet = courseLessons.find((lesson) => lesson.slug === DEMO_COURSE.lessons[0].slug)!;
    for (const [position, section] of DEMO_FIRST_LESSON_SECTIONS.entries()) {
      const [info] = await tx
        .insert(infoSections)
        .values({ lessonId: alphabet.id, name: section.name, position })
        .returning();
      await tx.insert(infoUnits).values(
        section.units.map((unit, at) => ({
          infoSectionId: info!.id,
          typeId: unit.typeId,
          title: unit.title,
          position: at,
          content: 'content' in unit ? unit.content : null,
        })),
      );
    }

    await tx.insert(subscriptions).values({ userId: student.id, courseId: course!.id });
    await tx.insert(cabinetMembers).values({ cabinetId: school!.id, userId: student.id, role: 'student' });
    // The extra contact fields the demo school asks of its students (docs/account.md "Contact fields").
    await tx.insert(contactFields).values([
      { cabinetId: school!.id, name: 'Company', type: 'text', position: 0 },
      { cabinetId: school!.id, name: 'Portfolio', type: 'url', position: 1 },
    ]);
    await tx
      .insert(lessonProgress)
      .values({ userId: student.id, lessonId: alphabet.id, completedAt: new Date() });
    await tx.insert(alerts).values({ userId: student.id, ...DEMO_ALERT });
    await seedDemoClosedGroups(tx, school!.id, [expert.id, student.id]);
    return true;
  });
  return (await seedDemoQuizzes(db)) || wrote;
}
