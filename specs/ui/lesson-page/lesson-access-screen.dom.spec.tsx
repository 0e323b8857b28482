import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lessonNoticeHtml } from '../../../app/server/lesson-page/lesson-page-html.ts';
import en from '../../../app/server/translations/en/lesson.json' with { type: 'json' };
import ru from '../../../app/server/translations/ru/lesson.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/lesson.json' with { type: 'json' };
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { renderLessonPage } from './lesson-page.fixtures.tsx';
import { blockedInfo, lockedLesson, soldLesson } from './locked-lesson.fixtures.ts';

// The access screen is described once (`lessonAccessScreen`, core/lesson-page) and drawn by the app's
// view and by the served first paint: for every access state, signed in or not, in en/uk/ru, both show
// the same heading, message, link, buttons and note, in the same order, with the same addresses.

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const lessonTexts = { en, uk, ru } as const;
const DATE = '05 March, 2027 09:00';

const STATES: [string, LessonPage][] = [
  ['sold, not bought', soldLesson],
  [
    'behind an offer not bought',
    { ...lockedLesson, blocked_info: blockedInfo('offer'), link_get_access: '/courses/letters#get-access' },
  ],
  [
    'opening on a date',
    { ...lockedLesson, blocked_info: blockedInfo('date', { access_date: '2027-03-05T09:00:00Z' }) },
  ],
  [
    'behind a checkpoint, pre-registration open, on sale',
    {
      ...lockedLesson,
      blocked_info: blockedInfo('checkpoint', {
        checkpoint_name: 'Letters quiz',
        link: '/courses/letters/quiz',
      }),
      course_access: { ...lockedLesson.course_access, is_course_subscribed: false, can_pre_subscribe: true },
      link_get_access: '/courses/letters#get-access',
    },
  ],
  [
    'pre-registered',
    {
      ...lockedLesson,
      blocked_info: blockedInfo('previous', { link: '/courses/letters/sounds' }),
      course_access: { ...lockedLesson.course_access, is_course_pre_subscribed: true },
    },
  ],
];

/** What a person meets on a screen, in order: headings, paragraphs, links and buttons with their words and addresses. */
const partsOf = (screen: Element | null) =>
  [...(screen?.querySelectorAll('h2, p, a, button') ?? [])].map((element) => ({
    what: element.tagName === 'A' || element.tagName === 'BUTTON' ? element.tagName.toLowerCase() : 'text',
    words: element.textContent?.trim(),
    href: element.getAttribute('href'),
    names: element.tagName === 'H2' ? element.id : null,
  }));

describe.each(['en', 'uk', 'ru'] as const)('the access screen in %s', (language) => {
  for (const [name, lesson] of STATES)
    for (const signedIn of [false, true])
      it(`is the same on the served page and in the app: ${name}, ${signedIn ? 'signed in' : 'a visitor'}`, () => {
        const holder = document.createElement('div');
        holder.innerHTML = lessonNoticeHtml(lesson, {
          signedIn,
          text: (key) => (lessonTexts[language] as Record<string, string>)[key] ?? key,
          formatDate: () => DATE,
          signInHref: '/sign-in',
        });
        const served = holder.querySelector('section');
        const { container } = renderLessonPage(lesson, { language, signedIn, signInHref: '/sign-in' });
        const app = container.querySelector('section');
        expect(served?.getAttribute('aria-labelledby')).toBe(app?.getAttribute('aria-labelledby'));
        const parts = partsOf(app);
        expect(parts.length).toBeGreaterThan(1);
        expect(parts.every((part) => part.words)).toBe(true);
        expect(partsOf(served)).toEqual(parts);
      });
});
