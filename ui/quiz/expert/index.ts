// The expert's view of a quiz's attempts: presentational pieces fed by app/web/quiz/expert.

export { AttemptDetail, type AttemptDetailProps, type AttemptDetailState } from './attempt-detail.tsx';
export { ATTEMPT_FILTER_STATUS } from './attempt-filter-status.ts';
export { AttemptList, type AttemptListProps, type AttemptListState } from './attempt-list.tsx';
export { AttemptStatusBadge } from './attempt-status-badge.tsx';
export { CommentCount } from './comment-count.tsx';
export { ExpertQuizLayout } from './expert-quiz-layout.tsx';
export {
  ATTEMPT_FILTERS,
  type AttemptFilter,
  type ExpertAttemptRow,
  type ExpertStudent,
  type GivenAnswer,
  type KeyAnswer,
  type PollBar,
} from './expert-view.types.ts';
export { formatMoment, localTimeZone } from './format-moment.ts';
export { GivenAnswers } from './given-answers.tsx';
export { HistoryStrip } from './history-strip.tsx';
export { PollBars } from './poll-bars.tsx';
export { QuestionResult, type QuestionResultProps } from './question-result.tsx';
export { QuizList, type QuizListProps, type QuizListState } from './quiz-list.tsx';
export { REVIEW_MARKS, ReviewActions, type ReviewMark } from './review-actions.tsx';
