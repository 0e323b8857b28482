// @vitest-environment-options {"url": "http://127.0.0.1:1/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commentsEn from '../../../../app/server/translations/en/comments.json' with { type: 'json' };
import commentsUk from '../../../../app/server/translations/uk/comments.json' with { type: 'json' };
import { ReviewInboxPage } from '../../../../app/web/comments/review-inbox-page.tsx';
import type { ReviewInboxItem } from '../../../../core/api/comments.ts';
import type { LessonPage, LessonPageUnit } from '../../../../core/api/lesson-page.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { lessonFixture, textUnit } from '../../../ui/lesson-page/lesson-page.fixtures.tsx';

// The review inbox opens a comment where it was written: a quiz comment at the attempt's review, a
// comment in a lesson's comments unit at the lesson page's comment link (docs/lesson-page.md), in the
// part of the lesson that holds the unit.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (extra: Partial<ReviewInboxItem>): ReviewInboxItem => ({
  kind: 'comment',
  id: 1,
  at: '2026-11-20T10:00:00Z',
  at_human: '20 November, 2026 12:00',
  course: { id: 1, title: 'Letters' },
  lesson: { id: 3, title: 'Numbers' },
  user: { id: 5, name: 'Taras' },
  excerpt: 'A question',
  commentable_type: null,
  commentable_id: null,
  quiz_question_id: null,
  quiz_statement_id: null,
  quiz_answer_group_id: null,
  quiz_id: null,
  attempt_id: null,
  ...extra,
});

const commentsUnit: LessonPageUnit = { ...textUnit, id: 42, type_id: 6, title: 'Questions', document: null };

/** The lesson's dto for each part: the comments unit is in the second part (index 1). */
function lessonPart(section: number): LessonPage {
  const sections = [
    { id: 9, title: 'Letters' },
    { id: 10, title: 'Practice' },
  ];
  return {
    ...lessonFixture,
    has_only_one_section: false,
    sections,
    section: {
      id: sections[section]!.id,
      title: sections[section]!.title,
      sub_title: null,
      index: section,
      info_units: section === 1 ? [commentsUnit] : [textUnit],
    },
  };
}

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function serve(items: ReviewInboxItem[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/v1/expert/review-inbox')
        return json({
          data: items,
          meta: { current_page: 1, last_page: 1, per_page: 20, total: items.length },
          filters: {
            courses: [{ id: 1, title: 'Letters' }],
            lessons: [{ id: 3, title: 'Numbers', course_id: 1 }],
          },
        });
      if (url.pathname === '/api/v1/public/lessons/3')
        return json({ data: lessonPart(Number(url.searchParams.get('section') ?? 0)) });
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderInbox(language: 'en' | 'uk') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider
        language={language}
        catalog={{ comments: language === 'en' ? commentsEn : commentsUk }}
        fallback={{ comments: commentsEn }}
      >
        <MemoryRouter initialEntries={['/expert/review-inbox']}>
          <ReviewInboxPage />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the review inbox', () => {
  for (const language of ['en', 'uk'] as const) {
    const open = (language === 'en' ? commentsEn : commentsUk).inbox_open;
    it(`opens a lesson comment at the lesson page's comment link, in the part holding its unit (${language})`, async () => {
      serve([
        row({ id: 77, excerpt: 'Why is ї read yi?', commentable_type: 'info-unit', commentable_id: 42 }),
        row({
          id: 78,
          excerpt: 'My answer',
          commentable_type: 'quiz-attempt',
          commentable_id: 600,
          quiz_id: 8,
          attempt_id: 600,
          quiz_question_id: 31,
        }),
      ]);
      renderInbox(language);
      const lessonRow = (await screen.findByText('Why is ї read yi?')).closest('li')!;
      const lessonLink = await within(lessonRow).findByRole('link', { name: open });
      expect(lessonLink.getAttribute('href')).toBe(
        '/courses/letters/numbers?section=1&comment_id=77#unit-42',
      );
      const quizRow = screen.getByText('My answer').closest('li')!;
      expect(within(quizRow).getByRole('link', { name: open }).getAttribute('href')).toBe(
        '/expert/quiz/8/attempts/600?result_commentable_type=quiz_question&result_commentable_id=31&comment_id=78',
      );
    });
  }

  it('gives a lesson comment whose unit is in no part of the lesson (gone) no link', async () => {
    const asked = serve([
      row({ id: 79, excerpt: 'Lost', commentable_type: 'info-unit', commentable_id: 999 }),
    ]);
    renderInbox('en');
    const lessonRow = (await screen.findByText('Lost')).closest('li')!;
    await vi.waitFor(() =>
      expect(asked.filter((one) => one.startsWith('/api/v1/public/lessons/3'))).toHaveLength(2),
    );
    expect(within(lessonRow).queryByRole('link', { name: commentsEn.inbox_open })).toBeNull();
    expect(within(lessonRow).getByRole('button', { name: commentsEn.inbox_reply })).toBeTruthy();
  });
});
