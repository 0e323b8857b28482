// What the quiz page wires into the answer screens: answers' files, the recorder and today's date.

export {
  type AnswerFiles,
  AnswerScreenProvider,
  type AnswerScreenServices,
  type RecordMedia,
  useAnswerScreenServices,
} from './answer-screen-context.tsx';
export { CHOICE_VARIANTS, type ChoiceSlug, type ChoiceVariant } from './choice-variant.ts';
export { type AnswerFilesHandle, useAnswerFiles } from './use-answer-files.ts';
export { useQueuedAnswerFiles } from './use-queued-answer-files.ts';
