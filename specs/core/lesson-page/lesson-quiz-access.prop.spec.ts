import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentLinkOf, hasQuizCountdown, lessonQuizAccess } from '../../../core/lesson-page/index.ts';

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

describe('a quiz unit’s opening on the lesson page (spec 3 §4 Quiz access, §9)', () => {
  it('counts down to the opening, never below zero, offering the reload only in the last 3 s', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -10_000_000, max: 100_000_000 }), (opensAt, before) => {
        const now = opensAt - before;
        const access = lessonQuizAccess(
          {
            blocked_info: { is_accessible: now >= opensAt, access_date: new Date(opensAt).toISOString() },
            closed_info: null,
          },
          now,
        );
        if (now >= opensAt) {
          expect(access).toEqual({ kind: 'open' });
          return;
        }
        if (access.kind !== 'blocked') throw new Error(`expected blocked, got ${access.kind}`);
        expect(access.secondsUntilOpen).toBe(Math.ceil(before / 1000));
        expect(access.secondsUntilOpen).toBeGreaterThan(0);
        expect(access.showsReload).toBe(access.secondsUntilOpen <= 3);
      }),
    );
  });

  it('shows a closed quiz as closed whatever its opening, and ticks only while a quiz waits', () => {
    const closed = { is_accessible: false, access_date: '2026-01-01T00:00:00.000Z' };
    const waiting = { is_accessible: false, access_date: '2027-01-01T00:00:00.000Z' };
    expect(lessonQuizAccess({ blocked_info: waiting, closed_info: closed }, 0)).toEqual({
      kind: 'closed',
      closedAt: closed.access_date,
    });
    expect(lessonQuizAccess({ blocked_info: { is_accessible: false }, closed_info: null }, 0)).toMatchObject({
      kind: 'blocked',
      secondsUntilOpen: Number.POSITIVE_INFINITY,
      showsReload: false,
    });
    expect(hasQuizCountdown([{ blocked_info: waiting, closed_info: null }])).toBe(true);
    expect(hasQuizCountdown([{ blocked_info: { ...waiting, is_accessible: true }, closed_info: null }])).toBe(
      false,
    );
    expect(hasQuizCountdown([])).toBe(false);
  });
});

describe('a comment link (spec 2 §2 comment_id)', () => {
  it('names a comment by a positive id only', () => {
    expect(commentLinkOf('?section=1&comment_id=42')).toBe(42);
    for (const search of [
      '',
      '?comment_id=',
      '?comment_id=0',
      '?comment_id=-3',
      '?comment_id=4.5',
      '?comment_id=1e3',
    ])
      expect(commentLinkOf(search)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(commentLinkOf(`?comment_id=${id}`)).toBe(id);
      }),
    );
  });
});
