export { type AnswerKeyMode, AnswerRows, type AnswerRowsProps } from './answer-rows.tsx';
export {
  CreateQuizModal,
  type CreateQuizModalProps,
  type NewQuiz,
  type QuizPlaceOption,
} from './create-quiz-modal.tsx';
export {
  DescriptionFilesField,
  type DescriptionFilesFieldProps,
  type QuizFileUpload,
} from './description-files-field.tsx';
export {
  ImageField,
  type ImageFieldProps,
  QUIZ_IMAGE_TYPES,
  type QuizImage,
  type QuizImageUpload,
} from './image-field.tsx';
export { QuestionEditor, type QuestionEditorProps } from './question-editor.tsx';
export { QuestionOverview, type QuestionOverviewProps, useProblemText } from './question-overview.tsx';
export {
  QuizSettingsForm,
  type QuizSettingsFormProps,
  type QuizSettingsStatus,
} from './quiz-settings-form.tsx';
export { RescoreConfirmModal, type RescoreConfirmModalProps } from './rescore-confirm-modal.tsx';
export { type SortableRowLabels, SortableRows, type SortableRowsProps } from './sortable-rows.tsx';
