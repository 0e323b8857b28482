import { and, eq } from 'drizzle-orm';
import { cabinetMembers, courses, subscriptions } from '../db/schema.ts';

// The two joins every "who reads this course" query makes (core/permissions courseReaderStanding reads
// what they find): the person's subscription to the course, and their membership of its school.

/** Join condition: the person's subscription to the joined course. */
export const subscriptionOf = (userId: number) =>
  and(eq(subscriptions.courseId, courses.id), eq(subscriptions.userId, userId));

/** Join condition: the person's membership of the joined course's school. */
export const membershipOfCourseSchool = (userId: number) =>
  and(eq(cabinetMembers.cabinetId, courses.cabinetId), eq(cabinetMembers.userId, userId));
