import type { QuestionSlug } from '../../api/quiz.ts';
import { chooseFromListType } from './choose-from-list.ts';
import { competitionType } from './competition.ts';
import { conformityAnswerType } from './conformity-answer.ts';
import { copyType } from './copy.ts';
import { defaultType } from './default.ts';
import { fillGapsType } from './fill-gaps.ts';
import { interviewType } from './interview.ts';
import { likertScaleType } from './likert-scale.ts';
import { mixedType } from './mixed.ts';
import { multiChooseFromListType } from './multi-choose-from-list.ts';
import { multipleAnswerType } from './multiple-answer.ts';
import { newPromoterScoreType } from './new-promoter-score.ts';
import { pasteWordType } from './paste-word.ts';
import type { QuestionType } from './question-type.types.ts';
import { ratingType } from './rating.ts';
import { reactionType } from './reaction.ts';
import { sentenceFromWordsType } from './sentence-from-words.ts';
import { singleAnswerType } from './single-answer.ts';
import { sortingType } from './sorting.ts';
import { textGraphicAnswerType } from './text-graphic-answer.ts';
import { textMediaAnswerType } from './text-media-answer.ts';
import { wordFromCharsType } from './word-from-chars.ts';
import { yesNoType } from './yes-no.ts';

/** Every question type module by slug. */
export const QUESTION_TYPES: { readonly [TSlug in QuestionSlug]: QuestionType } = {
  copy: copyType,
  text_graphic_answer: textGraphicAnswerType,
  text_media_answer: textMediaAnswerType,
  multiple_answer: multipleAnswerType,
  single_answer: singleAnswerType,
  conformity_answer: conformityAnswerType,
  fill_gaps: fillGapsType,
  interview: interviewType,
  likert_scale: likertScaleType,
  sorting: sortingType,
  competition: competitionType,
  mixed: mixedType,
  default: defaultType,
  word_from_chars: wordFromCharsType,
  reaction: reactionType,
  rating: ratingType,
  yes_no: yesNoType,
  sentence_from_words: sentenceFromWordsType,
  new_promoter_score: newPromoterScoreType,
  paste_word: pasteWordType,
  choose_from_list: chooseFromListType,
  multi_choose_from_list: multiChooseFromListType,
};

/** The module of a question's type. */
export function questionTypeOf(question: { type: { slug: QuestionSlug } }): QuestionType {
  return QUESTION_TYPES[question.type.slug];
}
