import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ExpertQuizApi } from '../../../../app/web/quiz/expert/expert-quiz-api.ts';
import { ExpertQuizView } from '../../../../app/web/quiz/expert/expert-quiz-view.tsx';
import {
  ApiError,
  type Attempt,
  type AttemptReview,
  type AttemptStatusId,
  attemptSchema,
  type ExpertAttemptReview,
  type QuizResult,
  type ResultCommentSetting,
} from '../../../../core/api/index.ts';
import {
  FIXTURE_TIME_ZONE,
  pictureQuestion,
  pollQuestion,
  writtenQuestion,
} from '../../../../stories/quiz/expert/expert-quiz.fixture.ts';
import { NotificationsProvider } from '../../../../ui/notifications/index.ts';
import { renderExpert, seriousViolations } from './render-expert.tsx';

const QUIZ_ID = 3;
const STUDENTS = { 51: 'Taras Melnyk', 52: 'Olena Koval', 53: 'Maria Lopez' } as Record<number, string>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** An in-memory server for the view: attempts with their students, reviews, results and the review call. */
function fakeServer() {
  const statuses = new Map<number, AttemptStatusId>([
    [51, 6],
    [52, 6],
    [53, 1],
  ]);
  const calls: string[] = [];
  let nextReview: ReturnType<typeof deferred<void>> | null = null;
  let failNextReview: ApiError | null = null;
  const settings = new Map<number, ResultCommentSetting[]>();
  let nextSetting: ReturnType<typeof deferred<void>> | null = null;
  let failNextSetting: ApiError | null = null;
  const attempt = (id: number): Attempt =>
    v.parse(attemptSchema, {
      id,
      status_id: statuses.get(id),
      scores: 2,
      finished_at: '2026-11-21T16:42:00Z',
    });
  const api: ExpertQuizApi = {
    async attempts({ statusId, page }) {
      calls.push(`attempts status=${statusId} page=${page}`);
      const rows = [...statuses.keys()]
        .filter((id) => statusId === null || statuses.get(id) === statusId)
        .map((id) => ({
          ...attempt(id),
          user: { id: id * 10, name: STUDENTS[id]!, avatar_url: null, bg_color: null },
        }));
      return { rows, meta: { current_page: page, per_page: 20, total: rows.length, last_page: 1 } };
    },
    async attempt({ lessonId, quizId, attemptId }) {
      calls.push(`attempt ${lessonId}/${quizId}/${attemptId}`);
      const review: ExpertAttemptReview = {
        questions: [writtenQuestion, pictureQuestion, pollQuestion],
        results: [
          {
            quiz_question_id: 31,
            text_answer: `Answer of ${STUDENTS[attemptId]}`,
            files: [RECORDING],
          },
          { quiz_question_id: 32, quiz_answer_id: 321, is_correct: true, files: [] },
          { quiz_question_id: 33, quiz_answer_id: 331, files: [] },
        ] as AttemptReview['results'],
        attempt: {
          ...attempt(attemptId),
          user: { id: attemptId * 10, name: STUDENTS[attemptId]!, avatar_url: null, bg_color: null },
          result_comment_settings: settings.get(attemptId) ?? [],
        },
        aggregate_interview: [
          { quiz_answer_id: 331, percent: 75, count: 3 },
          { quiz_answer_id: 332, percent: 25, count: 1 },
        ],
      };
      return review;
    },
    async result({ questionId, attemptId }) {
      const result: QuizResult = {
        correct_answers: questionId === 32 ? [{ text: 'Ш', type: 1, image: null }] : [],
        correct_answers_grouped: {},
        data:
          questionId === 31
            ? [
                {
                  id: 1,
                  quiz_attempt_id: attemptId,
                  text_answer: `Answer of ${STUDENTS[attemptId]}`,
                  answer: null,
                  is_correct: null,
                  files: [RECORDING],
                  updated_at: '2026-11-21T16:40:00Z',
                  quiz_answer_id: null,
                  answer_group_id: null,
                  quiz_question_id: 31,
                  quiz_statement_id: null,
                },
              ]
            : [],
      };
      return result;
    },
    async review({ attemptId, statusId }) {
      calls.push(`review ${attemptId} ${statusId}`);
      if (nextReview) await nextReview.promise;
      if (failNextReview) {
        const error = failNextReview;
        failNextReview = null;
        throw error;
      }
      statuses.set(attemptId, statusId);
      return attempt(attemptId);
    },
    async quizPlace(quizId) {
      return {
        id: quizId,
        name: 'Quiz',
        lesson_id: 5,
        course: { id: 1, title: 'Ukrainian' },
        lesson: { id: 5, title: 'Letters' },
        questions_count: 3,
        attempts_count: 3,
        on_review_count: 2,
      };
    },
    async commentSetting({ attemptId, setting }) {
      calls.push(`comments ${attemptId} ${setting.result_commentable_id} ${setting.is_allowed}`);
      if (nextSetting) await nextSetting.promise;
      if (failNextSetting) {
        const error = failNextSetting;
        failNextSetting = null;
        throw error;
      }
      const others = (settings.get(attemptId) ?? []).filter(
        (other) => other.result_commentable_id !== setting.result_commentable_id,
      );
      settings.set(attemptId, [...others, setting]);
      return setting;
    },
    async quizzes() {
      return { rows: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } };
    },
  };
  return {
    api,
    calls,
    holdReview() {
      nextReview = deferred<void>();
      return nextReview;
    },
    failReview(error: ApiError) {
      failNextReview = error;
    },
    holdSetting() {
      nextSetting = deferred<void>();
      return nextSetting;
    },
    failSetting(error: ApiError) {
      failNextSetting = error;
    },
  };
}

function show(server: ReturnType<typeof fakeServer>, language: 'en' | 'uk' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderExpert(
    <QueryClientProvider client={client}>
      <NotificationsProvider>
        <ExpertQuizView quizId={QUIZ_ID} base="/lessons/5" api={server.api} timeZone={FIXTURE_TIME_ZONE} />
      </NotificationsProvider>
    </QueryClientProvider>,
    language,
  );
}

const detail = () =>
  document.querySelector('section[aria-labelledby="expert-attempt-heading"]') as HTMLElement;

async function openTaras() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open the attempt of Taras Melnyk' }));
  await waitFor(() => expect(detail()).not.toBeNull());
  await within(detail()).findByText('Answer of Taras Melnyk');
}

/** The student's recording as the server describes an answer file (its address left out until processed). */
const RECORDING = {
  uuid: 'rec-1',
  original_name: 'reading-aloud.m4a',
  mime_type: 'audio/mp4',
  process_status: 'completed',
};

describe('the expert view of a quiz', () => {
  it('lists the attempts on review first, opens one with every answer, the key and the poll figures', async () => {
    const server = fakeServer();
    show(server);
    await screen.findByRole('button', { name: 'Open the attempt of Olena Koval' });
    expect(server.calls[0]).toBe('attempts status=6 page=1');
    expect(screen.queryByRole('button', { name: 'Open the attempt of Maria Lopez' })).toBeNull();
    expect(screen.getByText('Choose an attempt to see its answers')).toBeTruthy();

    await openTaras();
    expect(server.calls).toContain(`attempt 5/${QUIZ_ID}/51`);
    expect(within(detail()).getByRole('heading', { level: 2 }).textContent).toBe('Taras Melnyk');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Taras Melnyk'));
    expect(within(detail()).getByText('On review')).toBeTruthy();
    expect(within(detail()).getAllByRole('article')).toHaveLength(3);
    await within(detail()).findByText('Correct answers');
    const recording = await within(detail()).findByRole('link', { name: 'reading-aloud.m4a' });
    expect(recording.getAttribute('href')).toBe('/api/v1/files/rec-1/download');
    const poll = within(detail()).getByRole('region', { name: 'Poll results' });
    expect(
      within(poll)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'With the lesson video: 75%, 3 answers',
      'With flash cards: 25%, 1 answer',
      'Another way: 0%, 0 answers',
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a mark at once, keeps it when the server agrees, and refetches the list so the attempt leaves "on review"', async () => {
    const server = fakeServer();
    show(server);
    await openTaras();
    const hold = server.holdReview();
    fireEvent.click(within(detail()).getByRole('button', { name: 'Passed' }));
    await waitFor(() =>
      expect(
        within(detail()).getByText('Passed', { selector: '[data-status] *, [data-status]' }),
      ).toBeTruthy(),
    );
    expect(server.calls).toContain('review 51 1');
    const row = screen.getByRole('button', { name: 'Open the attempt of Taras Melnyk' });
    expect(within(row).getByText('Passed')).toBeTruthy();
    await act(async () => hold.resolve());
    await screen.findByText('Marked: Passed');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Open the attempt of Taras Melnyk' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Open the attempt of Olena Koval' })).toBeTruthy();
    expect(within(detail()).getByRole('button', { name: 'Passed' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it("rolls a refused mark back and shows the server's message", async () => {
    const server = fakeServer();
    show(server);
    await openTaras();
    const hold = server.holdReview();
    server.failReview(new ApiError(409, 'The attempt is still in progress.'));
    fireEvent.click(within(detail()).getByRole('button', { name: 'Needs rework' }));
    await waitFor(() =>
      expect(
        within(detail()).getByRole('button', { name: 'Needs rework' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await act(async () => hold.resolve());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The mark was not saved');
    expect(alert.textContent).toContain('The attempt is still in progress.');
    await waitFor(() =>
      expect(
        within(detail()).getByRole('button', { name: 'Needs rework' }).getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    expect(within(detail()).getByText('On review')).toBeTruthy();
  });

  it('lets students comment on a result at once, and keeps it after the server saves it', async () => {
    const server = fakeServer();
    show(server);
    await openTaras();
    const [written] = within(detail()).getAllByRole('article');
    const allow = within(written!).getByRole('checkbox', { name: 'Students may comment on this result' });
    expect(allow.getAttribute('aria-checked')).toBe('false');
    expect((allow as HTMLButtonElement).disabled).toBe(false);
    const hold = server.holdSetting();
    fireEvent.click(allow);
    await waitFor(() => expect(allow.getAttribute('aria-checked')).toBe('true'));
    expect(server.calls).toContain('comments 51 31 true');
    await act(async () => hold.resolve());
    expect(allow.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    const others = within(detail()).getAllByRole('checkbox', { name: 'Students may comment on this result' });
    expect(others.map((box) => box.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
  });

  it("turns the comment setting back with the server's message when it is not saved", async () => {
    const server = fakeServer();
    show(server);
    await openTaras();
    const [written] = within(detail()).getAllByRole('article');
    const allow = within(written!).getByRole('checkbox', { name: 'Students may comment on this result' });
    const hold = server.holdSetting();
    server.failSetting(new ApiError(403, 'Your role in Lectern School does not allow this.'));
    fireEvent.click(allow);
    await waitFor(() => expect(allow.getAttribute('aria-checked')).toBe('true'));
    await act(async () => hold.resolve());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The comment setting was not saved');
    expect(alert.textContent).toContain('Your role in Lectern School does not allow this.');
    await waitFor(() => expect(allow.getAttribute('aria-checked')).toBe('false'));
  });

  it('names the student of an attempt opened from its link, before the list knows it', async () => {
    const server = fakeServer();
    server.api.attempts = async () => ({ rows: [], meta: null });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderExpert(
      <QueryClientProvider client={client}>
        <NotificationsProvider>
          <ExpertQuizView
            quizId={QUIZ_ID}
            base="/lessons/5"
            attemptId={52}
            api={server.api}
            timeZone={FIXTURE_TIME_ZONE}
          />
        </NotificationsProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(detail()).not.toBeNull());
    expect(within(detail()).getByRole('heading', { level: 2 }).textContent).toBe('Olena Koval');
  });

  it('filters by another status and says so when the server has no list call', async () => {
    const server = fakeServer();
    show(server);
    await screen.findByRole('button', { name: 'Open the attempt of Taras Melnyk' });
    fireEvent.click(screen.getByRole('button', { name: 'Passed' }));
    await screen.findByRole('button', { name: 'Open the attempt of Maria Lopez' });
    expect(server.calls).toContain('attempts status=1 page=1');

    const missing = fakeServer();
    missing.api.attempts = async () => {
      throw new ApiError(404, 'There is no such page.');
    };
    document.body.innerHTML = '';
    show(missing, 'uk');
    expect((await screen.findByRole('note')).textContent).toContain('Список спроб поки недоступний');
    expect(screen.queryByText('Оберіть спробу, щоб побачити відповіді')).toBeNull();
  });
});
