import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import type { QuizCalls } from '../../../core/api/index.ts';
import type { Attempt, Quiz } from '../../../core/api/quiz.ts';
import { quizMachineWith, selectQuizView } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Modal } from '../../../ui/modal/index.ts';
import { useNotify } from '../../../ui/notifications/index.ts';
import { Button, Spinner } from '../../../ui/primitives/index.ts';
import { onDemand } from '../../../ui/quiz/on-demand.tsx';
import { LoadFailedBoundary } from '../../../ui/quiz/page/load-failed-boundary.tsx';
import { QuizAttemptScreen } from '../../../ui/quiz/page/quiz-attempt-screen.tsx';
import { AnswerScreenProvider } from '../../../ui/quiz/questions/answers/index.ts';
import { useQuizAnswerFiles } from '../../../ui/quiz/use-quiz-answer-files.ts';
import { useUploadQueueContext } from '../../../ui/upload/index.ts';
import { localOutboxStorage } from './local-outbox-storage.ts';
import { quizRecordersCode, recordersNeeded } from './quiz-recorders-code.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

/** The recorders around the answer screens, drawn once their code is here (the questions' call loads it). */
const RecordersOnDemand = onDemand(quizRecordersCode, (module) => module.QuizRecorders);

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
  const machine = useMemo(() => quizMachineWith(calls), [calls]);
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
  // Answers' files go through the app's upload queue: resumable, a row of the upload panel each, going
  // on while the learner moves between questions; the screens read each file's life from the queue.
  const uploads = useUploadQueueContext();
  const files = useQuizAnswerFiles(actor, uploads);
  const warnOnLeave = useSelector(actor, (snapshot) => selectQuizView(snapshot).warnOnLeave);
  const leaving = useLeaveWarning(warnOnLeave, t('quiz.leave_warning'));

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

  const body = (
    <>
      <QuizAttemptScreen actor={actor} headingLevel={headingLevel} onError={onError} />
      <Modal
        open={leaving.isAsking}
        onOpenChange={(open) => {
          if (!open) leaving.stay();
        }}
        title={t('quiz.leave_title')}
        description={t('quiz.leave_warning')}
        footer={
          <>
            <Button variant="secondary" onClick={leaving.leave}>
              {t('quiz.leave')}
            </Button>
            <Button onClick={leaving.stay}>{t('quiz.stay')}</Button>
          </>
        }
      />
    </>
  );
  // A quiz without a question that may record never loads the recorders.
  if (!recordersNeeded(quiz.questions))
    return <AnswerScreenProvider files={files}>{body}</AnswerScreenProvider>;
  return (
    <LoadFailedBoundary>
      <Suspense fallback={<Spinner size={20} label={t('quiz.loading')} />}>
        <RecordersOnDemand uploads={uploads} scope={`quiz:${quiz.id}`} files={files}>
          {body}
        </RecordersOnDemand>
      </Suspense>
    </LoadFailedBoundary>
  );
}
