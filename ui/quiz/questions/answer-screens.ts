import { createElement } from 'react';
import type { ChoiceAnswer, ChoiceReview, TextAnswer, TextReview } from '../../../core/quiz/index.ts';
import { ChoiceScreen } from './answers/choice-screen.tsx';
import { CHOICE_VARIANTS, type ChoiceSlug } from './answers/choice-variant.ts';
import { TextMediaScreen } from './answers/text-media-screen.tsx';
import type { QuestionScreen, QuestionScreenProps, QuestionScreenRegistry } from './question-screen.types.ts';

function choiceScreen(slug: ChoiceSlug): QuestionScreen {
  const variant = CHOICE_VARIANTS[slug];
  const Screen = (props: QuestionScreenProps) =>
    createElement(ChoiceScreen, { ...(props as QuestionScreenProps<ChoiceAnswer, ChoiceReview>), variant });
  Screen.displayName = `ChoiceScreen(${slug})`;
  return Screen;
}

/**
 * Screens of the answer and poll types: text / media answer, single, multiple, yes/no,
 * text-graphic, likert scale, interview, rating, reaction, net promoter score, and the legacy
 * slugs (copy, competition, mixed, default) that share them.
 */
export const answerScreens: QuestionScreenRegistry = {
  text_media_answer: (props) =>
    createElement(TextMediaScreen, props as QuestionScreenProps<TextAnswer, TextReview>),
  ...Object.fromEntries(
    (Object.keys(CHOICE_VARIANTS) as ChoiceSlug[]).map((slug) => [slug, choiceScreen(slug)]),
  ),
};
