import { createElement } from 'react';
import type { TextAnswer, TextReview } from '../../../core/quiz/index.ts';
import { TextMediaScreen } from './answers/text-media-screen.tsx';
import { choiceScreens } from './choice-screens.ts';
import type { QuestionScreenProps, QuestionScreenRegistry } from './question-screen.types.ts';

/**
 * Screens of the answer and poll types: text / media answer, single, multiple, yes/no,
 * text-graphic, likert scale, interview, rating, reaction, net promoter score, and the legacy
 * slugs (copy, competition, mixed, default) that share them.
 */
export const answerScreens: QuestionScreenRegistry = {
  text_media_answer: (props) =>
    createElement(TextMediaScreen, props as QuestionScreenProps<TextAnswer, TextReview>),
  ...choiceScreens,
};
