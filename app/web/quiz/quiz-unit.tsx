import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ATTEMPT_STATUS, type Attempt } from '../../../core/api/quiz.ts';
import {
  type QuizPageUrlParams,
  quizAccess,
  selectQuizPageView,
  startButton,
} from '../../../core/quiz/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { QuizPreview } from '../../../ui/quiz/page/quiz-preview.tsx';
import { QuizResult } from '../../../ui/quiz/page/quiz-result.tsx';
import { QuizUnavailable } from '../../../ui/quiz/page/quiz-unavailable.tsx';
import { ExpertQuizView } from './expert/expert-quiz-view.tsx';
import { providedQuizPageMachine } from './quiz-actors.ts';
import { createQuizCalls, isExpertOfQuiz } from './quiz-api.ts';
import { QuizAttempt } from './quiz-attempt.tsx';

/** Props of the QuizUnit. */
export interface QuizUnitProps {
  quizId: number;
  /** The call base: `/lessons/{id}` or `/info-units/{id}`. */
  base: string;
  isAuthenticated: boolean;
  /** URL parameters of spec 3 §2 read from the address. */
  urlParams?: QuizPageUrlParams;
  /** Names of URL parameters the page acted on, to remove from the address. */
  onUrlConsumed?: (params: string[]) => void;
  /** Where a visitor signs in. */
  loginHref?: string;
  /** 1 when the quiz is the page; 2 inside a lesson. */
  headingLevel?: 1 | 2;
}

/** A quiz where it stands (its own page, a lesson unit or a practice list): access, preview, attempt and result. */
export function QuizUnit(props: QuizUnitProps) {
  // A finished attempt changes the quiz (attempts left, status, can_start_attempt): read it again from the server.
  const [round, setRound] = useState<{ generation: number; openResult: number | null }>({
    generation: 0,
    openResult: null,
  });
  const onRefresh = useCallback(
    (openResult: number | null) =>
      setRound((current) => ({ generation: current.generation + 1, openResult })),
    [],
  );
  const urlParams =
    round.generation === 0
      ? props.urlParams
      : { quizAttemptId: round.openResult, startQuizId: null, comment: null };
  return <QuizUnitRound key={round.generation} {...props} urlParams={urlParams} onRefresh={onRefresh} />;
}

function QuizUnitRound({
  quizId,
  base,
  isAuthenticated,
  urlParams,
  onUrlConsumed,
  loginHref = '/sign-in',
  headingLevel = 1,
  onRefresh,
}: QuizUnitProps & { onRefresh: (openResult: number | null) => void }) {
  const { t } = useTranslation();
  const calls = useMemo(() => createQuizCalls(base), [base]);
  const machine = useMemo(() => providedQuizPageMachine(calls), [calls]);
  const page = useActorRef(machine, {
    input: { quizId, isAuthenticated, now: Date.now(), urlParams: urlParams ?? {} },
  });
  const view = useSelector(page, selectQuizPageView);
  const [finished, setFinished] = useState<Attempt | null>(null);
  const expert = useQuery({
    queryKey: ['quiz-expert', quizId],
    queryFn: () => isExpertOfQuiz(quizId),
    enabled: isAuthenticated,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    const consumed = page.on('url.consumed', (event) => onUrlConsumed?.(event.params));
    const refresh = page.on('section.refreshRequested', () => {
      const show = view.quiz?.result_attempt.is_show ?? true;
      onRefresh(show && finished ? finished.id : null);
    });
    return () => {
      consumed.unsubscribe();
      refresh.unsubscribe();
    };
  }, [page, onUrlConsumed, onRefresh, finished, view.quiz]);

  const onFinished = useCallback(
    (attempt: Attempt | null) => {
      setFinished(attempt);
      page.send({ type: 'attempt.finished', attempt });
    },
    [page],
  );

  const title = view.quiz?.name ?? null;
  let screen: React.ReactNode;
  if (!isAuthenticated) screen = <QuizUnavailable kind="login" loginHref={loginHref} />;
  else if (view.screen === 'loading') screen = <QuizUnavailable kind="loading" />;
  else if (view.screen === 'failed')
    screen = (
      <QuizUnavailable
        kind="failed"
        message={view.error}
        onReload={() => page.send({ type: 'quiz.reload' })}
      />
    );
  else if (view.screen === 'blocked')
    screen = (
      <QuizUnavailable
        kind="blocked"
        title={title}
        secondsUntilOpen={view.secondsUntilOpen ?? 0}
        showsReloadButton={view.showsReloadButton}
        onReload={() => page.send({ type: 'quiz.reload' })}
      />
    );
  else if (view.screen === 'closed') screen = <QuizUnavailable kind="closed" title={title} />;
  else if (view.screen === 'attempt' && view.quiz)
    screen = (
      <QuizAttempt
        quiz={{ ...view.quiz, questions: view.questions }}
        attempt={view.attempt}
        calls={calls}
        onFinished={onFinished}
        headingLevel={headingLevel}
      />
    );
  else if (view.screen === 'result' && view.quiz && view.review) {
    const quiz = view.quiz;
    const button = startButton(quiz, view.attempt, quizAccess(quiz, Date.now()).kind === 'open', false);
    const canRestart =
      button.visible && !quiz.is_run_out_of_attempts && view.attempt?.status_id !== ATTEMPT_STATUS.inProgress;
    screen = (
      <QuizResult
        quiz={quiz}
        review={view.review}
        headingLevel={headingLevel}
        onClose={() => page.send({ type: 'result.close' })}
        restart={
          canRestart
            ? {
                label: button.label === 'finalize' ? 'finalize' : 'replay',
                onClick: () => {
                  page.send({ type: 'result.close' });
                  page.send({ type: 'quiz.start' });
                },
              }
            : null
        }
      />
    );
  } else
    screen = (
      <QuizPreview
        view={view}
        headingLevel={headingLevel}
        onStart={() => page.send({ type: 'quiz.start' })}
        onOpenResult={(attemptId) => page.send({ type: 'result.open', attemptId })}
      />
    );

  return (
    <div id={`quizId=${quizId}`} aria-busy={view.isBusy || undefined}>
      <span className="visually-hidden" aria-live="polite">
        {view.screen === 'loading' ? t('quiz.loading') : ''}
      </span>
      {screen}
      {expert.data ? <ExpertQuizView quizId={quizId} base={base} /> : null}
    </div>
  );
}
