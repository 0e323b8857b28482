export const ATTEMPT_FINISHED_MESSAGE =
  'This attempt is already finished; reload the quiz to see its result.';
export const TIME_RAN_OUT_MESSAGE = 'Time for this attempt ran out; the attempt was finished.';
export const REQUIRED_UNANSWERED_MESSAGE = 'Answer the required questions before finishing.';
export const QUIZ_BLOCKED_MESSAGE = 'This quiz is not open yet.';
export const QUIZ_CLOSED_MESSAGE = 'This quiz is closed.';
