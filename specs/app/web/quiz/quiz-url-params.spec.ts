import { describe, expect, it } from 'vitest';
import { anchorTarget, readQuizUrlParams, withoutParams } from '../../../../app/web/quiz/quiz-url-params.ts';

describe('the quiz page URL parameters (spec 3 §2)', () => {
  it('reads quiz_attempt_id, start_quiz_id and the comment triple', () => {
    const params = readQuizUrlParams(
      new URLSearchParams(
        'quiz_attempt_id=12&start_quiz_id=7&commentable_type=quiz-attempt&commentable_id=12&comment_id=99',
      ),
    );
    expect(params).toEqual({
      quizAttemptId: 12,
      startQuizId: 7,
      comment: { commentableType: 'quiz-attempt', commentableId: 12, commentId: 99 },
    });
  });

  it('ignores ids that are not positive whole numbers and an incomplete comment triple', () => {
    expect(
      readQuizUrlParams(new URLSearchParams('quiz_attempt_id=abc&start_quiz_id=-3&comment_id=5')),
    ).toEqual({
      quizAttemptId: null,
      startQuizId: null,
      comment: null,
    });
  });

  it('removes the consumed parameters and keeps the others', () => {
    const search = new URLSearchParams('quiz_attempt_id=12&utm_source=mail&start_quiz_id=7');
    expect(withoutParams(search, ['quiz_attempt_id', 'start_quiz_id'])).toBe('?utm_source=mail');
    expect(withoutParams(new URLSearchParams('quiz_attempt_id=12'), ['quiz_attempt_id'])).toBe('');
  });

  it('knows the unit anchors of the hash and nothing else', () => {
    expect(anchorTarget('#unit-15')).toBe('unit-15');
    expect(anchorTarget('#quizId=7')).toBe('quizId=7');
    expect(anchorTarget('#quizId%3D7')).toBe('quizId=7');
    expect(anchorTarget('#video-id=3/40')).toBeNull();
    expect(anchorTarget('#<img src=x>')).toBeNull();
  });
});
