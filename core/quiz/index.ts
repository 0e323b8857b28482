// The quiz engine's public surface: question types, scoring, review, and the quiz statecharts.

export type {
  AnswerState,
  Bind,
  ChoiceAnswer,
  GapEntry,
  GapsAnswer,
  LettersAnswer,
  LetterTile,
  ListAnswer,
  MatchingAnswer,
  SortingAnswer,
  TextAnswer,
  WordOrderAnswer,
} from './answer-kinds/answer-state.types.ts';
export { emptyChoice, selectOne, setCustomText, toggleChoice } from './answer-kinds/choice-answer.ts';
export { countGapMarkers, type GapTextPart, splitGapMarkers } from './answer-kinds/gap-markers.ts';
export {
  chooseGap,
  gapOptions,
  inputGap,
  isGapFilled,
  isSharedPool,
  remainingPool,
} from './answer-kinds/gaps-answer.ts';
export {
  appendLetter,
  builtWord,
  type LetterPlace,
  placeLetter,
  removeLastLetter,
  swapLetters,
} from './answer-kinds/letters-answer.ts';
export { chooseFromList, clearList } from './answer-kinds/list-answer.ts';
export {
  answersBoundTo,
  bind,
  matchingMode,
  toggleBind,
  unbind,
  unboundAnswers,
  unboundStatements,
} from './answer-kinds/matching-answer.ts';
export { formatQuizDate, isValidQuizDate, parseQuizDate } from './answer-kinds/quiz-date.ts';
export { reorder } from './answer-kinds/sorting-answer.ts';
export { attachFile, inputKindOf, removeFile, setText } from './answer-kinds/text-answer.ts';
export { placeWord, poolWords, returnWord } from './answer-kinds/word-order-answer.ts';
export {
  type AnswerUploadsView,
  answerUploadsOf,
  answerUploadTag,
  questionOfUploadTag,
  questionsAwaitingUploads,
  storedAnswerFile,
} from './answer-uploads.ts';
export {
  type AttemptStatusMessage,
  attemptStatusKind,
  attemptStatusMessage,
} from './attempt-status-message.ts';
export { nextFinalizeFlag } from './finalize-flag.ts';
export {
  type AnswerFlow,
  type AnswerUploadsFollower,
  attachStoredFile,
  followAnswerUploads,
} from './follow-answer-uploads.ts';
export { type LikertOrientation, likertOrientation } from './likert-orientation.ts';
export { idempotencyKey, isNetworkFailure, memoryOutboxStorage } from './outbox.ts';
export {
  type AnswerFlags,
  answerPayload,
  initialAnswerOf,
  isAnswered,
  isQuestionRequired,
  isQuestionValid,
  reviewQuestion,
  scoreAnswer,
} from './question-answer.ts';
export { lettersLayout, type MatchingLayout, matchingLayout } from './question-layout.ts';
export {
  isNavigable,
  isQuestionMovable,
  isQuestionReadOnly,
  nextNavigableIndex,
  previousNavigableIndex,
} from './question-navigation.ts';
export type { ChoiceReview, ChoiceType, Selection } from './question-types/choice-type.ts';
export type { MatchingReview } from './question-types/conformity-answer.ts';
export type { GapsReview } from './question-types/gaps-type.ts';
export type { ListReview } from './question-types/list-type.ts';
export type { QuestionType } from './question-types/question-type.types.ts';
export { QUESTION_TYPES, questionTypeOf } from './question-types/question-type-registry.ts';
export type { WordOrderReview } from './question-types/sentence-from-words.ts';
export type { SortingReview } from './question-types/sorting.ts';
export type { TextReview } from './question-types/text-media-answer.ts';
export type { LettersReview } from './question-types/word-from-chars.ts';
export * from './quiz.constants.ts';
export { quizMachine } from './quiz.machine.ts';
export {
  type QuizNavigationItem,
  type QuizPhase,
  type QuizSnapshot,
  type QuizView,
  selectIsQuestionDisabled,
  selectIsUploading,
  selectPhase,
  selectQuizView,
} from './quiz.select.ts';
export type {
  AttemptIdInput,
  CheckResult,
  FinishAttemptInput,
  OutboxItem,
  OutboxStorage,
  QuestionTimerInput,
  QuizApi,
  QuizContext,
  QuizError,
  QuizEvent,
  QuizInput,
  QuizOutput,
  SendAnswerInput,
  StartAttemptInput,
  TimerOutput,
} from './quiz.types.ts';
export { type QuizAccess, quizAccess } from './quiz-access.ts';
export { quizMachineWith } from './quiz-calls-actors.ts';
export {
  attemptCountdownSeconds,
  attemptDeadline,
  attemptTimerDeadline,
  expiredDeadlineCutoff,
  finishedAtOf,
  isCountdownOver,
  isPastDeadline,
  isTimeUpFinish,
  isWithinDeadline,
  type QuizTimerSettings,
  questionDeadline,
  questionSecondsLeft,
  secondsLeft,
  startingAttemptSeconds,
  startingQuestionSeconds,
  tickedSeconds,
} from './quiz-deadline.ts';
export * from './quiz-page.constants.ts';
export { quizPageMachine } from './quiz-page.machine.ts';
export {
  type QuizPageScreen,
  type QuizPageSnapshot,
  type QuizPageView,
  selectQuizPageView,
} from './quiz-page.select.ts';
export type {
  CommentTarget,
  FinishExpiredAttemptInput,
  LoadAttemptReviewInput,
  LoadQuestionsInput,
  LoadQuizInput,
  PageStartAttemptInput,
  QuizPageContext,
  QuizPageEmitted,
  QuizPageEvent,
  QuizPageInput,
  QuizPageUrlParams,
} from './quiz-page.types.ts';
export { quizPageMachineWith } from './quiz-page-calls-actors.ts';
export { canProceed, uncompletedQuestions } from './quiz-readiness.ts';
export {
  canClearAnswers,
  canFinishFromAnyQuestion,
  canReanswer,
  canReturnToPrevious,
  isStopwatchQuiz,
  numbersQuestions,
  showsAllQuestionsOnPage,
  showsQuestionNavigation,
  showsResultOnCheck,
} from './quiz-settings.ts';
export { type HistorySegment, historyStrip } from './review/history-strip.ts';
export { type KeyLine, keyLines } from './review/key-lines.ts';
export {
  type PollCount,
  type PollFigure,
  pollAggregatesOf,
  pollFigures,
} from './review/poll-figures.ts';
export type { Mark, QuestionReview, ReviewContext } from './review/question-review.types.ts';
export {
  isPollQuestion,
  type QuestionVerdict,
  questionVerdict,
  resultHeaderCounts,
  storedVerdict,
  tallyVerdicts,
  type VerdictFacts,
  verdictResult,
} from './review/question-verdict.ts';
export { type ResultDisplay, resultDisplay } from './review/result-display.ts';
export { type ReviewFlags, reviewFlags } from './review/review-flags.ts';
export { correctOrder } from './scoring/correct-order.ts';
export { normalizeTypedAnswer, typedAnswerMatches } from './scoring/normalize-typed-answer.ts';
export type { PartVerdict, Score, Verdict } from './scoring/score.types.ts';
export { correctWord } from './scoring/score-word-from-chars.ts';
export { correctSentence, sentenceDiff, wordsDiff } from './scoring/score-word-order.ts';
export {
  hasQuizTimer,
  isTextGraphicQuiz,
  type StartButton,
  showsPreviewFirst,
  startButton,
} from './start-button.ts';
export { stripAnswerKey } from './strip-answer-key.ts';
