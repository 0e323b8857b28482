import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { lessonFixture, renderLessonPage } from './lesson-page.fixtures.tsx';
import { blockedInfo } from './locked-lesson.fixtures.ts';

afterEach(cleanup);

type Next = NonNullable<LessonPage['paginate_info']['next_lesson']>;
const withNext = (next: Partial<Next>): LessonPage => ({
  ...lessonFixture,
  paginate_info: {
    ...lessonFixture.paginate_info,
    next_lesson: { ...lessonFixture.paginate_info.next_lesson!, ...next },
  },
});
const pager = () => screen.getByRole('navigation', { name: /Lesson navigation|Навігація уроком/ });

describe('The link to a closed next lesson says why it is closed', () => {
  it('asks a visitor on a free lesson to get access, and leads to the next lesson', () => {
    renderLessonPage(withNext({ state: 'unavailable', blocked_info: null }), {
      language: 'en',
      signedIn: false,
    });
    const link = screen.getByRole('link', { name: /Next lesson · get access/ });
    expect(link.getAttribute('href')).toBe('/courses/letters/colours');
    expect(pager().textContent).not.toMatch(/not open yet/);
  });

  it('says the same of a lesson sold apart, in Ukrainian', () => {
    renderLessonPage(withNext({ state: 'get-access', blocked_info: null }), {
      language: 'uk',
      signedIn: false,
    });
    expect(screen.getByRole('link', { name: /Наступний урок · отримайте доступ/ })).toBeTruthy();
  });

  it('tells a subscriber their offer leaves the next lesson out', () => {
    renderLessonPage(withNext({ state: 'get-access', blocked_info: blockedInfo('offer') }));
    expect(screen.getByText('Next lesson · not in your access')).toBeTruthy();
  });

  it('gives the drip date, the quiz to pass and the lesson to finish, and is no link then', () => {
    renderLessonPage(
      withNext({ blocked_info: blockedInfo('checkpoint', { checkpoint_name: 'Check', link: '/q' }) }),
    );
    expect(screen.getByText('Next lesson · after the quiz')).toBeTruthy();
    cleanup();
    renderLessonPage(withNext({ blocked_info: blockedInfo('previous', { link: lessonFixture.link }) }));
    expect(screen.getByText('Next lesson · after you finish this one')).toBeTruthy();
    cleanup();
    renderLessonPage(withNext({ blocked_info: blockedInfo('previous', { link: '/courses/letters/abc' }) }));
    expect(screen.getByText('Next lesson · after the lessons before it')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Next lesson/ })).toBeNull();
    cleanup();
    renderLessonPage(lessonFixture, { language: 'uk', signedIn: true });
    expect(screen.getByText(/^Наступний урок · відкриється 05 /)).toBeTruthy();
  });

  it('leads a closed lesson to the lessons around it, never to its own closed parts', () => {
    const part = { id: 8, title: 'Practice', index: 1, link: '/courses/letters/numbers?section=1' };
    const closed: LessonPage = {
      ...withNext({ state: 'unavailable', blocked_info: null }),
      is_lesson_available: false,
      section: null,
      paginate_info: {
        ...withNext({ state: 'unavailable', blocked_info: null }).paginate_info,
        next_section: part,
      },
    };
    renderLessonPage(closed, { signedIn: false });
    expect(screen.queryByText('Next part')).toBeNull();
    expect(screen.getByRole('link', { name: /Next lesson · get access/ })).toBeTruthy();
    cleanup();
    renderLessonPage({ ...closed, is_lesson_available: true, section: lessonFixture.section });
    expect(screen.getByRole('link', { name: /Next part/ }).getAttribute('href')).toBe(part.link);
  });

  it('is a plain link once the next lesson is open', () => {
    renderLessonPage(withNext({ is_available: true, state: 'available', blocked_info: null }));
    expect(screen.getByRole('link', { name: /^Next lesson\s*Colours$/ })).toBeTruthy();
  });
});
