import { hasAtLeast } from './has-at-least.ts';
import type { CabinetRole } from './permission.types.ts';
import { permissionsForRole } from './permissions-for-role.ts';

/**
 * How a person stands to a course's lessons and quizzes:
 * - `expert`: they work in its school with read access to quizzes (owner, admin, curator);
 * - `student`: they are subscribed to the course;
 * - `closed`: a member of its school without access to this course (the server answers 403);
 * - `stranger`: no tie to its school at all; its ids are met as no ids (404).
 */
export type CourseReaderStanding = 'expert' | 'student' | 'closed' | 'stranger';

/** The standing from the person's role in the course's school (null when not a member) and their subscription. */
export function courseReaderStanding(role: CabinetRole | null, subscribed: boolean): CourseReaderStanding {
  if (role != null && role !== 'student' && hasAtLeast(permissionsForRole(role), 'quiz', ['read'])) {
    return 'expert';
  }
  if (subscribed) return 'student';
  return role == null ? 'stranger' : 'closed';
}
