import type { QuestionSlug } from '../../../core/api/quiz.ts';
import { type LoadOnce, loadOnce } from '../load-once.ts';
import type { ChoiceSlug } from './answers/choice-variant.ts';
import type { QuestionScreen } from './question-screen.types.ts';

const choice = loadOnce(() => import('./choice-screens.ts').then((module) => module.choiceScreens));
const choiceScreen = (slug: ChoiceSlug): LoadOnce<QuestionScreen> => ({
  load: () => choice.load().then((screens) => screens[slug]),
  loaded: () => choice.loaded()?.[slug],
});
const textMedia = loadOnce(() =>
  import('./answers/text-media-screen.tsx').then((module) => module.TextMediaScreen as QuestionScreen),
);
const gaps = loadOnce(() =>
  import('./exercises/gaps-screen.tsx').then((module) => module.GapsScreen as QuestionScreen),
);
const list = loadOnce(() =>
  import('./exercises/list-screen.tsx').then((module) => module.ListScreen as QuestionScreen),
);
const wordOrder = loadOnce(() =>
  import('./exercises/word-order-screen.tsx').then((module) => module.WordOrderScreen as QuestionScreen),
);
const letters = loadOnce(() =>
  import('./exercises/letters-screen.tsx').then((module) => module.LettersScreen as QuestionScreen),
);
const sorting = loadOnce(() =>
  import('./exercises/sorting-screen.tsx').then((module) => module.SortingScreen as QuestionScreen),
);
const matching = loadOnce(() =>
  import('./exercises/matching-screen.tsx').then((module) => module.MatchingScreen as QuestionScreen),
);

/**
 * Each question type's screen, loaded when a question of that type is about to be drawn: a quiz of
 * single-choice questions never downloads the recorders, the date picker or the drag-and-drop library
 * (docs/performance.md "Quiz page"). The screens themselves are in answer-screens.ts and exercise-screens.ts.
 */
export const QUESTION_SCREEN_LOADERS: Record<QuestionSlug, LoadOnce<QuestionScreen>> = {
  single_answer: choiceScreen('single_answer'),
  multiple_answer: choiceScreen('multiple_answer'),
  text_graphic_answer: choiceScreen('text_graphic_answer'),
  interview: choiceScreen('interview'),
  copy: choiceScreen('copy'),
  competition: choiceScreen('competition'),
  mixed: choiceScreen('mixed'),
  default: choiceScreen('default'),
  yes_no: choiceScreen('yes_no'),
  likert_scale: choiceScreen('likert_scale'),
  rating: choiceScreen('rating'),
  reaction: choiceScreen('reaction'),
  new_promoter_score: choiceScreen('new_promoter_score'),
  text_media_answer: textMedia,
  paste_word: gaps,
  fill_gaps: gaps,
  choose_from_list: list,
  multi_choose_from_list: list,
  sentence_from_words: wordOrder,
  word_from_chars: letters,
  sorting,
  conformity_answer: matching,
};

/** Starts loading the screens of these question types (the next question's, a result's); failures wait for the screen. */
export function preloadQuestionScreens(slugs: Iterable<QuestionSlug>): Promise<void> {
  const loads = [...new Set(slugs)].map((slug) => QUESTION_SCREEN_LOADERS[slug]?.load());
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}
