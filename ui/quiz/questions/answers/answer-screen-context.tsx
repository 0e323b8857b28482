import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { QuizFile } from '../../../../core/api/quiz.ts';
import { type CalendarDate, calendarDateOf } from '../../../../core/calendar/index.ts';

/** Uploads one file for an answer and resolves with the stored file (the page wires the uploader). */
export type AttachFile = (file: File) => Promise<QuizFile>;

/** What answer screens get from the page around them. */
export interface AnswerScreenServices {
  /** Attaches a file; without it the attach button is not offered. */
  attach?: AttachFile;
  /** Today in the app time zone (the date answer's calendar marks it). */
  today?: CalendarDate;
}

const AnswerScreenContext = createContext<AnswerScreenServices>({});

/** Gives the answer screens below the uploader and today's date. */
export function AnswerScreenProvider({
  children,
  attach,
  today,
}: AnswerScreenServices & { children: ReactNode }) {
  const value = useMemo(() => ({ attach, today }), [attach, today]);
  return <AnswerScreenContext.Provider value={value}>{children}</AnswerScreenContext.Provider>;
}

/** The page's uploader and today's date (today from the clock when none was given). */
export function useAnswerScreenServices(): { attach?: AttachFile; today: CalendarDate } {
  const services = useContext(AnswerScreenContext);
  return { attach: services.attach, today: services.today ?? calendarDateOf(new Date()) };
}
