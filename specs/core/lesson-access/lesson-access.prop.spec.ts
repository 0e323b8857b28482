import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccessCourse,
  type AccessLesson,
  type AccessViewer,
  courseAccessOf,
  courseLessonAccess,
  dripOpensAt,
  instantOfLocal,
  localPartsOf,
} from '../../../core/lesson-access/index.ts';

const TIME_ZONES = [
  'UTC',
  'Europe/Kyiv',
  'Europe/London',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'America/Santiago',
] as const;

const timeZone = fc.constantFrom(...TIME_ZONES);
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2032-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const startHour = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const wall = (parts: { year: number; month: number; day: number; hour: number; minute: number }) =>
  Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);

const course: fc.Arbitrary<AccessCourse> = fc.record({
  typeId: fc.constantFrom(1, 2),
  navigationTypeId: fc.constantFrom(1, 2),
  isProductOnSale: fc.boolean(),
  isPreSubscriptionEnabled: fc.boolean(),
});

const lessonsOf = fc
  .array(
    fc.record({
      title: fc.string({ maxLength: 8 }),
      isPublic: fc.boolean(),
      statusId: fc.constantFrom(1, 2, 4),
      accessibleAfterDays: fc.integer({ min: 0, max: 40 }),
      accessibleStartHour: startHour,
      timeZone: fc.option(timeZone, { nil: null }),
      isSkipCheckpoint: fc.boolean(),
      checkpoint: fc.boolean(),
      afterOffsets: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows): AccessLesson[] =>
    rows.map((row, index) => ({
      id: index + 1,
      title: row.title,
      isPublic: row.isPublic,
      statusId: row.statusId,
      accessibleAfterDays: row.accessibleAfterDays,
      accessibleStartHour: row.accessibleStartHour,
      timeZone: row.timeZone,
      isSkipCheckpoint: row.isSkipCheckpoint,
      checkpoints: row.checkpoint ? [{ quizId: 100 + index + 1, name: `Checkpoint ${index + 1}` }] : [],
      accessibleAfterIds: row.afterOffsets.map((offset) => index + 1 - offset).filter((id) => id >= 1),
    })),
  );

const scenario = fc
  .record({
    course,
    lessons: lessonsOf,
    signedIn: fc.boolean(),
    expert: fc.boolean(),
    subscribed: fc.boolean(),
    startedAt: instant,
    offerLessons: fc.option(fc.subarray([1, 2, 3, 4, 5, 6, 7, 8]), { nil: null }),
    preSubscribed: fc.boolean(),
    completed: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8]),
    passed: fc.subarray([101, 102, 103, 104, 105, 106, 107, 108]),
    nowOffsetHours: fc.integer({ min: -48, max: 24 * 50 }),
  })
  .map((s) => {
    const viewer: AccessViewer = {
      isSignedIn: s.signedIn || s.expert || s.subscribed,
      isExpert: s.expert,
      subscription: s.subscribed ? { startedAt: s.startedAt, offerLessonIds: s.offerLessons } : null,
      isPreSubscribed: s.preSubscribed,
      completedLessonIds: new Set(s.completed),
      passedQuizIds: new Set(s.passed),
    };
    const now = new Date(s.startedAt.getTime() + s.nowOffsetHours * 3_600_000);
    return { course: s.course, lessons: s.lessons, viewer, now };
  });

describe('lesson access rule (spec 3 §4)', () => {
  it('the opening instant is the first moment the lesson’s wall clock reads the wanted time', () => {
    fc.assert(
      fc.property(instant, timeZone, startHour, (day, zone, hourText) => {
        const [hour, minute] = hourText.split(':').map(Number) as [number, number];
        const local = { ...localPartsOf(day, zone), hour, minute };
        const opens = instantOfLocal(local, zone);
        expect(wall(localPartsOf(opens, zone))).toBeGreaterThanOrEqual(wall(local));
        expect(wall(localPartsOf(new Date(opens.getTime() - 60_000), zone))).toBeLessThan(wall(local));
      }),
      { numRuns: 400 },
    );
  });

  it('drip never opens early in any time zone: not before the day count and start hour of the lesson’s wall clock', () => {
    fc.assert(
      fc.property(
        instant,
        timeZone,
        fc.integer({ min: 0, max: 60 }),
        startHour,
        (startedAt, zone, days, hourText) => {
          const lesson = { accessibleAfterDays: days, accessibleStartHour: hourText, timeZone: zone };
          const opens = dripOpensAt(lesson, startedAt);
          const started = localPartsOf(startedAt, zone);
          const opened = localPartsOf(opens, zone);
          const dayCount =
            (Date.UTC(opened.year, opened.month - 1, opened.day) -
              Date.UTC(started.year, started.month - 1, started.day)) /
            86_400_000;
          expect(dayCount).toBeGreaterThanOrEqual(days);
          const [hour, minute] = hourText.split(':').map(Number) as [number, number];
          if (dayCount === days)
            expect(opened.hour * 60 + opened.minute).toBeGreaterThanOrEqual(hour * 60 + minute);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a subscriber never sees a dripped lesson before it opens', () => {
    fc.assert(
      fc.property(scenario, ({ course, lessons, viewer, now }) => {
        const access = courseLessonAccess(course, lessons, viewer, now);
        for (const lesson of lessons) {
          if (viewer.isExpert || lesson.isPublic || !viewer.subscription) continue;
          if (now < dripOpensAt(lesson, viewer.subscription.startedAt))
            expect(access.get(lesson.id)?.state).not.toBe('available');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a lesson is never both shown and locked', () => {
    fc.assert(
      fc.property(scenario, ({ course, lessons, viewer, now }) => {
        const access = courseLessonAccess(course, lessons, viewer, now);
        for (const lesson of lessons) {
          const one = access.get(lesson.id);
          expect(one).toBeDefined();
          if (one?.state === 'available') expect(one.blockedInfo?.is_accessible ?? true).toBe(true);
          else expect(one?.isPracticeAvailable).toBe(false);
          if (one?.blockedInfo && !one.blockedInfo.is_accessible) expect(one.state).not.toBe('available');
        }
        const summary = courseAccessOf(course, lessons, access, viewer);
        expect(summary.available_lessons_ids).toEqual(
          lessons.filter((lesson) => access.get(lesson.id)?.state === 'available').map((lesson) => lesson.id),
        );
        if (summary.firstInaccessibleLessonId != null)
          expect(summary.available_lessons_ids).not.toContain(summary.firstInaccessibleLessonId);
      }),
      { numRuns: 300 },
    );
  });

  it('a checkpoint is never skipped unless the lesson allows it', () => {
    fc.assert(
      fc.property(scenario, ({ course, lessons, viewer, now }) => {
        const access = courseLessonAccess(course, lessons, viewer, now);
        lessons.forEach((lesson, index) => {
          if (viewer.isExpert || lesson.isPublic || lesson.isSkipCheckpoint) return;
          if (access.get(lesson.id)?.state !== 'available') return;
          for (const earlier of lessons.slice(0, index))
            for (const checkpoint of earlier.checkpoints)
              expect(viewer.passedQuizIds.has(checkpoint.quizId)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('visitors and non-subscribers see public lessons only, without practice; status 4 of a course on sale asks to get access', () => {
    fc.assert(
      fc.property(scenario, ({ course, lessons, viewer, now }) => {
        const stranger = { ...viewer, isExpert: false, subscription: null };
        const access = courseLessonAccess(course, lessons, stranger, now);
        for (const lesson of lessons) {
          const one = access.get(lesson.id);
          if (lesson.isPublic) expect(one).toMatchObject({ state: 'available', isPracticeAvailable: false });
          else if (lesson.statusId === 4 && course.isProductOnSale) expect(one?.state).toBe('get-access');
          else expect(one?.state).toBe('unavailable');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('an expert sees every lesson with its practice; an offer’s lessons bound a buyer', () => {
    fc.assert(
      fc.property(scenario, ({ course, lessons, viewer, now }) => {
        const expert = courseLessonAccess(course, lessons, { ...viewer, isExpert: true }, now);
        for (const lesson of lessons)
          expect(expert.get(lesson.id)).toMatchObject({ state: 'available', isPracticeAvailable: true });
        const offer = viewer.subscription?.offerLessonIds;
        if (viewer.isExpert || !offer || offer.length === 0) return;
        const access = courseLessonAccess(course, lessons, viewer, now);
        for (const lesson of lessons)
          if (!lesson.isPublic && !offer.includes(lesson.id))
            expect(access.get(lesson.id)?.state).toBe('get-access');
      }),
      { numRuns: 200 },
    );
  });

  it('sequential courses open a lesson only after the previous one is finished', () => {
    fc.assert(
      fc.property(scenario, ({ course, lessons, viewer, now }) => {
        const sequential = { ...course, navigationTypeId: 2 };
        const subscriber = {
          ...viewer,
          isExpert: false,
          subscription: viewer.subscription && { ...viewer.subscription, offerLessonIds: null },
        };
        const access = courseLessonAccess(sequential, lessons, subscriber, now);
        lessons.forEach((lesson, index) => {
          if (index === 0 || lesson.isPublic || !subscriber.subscription) return;
          const previous = lessons[index - 1];
          if (access.get(lesson.id)?.state === 'available' && previous)
            expect(subscriber.completedLessonIds.has(previous.id)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});
