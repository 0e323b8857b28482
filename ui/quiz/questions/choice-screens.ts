import { createElement } from 'react';
import type { ChoiceAnswer, ChoiceReview } from '../../../core/quiz/index.ts';
import { ChoiceScreen } from './answers/choice-screen.tsx';
import { CHOICE_VARIANTS, type ChoiceSlug } from './answers/choice-variant.ts';
import type { QuestionScreen, QuestionScreenProps } from './question-screen.types.ts';

function choiceScreen(slug: ChoiceSlug): QuestionScreen {
  const variant = CHOICE_VARIANTS[slug];
  const Screen = (props: QuestionScreenProps) =>
    createElement(ChoiceScreen, { ...(props as QuestionScreenProps<ChoiceAnswer, ChoiceReview>), variant });
  Screen.displayName = `ChoiceScreen(${slug})`;
  return Screen;
}

/**
 * Screens of the choice and poll types: single, multiple, yes/no, text-graphic, likert scale, interview,
 * rating, reaction, net promoter score, and the legacy slugs (copy, competition, mixed, default).
 */
export const choiceScreens = Object.fromEntries(
  (Object.keys(CHOICE_VARIANTS) as ChoiceSlug[]).map((slug) => [slug, choiceScreen(slug)]),
) as Record<ChoiceSlug, QuestionScreen>;
