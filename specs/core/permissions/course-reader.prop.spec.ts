import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CABINET_ROLES,
  courseReaderStanding,
  hasAtLeast,
  permissionsForRole,
} from '../../../core/permissions/index.ts';

// Who reads a course's lessons and quizzes: the one rule the quiz calls, the course and the lesson
// blocks share (a stranger's ids are 404, a member without access 403).

describe('courseReaderStanding', () => {
  it('makes every role with quiz read access but the student an expert, subscribed or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CABINET_ROLES), fc.boolean(), (role, subscribed) => {
        const expert = role !== 'student' && hasAtLeast(permissionsForRole(role), 'quiz', ['read']);
        expect(courseReaderStanding(role, subscribed) === 'expert').toBe(expert);
      }),
    );
  });

  it('lets the subscribed read as students, refuses other members, and does not know strangers', () => {
    expect(courseReaderStanding(null, true)).toBe('student');
    expect(courseReaderStanding('student', true)).toBe('student');
    expect(courseReaderStanding('student', false)).toBe('closed');
    expect(courseReaderStanding(null, false)).toBe('stranger');
  });
});
