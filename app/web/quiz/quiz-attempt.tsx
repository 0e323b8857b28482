import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { CSRF_COOKIE, CSRF_HEADER, LANGUAGE_HEADER } from '../../../core/api/index.ts';
import type { Attempt, Quiz } from '../../../core/api/quiz.ts';
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
import { plainStorageAttach } from '../../../ui/quiz/questions/answers/plain-storage-attach.ts';
import { currentLanguage } from '../language/language-store.ts';
import { useProfileMenu, useUser } from '../session/use-session.ts';
import { localOutboxStorage } from './local-outbox-storage.ts';
import { providedQuizMachine } from './quiz-actors.ts';
import { type QuizCalls, readCookie } from './quiz-api.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

/** Files attached to answers go up in one storage request (spec 2 §7) until the upload panel is wired in. */
function useAnswerAttach(): AttachFile | undefined {
  const user = useUser().data;
  const cabinet = useProfileMenu(user != null).data?.current_cabinet.id ?? null;
  return useMemo(() => {
    if (!user) return undefined;
    return (file: File) =>
      plainStorageAttach({
        uploader: { userId: user.id, userIdHash: user.id_hash, cabinetId: cabinet === 0 ? null : cabinet },
        headers: {
          [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '',
          [LANGUAGE_HEADER]: currentLanguage(),
        },
      })(file);
  }, [user, cabinet]);
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
