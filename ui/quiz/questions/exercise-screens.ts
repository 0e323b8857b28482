import { GapsScreen } from './exercises/gaps-screen.tsx';
import { LettersScreen } from './exercises/letters-screen.tsx';
import { ListScreen } from './exercises/list-screen.tsx';
import { MatchingScreen } from './exercises/matching-screen.tsx';
import { SortingScreen } from './exercises/sorting-screen.tsx';
import { WordOrderScreen } from './exercises/word-order-screen.tsx';
import type { QuestionScreen, QuestionScreenRegistry } from './question-screen.types.ts';

/**
 * Screens of the exercise types: paste word, choose from list, multi-choose from list, word order
 * (sentence from words), word from characters, fill gaps, sorting and matching (conformity answer).
 */
export const exerciseScreens: QuestionScreenRegistry = {
  paste_word: GapsScreen as QuestionScreen,
  fill_gaps: GapsScreen as QuestionScreen,
  choose_from_list: ListScreen as QuestionScreen,
  multi_choose_from_list: ListScreen as QuestionScreen,
  sentence_from_words: WordOrderScreen as QuestionScreen,
  word_from_chars: LettersScreen as QuestionScreen,
  sorting: SortingScreen as QuestionScreen,
  conformity_answer: MatchingScreen as QuestionScreen,
};
