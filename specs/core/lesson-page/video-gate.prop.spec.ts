import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type VideoGateLesson, videoGate } from '../../../core/lesson-page/index.ts';

const lessons = fc.record<VideoGateLesson>({
  is_lesson_available: fc.boolean(),
  course_access: fc.record({
    is_course_subscribed: fc.boolean(),
    is_user_expert: fc.boolean(),
    is_product_on_sale: fc.boolean(),
  }),
  blocked_info: fc.option(fc.record({ type: fc.constantFrom('date', 'checkpoint', 'previous', 'offer') }), {
    nil: null,
  }),
});

describe('videoGate', () => {
  it('never gates a video for the expert or a subscriber the lesson is open for', () => {
    fc.assert(
      fc.property(lessons, (lesson) => {
        const open =
          lesson.course_access.is_user_expert ||
          (lesson.course_access.is_course_subscribed && lesson.is_lesson_available);
        expect(videoGate(lesson) === null).toBe(open);
      }),
    );
  });

  it('asks a non-subscriber to buy only while the course is on sale', () => {
    fc.assert(
      fc.property(lessons, (lesson) => {
        const gate = videoGate(lesson);
        if (gate === 'video-purchase') {
          expect(lesson.course_access.is_product_on_sale).toBe(true);
          expect(lesson.course_access.is_course_subscribed).toBe(false);
        }
        expect(gate).not.toBe('video-live');
      }),
    );
  });
});
