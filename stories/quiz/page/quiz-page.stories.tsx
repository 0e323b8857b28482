import type { Story } from '@ladle/react';
import { ATTEMPT_STATUS } from '../../../core/api/quiz.ts';
import {
  AttemptStory,
  flowContext,
  PageStory,
  pageView,
  STORY_NOW,
  storyAttempt,
  storyQuiz,
  storyReview,
} from './quiz-page.fixture.tsx';

export default { title: 'Quiz / Page' };

const opensAt = (seconds: number) => new Date(STORY_NOW + seconds * 1000).toISOString();
const finished = (status: number, extra: Record<string, unknown> = {}) =>
  storyAttempt({ status_id: status as 1, scores: 2, finished_at: '2026-11-22T09:58:00Z', ...extra });

export const Loading: Story = () => <PageStory view={pageView('loading', { quiz: null })} />;

export const LoadFailed: Story = () => (
  <PageStory
    view={pageView('failed', { quiz: null, error: 'The server did not answer. Check your connection.' })}
  />
);

export const BlockedCountdown: Story = () => (
  <PageStory
    view={pageView(
      { blocked: 'counting' },
      {
        quiz: storyQuiz({ blocked_info: { is_accessible: false, access_date: opensAt(3725) } }),
        secondsUntilOpen: 3725,
      },
    )}
  />
);

export const BlockedReloadable: Story = () => (
  <PageStory
    view={pageView(
      { blocked: 'reloadable' },
      {
        quiz: storyQuiz({ blocked_info: { is_accessible: false, access_date: opensAt(2) } }),
        secondsUntilOpen: 2,
      },
    )}
  />
);

export const Closed: Story = () => (
  <PageStory
    view={pageView('closed', {
      quiz: storyQuiz({ closed_info: { is_accessible: false, access_date: '2026-11-01T00:00:00Z' } }),
    })}
  />
);

export const VisitorAskedToSignIn: Story = () => (
  <PageStory view={pageView('preview', { isAuthenticated: false })} />
);

export const StartPage: Story = () => (
  <PageStory view={pageView('preview', { quiz: storyQuiz({ start_type: { id: 2 } }) })} />
);

export const StartPageTimed: Story = () => (
  <PageStory
    view={pageView('preview', {
      quiz: storyQuiz({
        options: { timer_duration: 900, timer_type: { id: 1 } },
        start_info: {
          text: 'You have fifteen minutes. The quiz finishes by itself when time is up.',
          button: 'I am ready',
        },
      }),
    })}
  />
);

export const Starting: Story = () => (
  <PageStory view={pageView('starting', { quiz: storyQuiz({ start_type: { id: 2 } }) })} />
);

export const LoadingQuestions: Story = () => (
  <PageStory view={pageView('loadingQuestions', { attempt: storyAttempt() })} />
);

export const Attempting: Story = () => (
  <PageStory
    view={pageView('attempting', { attempt: storyAttempt() })}
    attempt={
      <AttemptStory
        value={{
          flow: 'answering',
          attempt: 'active',
          outbox: 'idle',
          attemptTimer: 'off',
          questionTimer: 'off',
        }}
        context={flowContext()}
      />
    }
  />
);

export const LastAttemptPassed: Story = () => (
  <PageStory
    view={pageView('preview', {
      quiz: storyQuiz({ passed_text: 'Well done: you can read every letter of the alphabet.' }),
      attempt: finished(ATTEMPT_STATUS.passed),
    })}
  />
);

export const LastAttemptFailedWithScore: Story = () => (
  <PageStory view={pageView('preview', { attempt: finished(ATTEMPT_STATUS.failed) })} />
);

export const NeedsRework: Story = () => (
  <PageStory view={pageView('preview', { attempt: finished(ATTEMPT_STATUS.needsRework), finalize: true })} />
);

export const OnReview: Story = () => (
  <PageStory view={pageView('preview', { attempt: finished(ATTEMPT_STATUS.onReview) })} />
);

export const OutOfAttempts: Story = () => (
  <PageStory
    view={pageView('preview', {
      quiz: storyQuiz({
        is_run_out_of_attempts: true,
        can_start_attempt: false,
        attempt_limit_text: 'You have used your only attempt.',
      }),
      attempt: finished(ATTEMPT_STATUS.failed),
    })}
  />
);

export const StartRefused: Story = () => (
  <PageStory
    view={pageView('preview', {
      quiz: storyQuiz({ start_type: { id: 2 } }),
      error: 'You have used every attempt of this quiz.',
    })}
  />
);

export const RefreshingAfterFinish: Story = () => (
  <PageStory view={pageView('refreshingSection', { attempt: finished(ATTEMPT_STATUS.passed) })} />
);

export const ReloadingAfterFinish: Story = () => (
  <PageStory view={pageView('reloadingQuiz', { attempt: finished(ATTEMPT_STATUS.passed) })} />
);

export const FinishingExpiredAttempt: Story = () => (
  <PageStory
    view={pageView('expiring', {
      quiz: storyQuiz({ options: { timer_duration: 300, timer_type: { id: 1 } } }),
      attempt: storyAttempt({ left_time_in_seconds: 0 }),
    })}
  />
);

export const OpeningResult: Story = () => (
  <PageStory
    view={pageView('openingResult', { attempt: finished(ATTEMPT_STATUS.failed), reviewAttemptId: 31 })}
  />
);

export const Result: Story = () => (
  <PageStory
    view={pageView('result', { attempt: storyReview().attempt, review: storyReview(), reviewAttemptId: 31 })}
  />
);

export const ResultUkrainian: Story = () => (
  <PageStory
    language="uk"
    view={pageView('result', { attempt: storyReview().attempt, review: storyReview(), reviewAttemptId: 31 })}
  />
);

export const ResultOnlyAnswers: Story = () => (
  <PageStory
    view={pageView('result', {
      quiz: storyQuiz({ result_attempt: { type_show: 'simple_answer', is_show: true } }),
      attempt: storyReview().attempt,
      review: storyReview(),
      reviewAttemptId: 31,
    })}
  />
);
