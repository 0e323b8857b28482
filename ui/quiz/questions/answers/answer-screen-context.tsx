import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { QuizFile } from '../../../../core/api/quiz.ts';
import { type CalendarDate, calendarDateOf } from '../../../../core/calendar/index.ts';
import type { UploadQueueEntry } from '../../../../core/upload/index.ts';
import type { KeptRecordings } from '../../../recorder/kept-recording-notice.tsx';

/**
 * How answers' files travel (the page wires the app's upload queue and the quiz flow): picked files go
 * up through the queue under their question's tag, and each stored file joins its question's answer.
 */
export interface AnswerFiles {
  /** The upload queue's rows, as it last showed them. */
  tasks: readonly UploadQueueEntry[];
  /** The tag the files picked for a question go up under. */
  tagOf: (questionId: number) => string;
  /** Sends files picked for a question up through the upload queue. */
  upload: (questionId: number, files: readonly File[]) => void;
  /** Adds a file already stored (a saved recording) to the question's answer. */
  attach: (questionId: number, file: QuizFile) => void;
}

/** Records audio or video for a question and resolves with the saved file, or null when the learner cancels. */
export type RecordMedia = (kind: 'audio' | 'video', questionId: number) => Promise<QuizFile | null>;

/** What answer screens get from the page around them. */
export interface AnswerScreenServices {
  /** Answers' files; without them the attach button is disabled. */
  files?: AnswerFiles;
  /** Opens the audio or video recorder; without it the record buttons are disabled with a tooltip. */
  record?: RecordMedia;
  /** Recordings kept on this device that never reached the server, offered back on their question. */
  kept?: KeptRecordings;
  /** Today in the app time zone (the date answer's calendar marks it). */
  today?: CalendarDate;
}

const AnswerScreenContext = createContext<AnswerScreenServices>({});

/** Gives the answer screens below the answers' files, the recorder and today's date. */
export function AnswerScreenProvider({
  children,
  files,
  record,
  kept,
  today,
}: AnswerScreenServices & { children: ReactNode }) {
  const value = useMemo(() => ({ files, record, kept, today }), [files, record, kept, today]);
  return <AnswerScreenContext.Provider value={value}>{children}</AnswerScreenContext.Provider>;
}

/** The page's answer files, recorder and today's date (today from the clock when none was given). */
export function useAnswerScreenServices(): {
  files?: AnswerFiles;
  record?: RecordMedia;
  kept?: KeptRecordings;
  today: CalendarDate;
} {
  const services = useContext(AnswerScreenContext);
  return {
    files: services.files,
    record: services.record,
    kept: services.kept,
    today: services.today ?? calendarDateOf(new Date()),
  };
}
