// The quiz constructor: what the expert's screens and the server share about building quizzes.

export { correctAnswerOf } from './correct-answer.ts';
export { type DocumentPurpose, documentOf } from './question-document.ts';
export {
  documentProblems,
  type EditorKind,
  editorKindOf,
  moveItem,
  newQuestionDocument,
  newRef,
  questionOfDocument,
  withPositionOrder,
} from './question-draft.ts';
export { keyChanged, keySignature } from './question-key.ts';
export {
  GAP_SLUGS,
  type QuestionProblem,
  questionProblems,
  SINGLE_KEYED_SLUGS,
} from './question-problems.ts';
export {
  type QuestionSaveContext,
  type QuestionSaveEvent,
  type QuestionSaveOutput,
  questionSaveMachine,
  selectQuestionSaveView,
} from './question-save.machine.ts';
export { PREVIEW_ATTEMPT_ID, previewQuizApi, previewQuizOf } from './quiz-preview.ts';
export {
  QUIZ_ATTEMPT_LIMIT_MAX,
  QUIZ_TIMER_MAX_SECONDS,
  type QuizSettingsDraft,
  type QuizSettingsError,
  type QuizSettingsField,
  type QuizSettingsSource,
  settingsDraftOf,
  settingsErrors,
  settingsRequest,
  timerSecondsOf,
} from './quiz-settings.ts';
