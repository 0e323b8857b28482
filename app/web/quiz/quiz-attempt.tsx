import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Attempt, Quiz } from '../../../core/api/quiz.ts';
import { selectQuizView } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useNotify } from '../../../ui/notifications/index.ts';
import { QuizAttemptScreen } from '../../../ui/quiz/page/quiz-attempt-screen.tsx';
import { localOutboxStorage } from './local-outbox-storage.ts';
import { providedQuizMachine } from './quiz-actors.ts';
import type { QuizCalls } from './quiz-api.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

/** Props of the QuizAttempt. */
export interface QuizAttemptProps {
  /** The quiz with the attempt's questions. */
  quiz: Quiz;
  attempt: Attempt | null;
  calls: QuizCalls;
  onFinished: (attempt: Attempt | null) => void;
  headingLevel?: 1 | 2;
}

/** Runs one attempt: the quiz flow with the server's calls, the device's outbox, the network and the tab's visibility. */
export function QuizAttempt({ quiz, attempt, calls, onFinished, headingLevel }: QuizAttemptProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const machine = useMemo(() => providedQuizMachine(calls), [calls]);
  const actor = useActorRef(machine, {
    input: {
      quiz,
      attempt,
      storage: localOutboxStorage(quiz.id),
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
    },
  });
  const onError = useCallback(
    (message: string) => notify.danger(t('quiz.something_went_wrong'), message),
    [notify, t],
  );
  const warnOnLeave = useSelector(actor, (snapshot) => selectQuizView(snapshot).warnOnLeave);
  useLeaveWarning(warnOnLeave, t('quiz.leave_warning'));

  useEffect(() => {
    const finished = actor.on('quiz.finished', (event) => onFinished(event.attempt));
    return () => finished.unsubscribe();
  }, [actor, onFinished]);

  useEffect(() => {
    const lost = () => actor.send({ type: 'connection.lost' });
    const restored = () => actor.send({ type: 'connection.restored' });
    const visible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'page.visible' });
    };
    window.addEventListener('offline', lost);
    window.addEventListener('online', restored);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', restored);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [actor]);

  return <QuizAttemptScreen actor={actor} headingLevel={headingLevel} onError={onError} />;
}
