// What the quiz page wires into the answer screens: the uploader and today's date.

export {
  AnswerScreenProvider,
  type AnswerScreenServices,
  type AttachFile,
  type RecordMedia,
  useAnswerScreenServices,
} from './answer-screen-context.tsx';
export { CHOICE_VARIANTS, type ChoiceSlug, type ChoiceVariant } from './choice-variant.ts';
