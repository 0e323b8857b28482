import { useEffect, useMemo } from 'react';
import type { QuizFile } from '../../../../core/api/quiz.ts';
import { answerUploadTag, followAnswerUploads } from '../../../../core/quiz/index.ts';
import type { UploadQueueHandle } from '../../../upload/index.ts';
import type { AnswerFiles } from './answer-screen-context.tsx';

/**
 * Answers' files through an upload queue, for one run of a quiz (`scope`): picked files go up under
 * their question's tag (only their bytes count), each stored file is handed to `attach`, and
 * `awaiting` hears which questions wait for a file. Give stable callbacks: a new one follows anew.
 */
export function useQueuedAnswerFiles(
  queue: UploadQueueHandle,
  scope: string,
  attach: (questionId: number, file: QuizFile) => void,
  awaiting?: (questionIds: number[]) => void,
): AnswerFiles {
  const { actor, addFiles } = queue;
  useEffect(() => followAnswerUploads(actor, scope, { attach, awaiting }), [actor, scope, attach, awaiting]);
  const { tasks } = queue.view;
  return useMemo(
    () => ({
      tasks,
      tagOf: (questionId) => answerUploadTag(scope, questionId),
      upload: (questionId, files) =>
        addFiles(files, { onlyUpload: true, tag: answerUploadTag(scope, questionId) }),
      attach,
    }),
    [tasks, scope, addFiles, attach],
  );
}
