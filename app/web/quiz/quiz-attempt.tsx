import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { QuizCalls } from '../../../core/api/index.ts';
import type { Attempt, Quiz, QuizFile } from '../../../core/api/quiz.ts';
import { selectQuizView } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Modal } from '../../../ui/modal/index.ts';
import { useNotify } from '../../../ui/notifications/index.ts';
import { Button } from '../../../ui/primitives/index.ts';
import { QuizAttemptScreen } from '../../../ui/quiz/page/quiz-attempt-screen.tsx';
import {
  AnswerScreenProvider,
  type AttachFile,
} from '../../../ui/quiz/questions/answers/answer-screen-context.tsx';
import { uploadMessageText, useUploadQueueContext } from '../../../ui/upload/index.ts';
import { localOutboxStorage } from './local-outbox-storage.ts';
import { providedQuizMachine } from './quiz-actors.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

/**
 * Files attached to answers go through the app's upload queue: resumable, shown in the upload panel
 * with progress, cancel and retry, and going on while the learner moves between questions. The answer
 * keeps the file once its bytes are stored (a video need not wait for its conversion); a row dismissed
 * from the panel is given up, a refused file rejects with the panel's reason.
 */
function useAnswerAttach(): AttachFile {
  const { t } = useTranslation();
  const { upload } = useUploadQueueContext();
  return useCallback(
    async (file: File, onStalled?: (reason: string | null) => void) => {
      const outcome = await upload(file, {
        onlyUpload: true,
        onStalled: (stall) =>
          onStalled?.(stall ? (uploadMessageText(t, stall.message, stall.messageDetail) ?? '') : null),
      });
      if (outcome.status === 'dismissed') return null;
      if (outcome.status === 'refused') {
        throw new Error(uploadMessageText(t, outcome.message, outcome.messageDetail) ?? '');
      }
      const attached: QuizFile = { uuid: outcome.result.uuid, original_name: file.name };
      if (file.type) attached.mime_type = file.type;
      return attached;
    },
    [upload, t],
  );
}

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
  const attach = useAnswerAttach();
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

  return (
    <AnswerScreenProvider attach={attach}>
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
    </AnswerScreenProvider>
  );
}
