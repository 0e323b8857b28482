import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fillAccessMessage,
  lessonScreen,
  parseDeepLink,
  programLinkOf,
  resumeFrom,
} from '../../../core/lesson-page/index.ts';

describe('the lesson page rules', () => {
  it('draws units exactly when the lesson is available, get-access for a sold lesson or another offer', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(1, 2, 4),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.constantFrom('date', 'checkpoint', 'previous', 'offer'), { nil: null }),
        (available, status, subscribed, onSale, blocked) => {
          const screen = lessonScreen({
            is_lesson_available: available,
            status_id: status,
            course_access: { is_course_subscribed: subscribed, is_product_on_sale: onSale },
            blocked_info: blocked ? { type: blocked } : null,
          });
          expect(screen === 'units').toBe(available);
          if (!available && blocked === 'offer') expect(screen).toBe('get-access');
          if (!available && status === 4 && onSale && !subscribed) expect(screen).toBe('get-access');
        },
      ),
    );
  });

  it('reads the three deep links and nothing else', () => {
    expect(parseDeepLink('#unit-12')).toEqual({ kind: 'unit', unitId: 12 });
    expect(parseDeepLink('#quizId=7')).toEqual({ kind: 'quiz', quizId: 7 });
    expect(parseDeepLink('#video-id=5/93')).toEqual({ kind: 'video', unitId: 5, seconds: 93 });
    fc.assert(
      fc.property(fc.string(), (hash) => {
        const link = parseDeepLink(hash);
        if (link) expect(['unit', 'quiz', 'video']).toContain(link.kind);
      }),
    );
    expect(parseDeepLink('#unit-x')).toBeNull();
  });

  it('resumes 10 s early when past 10 s, never before the start', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (saved) => {
        const from = resumeFrom(saved);
        expect(from).toBeGreaterThanOrEqual(0);
        expect(from).toBe(saved > 10 ? saved - 10 : 0);
      }),
    );
    expect(resumeFrom(null)).toBe(0);
  });

  it('fills :date and :practice, and builds the program link', () => {
    expect(
      fillAccessMessage('Opens on :date after :practice.', {
        date: '05 March, 2027 10:00',
        practice: 'Quiz 1',
      }),
    ).toBe('Opens on 05 March, 2027 10:00 after Quiz 1.');
    expect(programLinkOf('/courses/a/b')).toBe('/courses/a/b/program');
  });
});

describe('the access-type search (spec 3 §5)', () => {
  it('filters from 3 characters, errs below, and resets when emptied', async () => {
    const { previewSearch } = await import('../../../core/lesson-page/index.ts');
    expect(previewSearch('')).toEqual({ query: null, tooShort: false });
    expect(previewSearch('  ')).toEqual({ query: null, tooShort: false });
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const result = previewSearch(text);
        const length = text.trim().length;
        expect(result.tooShort).toBe(length > 0 && length < 3);
        expect(result.query).toBe(length >= 3 ? text.trim() : null);
      }),
    );
  });
});
