import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lessonFirstPaint } from '../../../app/server/lesson-page/lesson-page-html.ts';
import en from '../../../app/server/translations/en/lesson.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/lesson.json' with { type: 'json' };
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import type { ServedTextPart } from '../../../ui/lesson-page/lesson-page-view.tsx';
import { renderLessonPage } from './lesson-page.fixtures.tsx';
import { lockedLesson, soldLesson } from './locked-lesson.fixtures.ts';

// The served first paint of a lesson the viewer may not read draws the app's access screen with the
// server's translations; the app's view takes over its title, heading and message rather than painting
// them again (docs/lesson-page.md).

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The server's `lesson` texts (the first paint's words come from these). */
const translations: Record<'en' | 'uk', { lesson: Record<string, string> }> = {
  en: { lesson: en },
  uk: { lesson: uk },
};

/** Puts the server's first paint for a visitor in `language` on the page, as the browser parsed it. */
function served(lesson: LessonPage, language: 'en' | 'uk') {
  const holder = document.createElement('div');
  holder.innerHTML = lessonFirstPaint(lesson, {
    signedIn: false,
    text: (key) => translations[language].lesson[key] ?? key,
    formatDate: () => null,
    signInHref: '/sign-in',
  });
  document.body.append(holder);
  const part = (name: ServedTextPart) => holder.querySelector(`[data-first-paint="${name}"]`);
  const notice = holder.querySelector('[data-lesson-notice]');
  return { part, notice, words: notice?.textContent ?? '' };
}

describe('the access screen of the served first paint', () => {
  for (const [name, lesson] of [
    ['get-access', soldLesson],
    ['access denied', lockedLesson],
  ] as const)
    for (const language of ['en', 'uk'] as const)
      it(`has the app's words and order (${name}, ${language}), and the app keeps its heading's words`, () => {
        const page = served(lesson, language);
        const headingWords = page.part('heading')?.firstChild;
        const titleWords = page.part('title')?.firstChild;
        expect(headingWords).toBeTruthy();
        const { container } = renderLessonPage(lesson, {
          language,
          signedIn: false,
          adoptServedText: page.part,
        });
        const notice = container.querySelector('section');
        expect(notice?.textContent).toBe(page.words);
        const view = within(container);
        const heading = view.getByRole('heading', { level: 2 });
        // The very text node the browser painted from the served page, now in the app's heading.
        expect(heading.contains(headingWords ?? null)).toBe(true);
        expect(view.getByRole('heading', { level: 1 }).contains(titleWords ?? null)).toBe(true);
        expect([...notice!.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(
          [...page.notice!.querySelectorAll('a')].map((link) => link.getAttribute('href')),
        );
      });

  it('leaves words the app would write otherwise to the app (the page served in another language)', () => {
    const page = served(lockedLesson, 'en');
    const headingWords = page.part('heading')?.firstChild;
    const { container } = renderLessonPage(lockedLesson, {
      language: 'uk',
      signedIn: false,
      adoptServedText: page.part,
    });
    const heading = within(container).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe(translations.uk.lesson.access_denied_guest);
    expect(heading.contains(headingWords ?? null)).toBe(false);
  });
});
