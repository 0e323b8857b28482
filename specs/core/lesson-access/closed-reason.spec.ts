import { describe, expect, it } from 'vitest';
import { closedReasonOf } from '../../../core/lesson-access/index.ts';

const here = '/courses/c/one';
const info = (
  type: 'date' | 'checkpoint' | 'previous' | 'offer',
  link: string | null = null,
  date: string | null = null,
) => ({
  type,
  link,
  access_date: date,
});

describe('closedReasonOf: why a closed lesson is closed, as its link says', () => {
  it('has no reason for an open lesson, even one with its drip date passed', () => {
    expect(closedReasonOf({ state: 'available', blocked_info: null }, here)).toBeNull();
    expect(
      closedReasonOf({ state: 'available', blocked_info: info('date', null, '2026-01-01') }, here),
    ).toBeNull();
  });
  it('names no access for a visitor or a user without the course, and for a lesson sold apart', () => {
    expect(closedReasonOf({ state: 'unavailable', blocked_info: null }, here)).toBe('no-access');
    expect(closedReasonOf({ state: 'get-access', blocked_info: null }, here)).toBe('no-access');
  });
  it('tells an offer that leaves the lesson out from having no access at all', () => {
    expect(closedReasonOf({ state: 'get-access', blocked_info: info('offer') }, here)).toBe('offer');
  });
  it('names the drip date, the checkpoint quiz, and the lesson to finish first', () => {
    expect(
      closedReasonOf({ state: 'unavailable', blocked_info: info('date', null, '2027-01-01') }, here),
    ).toBe('date');
    expect(
      closedReasonOf({ state: 'unavailable', blocked_info: info('checkpoint', `${here}/quizzes/4`) }, here),
    ).toBe('checkpoint');
    expect(closedReasonOf({ state: 'unavailable', blocked_info: info('previous', here) }, here)).toBe(
      'previous-this',
    );
    expect(
      closedReasonOf({ state: 'unavailable', blocked_info: info('previous', '/courses/c/zero') }, here),
    ).toBe('previous');
  });
});
