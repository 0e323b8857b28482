import type { QuizFile } from '../../../../core/api/quiz.ts';
import { type AnswerUploadsView, answerUploadsOf } from '../../../../core/quiz/index.ts';
import { useAnswerScreenServices } from './answer-screen-context.tsx';

/** A question's files on their way and what can be done with them. */
export interface AnswerFilesHandle {
  /** Its files moving, stalled or refused, read from the upload queue's tasks. */
  uploads: AnswerUploadsView;
  /** Sends picked files up; absent when the page gives no upload queue. */
  upload?: (files: readonly File[]) => void;
  /** Adds a stored file (a saved recording) to the answer; absent like `upload`. */
  attach?: (file: QuizFile) => void;
}

/** Binds a question to the page's answer files: where each of its files stands, and the commands. */
export function useAnswerFiles(questionId: number): AnswerFilesHandle {
  const { files } = useAnswerScreenServices();
  if (!files) return { uploads: answerUploadsOf([], null) };
  return {
    uploads: answerUploadsOf(files.tasks, files.tagOf(questionId)),
    upload: (picked) => files.upload(questionId, picked),
    attach: (file) => files.attach(questionId, file),
  };
}
