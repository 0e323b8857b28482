import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LessonPage, LessonPageQuiz } from '../../../core/api/lesson-page.ts';
import { lessonFixture, renderLessonPage, textUnit, withUnits } from './lesson-page.fixtures.tsx';

afterEach(cleanup);

const base = lessonFixture;
/** A translation key shown as it is (`lesson.blocked_date`): a text missing from the language's tables. */
const RAW_KEY = /\b(lesson|program|common|quiz|player|comments)\.[a-z][a-z0-9_]+/;
const view = (lesson: LessonPage, language: 'en' | 'uk' = 'en', signedIn = true) =>
  renderLessonPage(lesson, { language, signedIn });

describe('LessonPageView', () => {
  it('shows the units of an open lesson, and when the next lesson opens', async () => {
    view(base);
    expect(screen.getByRole('heading', { level: 1, name: 'Numbers' })).toBeTruthy();
    // A text the page draws itself (no served first paint to adopt) comes with the document renderer's code.
    expect((await screen.findByText('three')).tagName).toBe('STRONG');
    expect(screen.getByText('Next lesson · opens 05 March, 2027 09:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Course program' }).getAttribute('href')).toBe(
      '/courses/letters/numbers/program',
    );
  });

  it('tells a subscriber when a dripped lesson opens, with no units', () => {
    view({
      ...base,
      is_lesson_available: false,
      section: null,
      blocked_info: {
        is_accessible: false,
        access_date: '2027-03-05T07:00:00.000Z',
        checkpoint_name: null,
        link: null,
        tooltip_message: 'The lesson opens on :date.',
        type: 'date',
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'This lesson is not open yet' })).toBeTruthy();
    expect(screen.getByText('The lesson opens on 05 March, 2027 09:00.')).toBeTruthy();
    expect(screen.queryByText('Counting')).toBeNull();
  });

  it('asks a visitor in Ukrainian to sign in or get access to a sold lesson', () => {
    view(
      {
        ...base,
        status_id: 4,
        is_lesson_available: false,
        section: null,
        course_access: { ...base.course_access, is_course_subscribed: false },
        link_get_access: '/courses/letters#get-access',
        title_get_access: 'Get access',
      },
      'uk',
      false,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Отримайте доступ до цього уроку' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Увійти' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Отримати доступ' }).getAttribute('href')).toBe(
      '/courses/letters#get-access',
    );
  });

  it('names the checkpoint to pass, with its link', () => {
    view({
      ...base,
      is_lesson_available: false,
      section: null,
      blocked_info: {
        is_accessible: false,
        access_date: null,
        checkpoint_name: 'Checkpoint 1',
        link: '/courses/letters/intro/quizzes/5',
        tooltip_message: 'The lesson opens when you pass :practice.',
        type: 'checkpoint',
      },
    });
    expect(screen.getByText('The lesson opens when you pass Checkpoint 1.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go there' }).getAttribute('href')).toBe(
      '/courses/letters/intro/quizzes/5',
    );
  });

  // The states the demo data cannot reach in the e2e (the checkpoint waits behind the drip there), in
  // en and uk: each message in its language, no raw translation key.
  for (const [language, words] of [
    [
      'en',
      {
        checkpoint: 'The lesson opens when you pass Checkpoint 1.',
        go: 'Go there',
        getAccess: 'Get access to this lesson',
        signIn: 'Sign in',
      },
    ],
    [
      'uk',
      {
        checkpoint: 'Урок відкриється, коли ви пройдете Checkpoint 1.',
        go: 'Перейти',
        getAccess: 'Отримайте доступ до цього уроку',
        signIn: 'Увійти',
      },
    ],
  ] as const) {
    it(`names the checkpoint and asks for access in ${language}, with no raw key`, () => {
      const { container, unmount } = renderLessonPage(
        {
          ...base,
          is_lesson_available: false,
          section: null,
          blocked_info: {
            is_accessible: false,
            access_date: null,
            checkpoint_name: 'Checkpoint 1',
            link: '/courses/letters/intro/quizzes/5',
            tooltip_message: 'The lesson opens when you pass :practice.',
            type: 'checkpoint',
          },
        },
        { language },
      );
      expect(screen.getByText(words.checkpoint)).toBeTruthy();
      expect(screen.getByRole('link', { name: words.go })).toBeTruthy();
      expect(container.textContent).not.toMatch(RAW_KEY);
      unmount();
      const sold = renderLessonPage(
        {
          ...base,
          status_id: 4,
          is_lesson_available: false,
          section: null,
          course_access: { ...base.course_access, is_course_subscribed: false },
          link_get_access: '/courses/letters#get-access',
          title_get_access: 'Get access',
        },
        { language, signedIn: false },
      );
      expect(screen.getByRole('heading', { level: 2, name: words.getAccess })).toBeTruthy();
      expect(screen.getByRole('link', { name: words.signIn })).toBeTruthy();
      expect(sold.container.textContent).not.toMatch(RAW_KEY);
    });
  }

  it('draws a text unit from its document through the constructor renderer, with its in-app links inside the app', async () => {
    const opened: string[] = [];
    const linked = {
      ...textUnit,
      document: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Say it aloud' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Back to ' },
              {
                type: 'text',
                text: 'the alphabet',
                marks: [{ type: 'link', attrs: { href: '/courses/letters/alphabet' } }],
              },
              { type: 'text', text: '<script>alert(1)</script>' },
            ],
          },
        ],
      },
    };
    renderLessonPage(withUnits(base, [linked]), { onNavigate: (href) => opened.push(href) });
    expect(await screen.findByRole('heading', { level: 3, name: 'Say it aloud' })).toBeTruthy();
    expect(document.querySelector('[data-unit-id="11"] p')?.textContent).toBe(
      'Back to the alphabet<script>alert(1)</script>',
    );
    expect(document.querySelector('[data-unit-id="11"] script')).toBeNull();
    expect(document.querySelector('[data-unit-id="11"] .lesson-document')).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'the alphabet' }));
    expect(opened).toEqual(['/courses/letters/alphabet']);
  });
});

describe('A quiz not open yet on the lesson page', () => {
  const opensAt = Date.parse('2027-03-05T07:00:00.000Z');
  const quiz: LessonPageQuiz = {
    id: 5,
    name: 'Numbers check',
    is_from_info_unit: true,
    latest_attempt_status_id: null,
    info_unit_id: 12,
    is_checkpoint: false,
    blocked_info: {
      is_accessible: false,
      access_date: new Date(opensAt).toISOString(),
      checkpoint_name: null,
      link: null,
      tooltip_message: 'The quiz opens on :date.',
      type: 'blocked',
    },
    closed_info: null,
  };
  const lesson = {
    ...withUnits(base, [
      { ...textUnit, id: 12, type_id: 5 as const, title: null, document: undefined, quiz_id: 5 },
    ]),
    quizzes: [quiz],
  };

  it('shows when it opens and counts down, with no link to the quiz yet', () => {
    renderLessonPage(lesson, { now: opensAt - (26 * 3600 + 90) * 1000, onReload: () => {} });
    expect(screen.getByText('Opens on 05 March, 2027 09:00')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('1 d 2 h 1 min');
    expect(screen.queryByRole('link', { name: 'Numbers check' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offers the reload 3 s before it opens, in Ukrainian, and reloads the lesson', () => {
    let reloads = 0;
    renderLessonPage(lesson, { language: 'uk', now: opensAt - 3000, onReload: () => (reloads += 1) });
    expect(screen.getByRole('timer').textContent).toBe('00:00:03');
    fireEvent.click(screen.getByRole('button', { name: 'Оновити' }));
    expect(reloads).toBe(1);
  });

  it('links to the quiz once open', () => {
    renderLessonPage(
      { ...lesson, quizzes: [{ ...quiz, blocked_info: { ...quiz.blocked_info!, is_accessible: true } }] },
      { now: opensAt + 1000 },
    );
    expect(screen.getByRole('link', { name: 'Numbers check' }).getAttribute('href')).toBe(
      '/courses/letters/numbers/quizzes/5',
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the latest attempt’s status on the link, as the program does, in Ukrainian', () => {
    const open = { ...quiz, blocked_info: null, latest_attempt_status_id: 1 };
    renderLessonPage({ ...lesson, quizzes: [open] }, { language: 'uk', now: opensAt });
    const link = screen.getByRole('link', { name: /^Numbers check/ });
    expect(link.textContent).toBe('Numbers checkСкладено');
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
