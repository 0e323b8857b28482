import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { QuizFile } from '../../core/api/quiz.ts';
import { attachStoredFile } from '../../core/quiz/index.ts';
import type { UploadQueueHandle } from '../upload/index.ts';
import { type AnswerFiles, useQueuedAnswerFiles } from './questions/answers/index.ts';
import type { QuizActor } from './use-quiz.ts';

/**
 * Binds a running quiz flow's answers to an upload queue: files go up under their question's tag in this
 * run (the flow's key seed), the flow hears which questions wait for a file (`uploads.changed`, so next
 * and finish wait), and each stored file joins its answer as the flow holds it then.
 */
export function useQuizAnswerFiles(actor: QuizActor, queue: UploadQueueHandle): AnswerFiles {
  const scope = useSelector(actor, (snapshot) => snapshot.context.keySeed);
  const attach = useCallback(
    (questionId: number, file: QuizFile) => attachStoredFile(actor, questionId, file),
    [actor],
  );
  const awaiting = useCallback(
    (questionIds: number[]) => actor.send({ type: 'uploads.changed', questionIds }),
    [actor],
  );
  return useQueuedAnswerFiles(queue, scope, attach, awaiting);
}
