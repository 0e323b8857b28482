import { type ReactNode, Suspense } from 'react';
import { ATTEMPT_STATUS } from '../../../core/api/quiz.ts';
import type { ResultCommentsContext } from '../../../core/comments/index.ts';
import { type QuizPageView, quizAccess, startButton } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { onDemand } from '../on-demand.tsx';
import { LoadFailedBoundary } from './load-failed-boundary.tsx';
import styles from './quiz-page.module.css';
import { QuizPreview } from './quiz-preview.tsx';
import { quizResultCode } from './quiz-result-code.ts';
import { QuizUnavailable } from './quiz-unavailable.tsx';

/** The result screen, drawn once its code is here (the page loads it with the result's data). */
const QuizResult = onDemand(quizResultCode, (module) => module.QuizResult);

/** Props of QuizPageScreens. */
export interface QuizPageScreensProps {
  view: QuizPageView;
  /** Now, in ms since the epoch (whether the quiz is open for a restart from the result). */
  now: number;
  onStart: () => void;
  onReload: () => void;
  onOpenResult: (attemptId: number) => void;
  onCloseResult: () => void;
  /** The running attempt (the app binds the quiz flow there). */
  renderAttempt: () => ReactNode;
  loginHref?: string;
  headingLevel?: 1 | 2;
  /** The comment thread under a question of the result (the app gives it). */
  renderResultComments?: (
    attemptId: number,
    questionId: number,
    context?: ResultCommentsContext,
  ) => ReactNode;
}

/** The quiz page's screen for where the page machine is: unavailable, preview, attempt or result. */
export function QuizPageScreens({
  view,
  now,
  onStart,
  onReload,
  onOpenResult,
  onCloseResult,
  renderAttempt,
  loginHref = '/sign-in',
  headingLevel = 1,
  renderResultComments,
}: QuizPageScreensProps) {
  const { t } = useTranslation();
  const title = view.quiz?.name ?? null;
  let screen: ReactNode;
  if (view.asksToLogIn) screen = <QuizUnavailable kind="login" loginHref={loginHref} title={title} />;
  else if (view.screen === 'loading') screen = <QuizUnavailable kind="loading" />;
  else if (view.screen === 'failed')
    screen = <QuizUnavailable kind="failed" message={view.error} onReload={onReload} />;
  else if (view.screen === 'blocked')
    screen = (
      <QuizUnavailable
        kind="blocked"
        title={title}
        secondsUntilOpen={view.secondsUntilOpen ?? 0}
        showsReloadButton={view.showsReloadButton}
        onReload={onReload}
      />
    );
  else if (view.screen === 'closed') screen = <QuizUnavailable kind="closed" title={title} />;
  else if (view.screen === 'attempt') screen = renderAttempt();
  else if (view.screen === 'result' && view.quiz && view.review) {
    const quiz = view.quiz;
    const button = startButton(quiz, view.attempt, quizAccess(quiz, now).kind === 'open', false);
    const canRestart =
      button.visible && !quiz.is_run_out_of_attempts && view.attempt?.status_id !== ATTEMPT_STATUS.inProgress;
    screen = (
      <LoadFailedBoundary>
        <Suspense fallback={<QuizUnavailable kind="loading" />}>
          <QuizResult
            quiz={quiz}
            review={view.review}
            headingLevel={headingLevel}
            onClose={onCloseResult}
            renderComments={renderResultComments}
            restart={
              canRestart
                ? {
                    label: button.label === 'finalize' ? 'finalize' : 'replay',
                    onClick: () => {
                      onCloseResult();
                      onStart();
                    },
                  }
                : null
            }
          />
        </Suspense>
      </LoadFailedBoundary>
    );
  } else
    screen = (
      <QuizPreview view={view} headingLevel={headingLevel} onStart={onStart} onOpenResult={onOpenResult} />
    );

  return (
    <div
      className={styles.page}
      id={view.quiz ? `quizId=${view.quiz.id}` : undefined}
      aria-busy={view.isBusy || undefined}
    >
      <span className={styles.srOnly} aria-live="polite">
        {view.screen === 'loading' ? t('quiz.loading') : ''}
      </span>
      {screen}
    </div>
  );
}
