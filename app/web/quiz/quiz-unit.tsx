import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isReviewerOfQuiz } from '../../../core/api/index.ts';
import type { Attempt } from '../../../core/api/quiz.ts';
import { canCurate } from '../../../core/permissions/index.ts';
import { type QuizPageUrlParams, quizPageMachineWith, selectQuizPageView } from '../../../core/quiz/index.ts';
import { onDemand } from '../../../ui/quiz/on-demand.tsx';
import { LoadFailedBoundary } from '../../../ui/quiz/page/load-failed-boundary.tsx';
import { QuizPageScreens } from '../../../ui/quiz/page/quiz-page-screens.tsx';
import { QuizUnavailable } from '../../../ui/quiz/page/quiz-unavailable.tsx';
import { api } from '../api.ts';
import { usePermissions } from '../session/use-session.ts';
import { quizAttemptCode } from './quiz-attempt-code.ts';
import { QuizFileMedia } from './quiz-file-media.tsx';
import { expertResultCommentsOnDemand, studentResultCommentsOnDemand } from './result-comments-on-demand.tsx';
import { withCodeOnDemand } from './with-code-on-demand.ts';
import { withServedAnswers } from './with-served-answers.ts';

// The expert's review panel is loaded only for a curator of the school: a student never downloads it.
const ExpertQuizView = lazy(() =>
  import('./expert/expert-quiz-view.tsx').then((module) => ({ default: module.ExpertQuizView })),
);

/** The attempt, drawn once its code is here (the questions' call loads it, so this rarely waits). */
const QuizAttempt = onDemand(quizAttemptCode, (module) => module.QuizAttempt);

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

/**
 * A quiz where it stands (its own page, a lesson unit or a practice list): access, preview, attempt and
 * result. After a finish the page machine reads the quiz again and opens the result (core/quiz).
 */
export function QuizUnit({
  quizId,
  base,
  isAuthenticated,
  urlParams,
  onUrlConsumed,
  loginHref = '/sign-in',
  headingLevel = 1,
}: QuizUnitProps) {
  const queryClient = useQueryClient();
  const calls = useMemo(
    () => withCodeOnDemand(withServedAnswers(api.quiz(base), queryClient, base)),
    [base, queryClient],
  );
  const machine = useMemo(() => quizPageMachineWith(calls), [calls]);
  const page = useActorRef(machine, {
    input: { quizId, isAuthenticated, now: Date.now(), urlParams: urlParams ?? {} },
  });
  const view = useSelector(page, selectQuizPageView);
  // Only a curator of the current school asks the expert API (a student's call would be a 403).
  const permissions = usePermissions(isAuthenticated);
  const curates = canCurate(permissions.data?.permissions ?? [], 'quiz');
  const expert = useQuery({
    queryKey: ['quiz-expert', quizId],
    queryFn: () => isReviewerOfQuiz(api.expertQuiz, quizId),
    enabled: isAuthenticated && curates,
    staleTime: 5 * 60_000,
  });

  // An expert opening `?quiz_attempt_id=` reviews that student's attempt, not a result of their own.
  const [expertAttempt, setExpertAttempt] = useState<number | null>(urlParams?.quizAttemptId ?? null);
  const closedForExpert = useRef(false);
  useEffect(() => {
    if (!expert.data || expertAttempt === null || closedForExpert.current || view.screen !== 'result') return;
    closedForExpert.current = true;
    page.send({ type: 'result.close' });
  }, [page, expert.data, expertAttempt, view.screen]);

  useEffect(() => {
    const consumed = page.on('url.consumed', (event) => onUrlConsumed?.(event.params));
    return () => consumed.unsubscribe();
  }, [page, onUrlConsumed]);

  const onFinished = useCallback(
    (attempt: Attempt | null) => page.send({ type: 'attempt.finished', attempt }),
    [page],
  );

  return (
    <QuizFileMedia>
      <QuizPageScreens
        view={view}
        now={Date.now()}
        loginHref={loginHref}
        headingLevel={headingLevel}
        renderResultComments={studentResultCommentsOnDemand}
        onStart={() => page.send({ type: 'quiz.start' })}
        onReload={() => page.send({ type: 'quiz.reload' })}
        onOpenResult={(attemptId) => page.send({ type: 'result.open', attemptId })}
        onCloseResult={() => page.send({ type: 'result.close' })}
        renderAttempt={() =>
          view.quiz ? (
            <LoadFailedBoundary>
              <Suspense fallback={<QuizUnavailable kind="loading" />}>
                <QuizAttempt
                  quiz={{ ...view.quiz, questions: view.questions }}
                  attempt={view.attempt}
                  calls={calls}
                  onFinished={onFinished}
                  headingLevel={headingLevel}
                />
              </Suspense>
            </LoadFailedBoundary>
          ) : null
        }
      />
      {expert.data ? (
        <Suspense fallback={null}>
          <ExpertQuizView
            quizId={quizId}
            base={base}
            attemptId={expertAttempt}
            onAttemptChange={setExpertAttempt}
            renderComments={expertResultCommentsOnDemand}
          />
        </Suspense>
      ) : null}
    </QuizFileMedia>
  );
}
