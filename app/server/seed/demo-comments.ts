import { and, asc, eq, inArray } from 'drizzle-orm';
import { ATTEMPT_STATUS } from '../../../core/api/quiz.ts';
import type { Db } from '../db/client.ts';
import {
  comments,
  courses,
  infoSections,
  infoUnits,
  lessons,
  quizAnswers,
  quizAttemptQuestions,
  quizAttemptResults,
  quizAttempts,
  quizQuestions,
  quizResultCommentSettings,
  quizzes,
  users,
} from '../db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_COURSE } from './demo-data.ts';

/** The demo quiz whose result carries a comment thread: its only attempt, used by the demo student. */
export const DEMO_COMMENTED_QUIZ = 'Final check: one attempt';

const MINUTE = 60_000;

/**
 * Comments a newcomer meets (docs/comments.md): on the first lesson's comment block the student asks
 * and the expert answers publicly; on the student's finished attempt at the one-attempt quiz the
 * student asks about the first result (which the expert opened to comments), the expert leaves a private
 * note for the school and a public answer. The student's comments stay unread, so the expert's review
 * inbox shows them. Written once: nothing is written when the demo course already has comments.
 */
export async function seedDemoComments(db: Db): Promise<boolean> {
  const [place] = await db
    .select({ cabinetId: courses.cabinetId, courseId: courses.id, lessonId: lessons.id })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.slug, DEMO_COURSE.slug), eq(lessons.slug, DEMO_COURSE.lessons[0].slug)));
  if (!place) return false;
  if ((await db.$count(comments, eq(comments.courseId, place.courseId))) > 0) return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.expert.email, DEMO_ACCOUNTS.student.email]));
  const expert = people.find((row) => row.email === DEMO_ACCOUNTS.expert.email);
  const student = people.find((row) => row.email === DEMO_ACCOUNTS.student.email);
  const [unit] = await db
    .select({ id: infoUnits.id })
    .from(infoUnits)
    .innerJoin(infoSections, eq(infoSections.id, infoUnits.infoSectionId))
    .where(and(eq(infoSections.lessonId, place.lessonId), eq(infoUnits.typeId, 6)))
    .orderBy(asc(infoSections.position), asc(infoUnits.position))
    .limit(1);
  const [quiz] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.lessonId, place.lessonId), eq(quizzes.name, DEMO_COMMENTED_QUIZ)));
  if (!expert || !student || !unit || !quiz) return false;
  const [question] = await db
    .select({ id: quizQuestions.id, points: quizQuestions.maxPoints })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.typeSlug, 'single_answer')))
    .orderBy(asc(quizQuestions.position))
    .limit(1);
  if (!question) return false;
  const [right] = await db
    .select({ id: quizAnswers.id })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.questionId, question.id), eq(quizAnswers.isCorrect, true)))
    .limit(1);
  if (!right) return false;

  const start = new Date(Date.now() - 3 * 24 * 60 * MINUTE);
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  await db.transaction(async (tx) => {
    const common = { cabinetId: place.cabinetId, courseId: place.courseId, lessonId: place.lessonId };
    await tx.insert(comments).values([
      {
        ...common,
        commentableType: 'info-unit',
        commentableId: unit.id,
        userId: student.id,
        text: 'Is ґ pronounced like the g in "go"?',
        createdAt: at(0),
        updatedAt: at(0),
      },
      {
        ...common,
        commentableType: 'info-unit',
        commentableId: unit.id,
        userId: expert.id,
        text: 'Yes: ґ is the hard g of "go". Г is softer, closer to the h in "hello".',
        createdAt: at(45),
        updatedAt: at(45),
      },
    ]);
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: student.id,
        attemptNumber: 1,
        statusId: ATTEMPT_STATUS.passed,
        scores: question.points,
        startedAt: at(60),
        finishedAt: at(70),
        createdAt: at(60),
        updatedAt: at(70),
      })
      .returning({ id: quizAttempts.id });
    await tx.insert(quizAttemptQuestions).values({
      attemptId: attempt!.id,
      questionId: question.id,
      verdict: 'correct',
      points: question.points,
      answeredAt: at(65),
      version: 1,
    });
    await tx.insert(quizAttemptResults).values({
      attemptId: attempt!.id,
      questionId: question.id,
      answerId: right.id,
      isCorrect: true,
      createdAt: at(65),
      updatedAt: at(65),
    });
    await tx.insert(quizResultCommentSettings).values({
      attemptId: attempt!.id,
      commentableType: 'quiz_question',
      commentableId: question.id,
      isAllowed: true,
      updatedBy: expert.id,
    });
    const onResult = {
      ...common,
      commentableType: 'quiz-attempt' as const,
      commentableId: attempt!.id,
      quizQuestionId: question.id,
    };
    await tx.insert(comments).values([
      {
        ...onResult,
        userId: student.id,
        text: 'I picked й, but why is и not right? They look so alike.',
        createdAt: at(80),
        updatedAt: at(80),
      },
      {
        ...onResult,
        userId: expert.id,
        text: 'Mixes up и and й: worth a word in the next live lesson.',
        isPrivate: true,
        createdAt: at(90),
        updatedAt: at(90),
      },
      {
        ...onResult,
        userId: expert.id,
        text: 'И is the i of "sit"; й is the y of "yes". The little mark over й is the whole difference.',
        createdAt: at(91),
        updatedAt: at(91),
      },
    ]);
  });
  return true;
}
