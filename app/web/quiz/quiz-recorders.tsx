import type { ReactNode } from 'react';
import { type AnswerFiles, AnswerScreenProvider } from '../../../ui/quiz/questions/answers/index.ts';
import type { UploadQueueHandle } from '../../../ui/upload/index.ts';
import { useAppRecorders } from '../recorder/use-app-recorders.tsx';

/** Props of QuizRecorders. */
export interface QuizRecordersProps {
  uploads: UploadQueueHandle;
  /** Where recordings not yet stored are kept on the device (`quiz:{id}`). */
  scope: string;
  files: AnswerFiles;
  children: ReactNode;
}

/**
 * The answer screens below with the recorders: recordings go up through the upload queue and join their
 * answer like a stored upload; recordings not yet stored stay on the device under this quiz and are
 * offered back on their question. Only a quiz with a question that may record loads this.
 */
export function QuizRecorders({ uploads, scope, files, children }: QuizRecordersProps) {
  const recorders = useAppRecorders(uploads, scope);
  return (
    <AnswerScreenProvider files={files} record={recorders.record} kept={recorders.kept}>
      {children}
      {recorders.element}
    </AnswerScreenProvider>
  );
}
