import { describe, expect, it } from 'vitest';
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { type AccessScreenPart, lessonAccessScreen } from '../../../core/lesson-page/index.ts';
import { lessonFixture } from '../../ui/lesson-page/lesson-page.fixtures.tsx';
import { blockedInfo, lockedLesson, soldLesson } from '../../ui/lesson-page/locked-lesson.fixtures.ts';

// The one description of the lesson page's access screen (docs/lesson-page.md): which heading, message,
// link, buttons and note, in which order, for each access state; the texts by their `lesson` keys here.

const viewer = (signedIn: boolean, formatDate: (iso: string) => string | null = () => 'DATE') => ({
  signedIn,
  text: (key: string) => `[${key}]`,
  formatDate,
  signInHref: '/sign-in?next=x',
});
/** A screen's parts as short words: `heading:[key]`, `actions:sign-in/primary,…`. */
const outline = (parts: AccessScreenPart[] | undefined) =>
  (parts ?? []).map((part) =>
    part.part === 'actions'
      ? `actions:${part.actions.map((action) => `${action.action}/${action.variant}`).join(',')}`
      : `${part.part}:${part.text}`,
  );

describe('the access screen described', () => {
  it('is none for a lesson the viewer may read', () => {
    expect(lessonAccessScreen(lessonFixture, viewer(true))).toBeNull();
  });

  it('get access, a visitor: heading, lead, sign in first then get access', () => {
    const screen = lessonAccessScreen(soldLesson, viewer(false));
    expect(screen?.kind).toBe('get-access');
    expect(screen?.headingId).toBe('lesson-access-title');
    expect(outline(screen?.parts)).toEqual([
      'heading:[get_access_title]',
      'message:[get_access_lead]',
      'actions:sign-in/primary,get-access/secondary',
    ]);
  });

  it('get access, signed in: get access is the primary button', () => {
    expect(outline(lessonAccessScreen(soldLesson, viewer(true))?.parts)).toEqual([
      'heading:[get_access_title]',
      'message:[get_access_lead]',
      'actions:get-access/primary',
    ]);
  });

  it('unavailable, signed in: the blocked message with its date, Go there, pre-register and get access, the note', () => {
    const lesson: LessonPage = {
      ...lockedLesson,
      blocked_info: blockedInfo('date', { access_date: '2027-03-05T09:00:00Z', link: '/there' }),
      course_access: {
        ...lockedLesson.course_access,
        is_course_subscribed: false,
        can_pre_subscribe: true,
        is_course_pre_subscribed: true,
      },
      link_get_access: '/buy',
    };
    const screen = lessonAccessScreen(lesson, {
      ...viewer(true),
      text: (key) => (key === 'blocked_date' ? 'Opens :date' : `[${key}]`),
    });
    expect(screen?.headingId).toBe('lesson-denied-title');
    expect(outline(screen?.parts)).toEqual([
      'heading:[not_open_title]',
      'message:Opens DATE',
      'link:[move]',
      'actions:get-access/secondary,pre-register/secondary',
      'note:[pre_entry_done]',
    ]);
    expect(screen?.parts.find((part) => part.part === 'link')).toMatchObject({ href: '/there' });
  });

  it('unavailable, a visitor whose dates cannot be written here: no message, the guest heading, sign in', () => {
    const lesson: LessonPage = {
      ...lockedLesson,
      blocked_info: blockedInfo('date', { access_date: '2027-03-05T09:00:00Z' }),
    };
    expect(
      outline(
        lessonAccessScreen(
          lesson,
          viewer(false, () => null),
        )?.parts,
      ),
    ).toEqual(['heading:[access_denied_guest]', 'actions:sign-in/primary']);
  });
});
