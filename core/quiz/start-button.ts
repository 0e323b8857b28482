import { ATTEMPT_STATUS, type Attempt, type Quiz } from '../api/quiz.ts';

/** The start button of the quiz preview. */
export interface StartButton {
  visible: boolean;
  /** finalize when status is 3, replay when a finished attempt exists, else start. */
  label: 'finalize' | 'replay' | 'start';
  /** The quiz's own start text, used for the start label when given. */
  text: string | null;
}

/** Whether a quiz is a text-graphic quiz (its own start rules). */
export function isTextGraphicQuiz(quiz: Quiz): boolean {
  return quiz.type?.slug === 'text_graphic_answer';
}

/** Whether the quiz has a countdown or stopwatch. */
export function hasQuizTimer(quiz: Quiz): boolean {
  return quiz.options.timer_duration != null && quiz.options.timer_duration > 0;
}

/** The start button (spec 3 §4): label by status, shown when accessible and can_start_attempt; text-graphic also needs a timer and no running attempt. */
export function startButton(
  quiz: Quiz,
  attempt: Attempt | null,
  accessible: boolean,
  finalize: boolean,
): StartButton {
  const running = attempt?.status_id === ATTEMPT_STATUS.inProgress;
  const label =
    attempt?.status_id === ATTEMPT_STATUS.needsRework || finalize
      ? 'finalize'
      : attempt && !running
        ? 'replay'
        : 'start';
  const textGraphicAllows = !isTextGraphicQuiz(quiz) || (hasQuizTimer(quiz) && !running);
  return {
    visible: accessible && quiz.can_start_attempt && textGraphicAllows,
    label,
    text: label === 'start' ? (quiz.start_info?.button ?? null) : null,
  };
}

/** Whether the preview comes first: a timed quiz, or start_type 2, while no attempt is running. */
export function showsPreviewFirst(quiz: Quiz, attempt: Attempt | null): boolean {
  if (attempt?.status_id === ATTEMPT_STATUS.inProgress) return false;
  if (attempt) return true;
  return hasQuizTimer(quiz) || quiz.start_type.id === 2;
}
