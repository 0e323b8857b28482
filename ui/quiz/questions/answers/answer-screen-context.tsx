import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { QuizFile } from '../../../../core/api/quiz.ts';
import { type CalendarDate, calendarDateOf } from '../../../../core/calendar/index.ts';

/**
 * Uploads one file for an answer and resolves with the stored file, or null when the learner gave it up
 * (the page wires the uploader); rejects with the reason when the file is refused. `onStalled` hears why
 * the upload stopped while it may still be retried, and null when it goes on again.
 */
export type AttachFile = (
  file: File,
  onStalled?: (reason: string | null) => void,
) => Promise<QuizFile | null>;

/** Records audio or video and resolves with the saved file, or null when the learner cancels. */
export type RecordMedia = (kind: 'audio' | 'video') => Promise<QuizFile | null>;

/** What answer screens get from the page around them. */
export interface AnswerScreenServices {
  /** Attaches a file; without it the attach button is disabled. */
  attach?: AttachFile;
  /** Opens the audio or video recorder; without it the record buttons are disabled with a tooltip. */
  record?: RecordMedia;
  /** Today in the app time zone (the date answer's calendar marks it). */
  today?: CalendarDate;
}

const AnswerScreenContext = createContext<AnswerScreenServices>({});

/** Gives the answer screens below the uploader, the recorder and today's date. */
export function AnswerScreenProvider({
  children,
  attach,
  record,
  today,
}: AnswerScreenServices & { children: ReactNode }) {
  const value = useMemo(() => ({ attach, record, today }), [attach, record, today]);
  return <AnswerScreenContext.Provider value={value}>{children}</AnswerScreenContext.Provider>;
}

/** The page's uploader and today's date (today from the clock when none was given). */
export function useAnswerScreenServices(): {
  attach?: AttachFile;
  record?: RecordMedia;
  today: CalendarDate;
} {
  const services = useContext(AnswerScreenContext);
  return {
    attach: services.attach,
    record: services.record,
    today: services.today ?? calendarDateOf(new Date()),
  };
}
