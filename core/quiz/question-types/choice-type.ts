import { INTERVIEW_TYPE, type Question, type QuestionSlug } from '../../api/quiz.ts';
import type { ChoiceAnswer } from '../answer-kinds/answer-state.types.ts';
import {
  choiceFromResults,
  choicePayload,
  hasChoiceAnswer,
  selectOne,
  toggleChoice,
} from '../answer-kinds/choice-answer.ts';
import { buildReview, markOf } from '../review/build-review.ts';
import { payloadFromResults } from '../review/payload-from-results.ts';
import { type PollFigure, pollFigures } from '../review/poll-figures.ts';
import type { Mark } from '../review/question-review.types.ts';
import { isPollQuestion } from '../review/question-verdict.ts';
import { resultDisplay } from '../review/result-display.ts';
import { scoreChoice } from '../scoring/score-choice.ts';
import { notScorable } from '../scoring/score-helpers.ts';
import type { QuestionType } from './question-type.types.ts';

/** How a choice type selects: exactly one, toggling many, or by the question's interview_type. */
export type Selection = 'single' | 'multiple' | 'interview';

/** One option in a choice review. */
export interface ChoiceOptionReview {
  answerId: number;
  text: string;
  imageUrl: string | null;
  chosen: boolean;
  /** Right or wrong mark on a chosen option. */
  mark: Mark;
  /** The key's answer, shown in full information. */
  isKey: boolean;
  /** Poll figures in full information, null otherwise. */
  poll: PollFigure | null;
  /** The custom answer's typed text. */
  customText: string | null;
}

/** A choice question's review. */
export interface ChoiceReview {
  options: ChoiceOptionReview[];
}

/** A choice type module, plus its select operation. */
export interface ChoiceType extends QuestionType<ChoiceAnswer, ChoiceReview> {
  /** Single choice keeps exactly one; multiple toggles. */
  select(question: Question, answer: ChoiceAnswer, answerId: number): ChoiceAnswer;
  /** Whether the question keeps exactly one selected answer. */
  isSingle(question: Question): boolean;
}

/** Builds the module of a choice slug. */
export function createChoiceType(slug: QuestionSlug, selection: Selection, scorable: boolean): ChoiceType {
  const isSingle = (question: Question) =>
    selection === 'single' ||
    (selection === 'interview' && question.interview_type !== INTERVIEW_TYPE.multiple);
  return {
    slug,
    kind: 'choice',
    scorable,
    isSingle,
    initialAnswer: (question, results = []) => {
      const restored = choiceFromResults(question, results);
      const selected = isSingle(question) ? restored.selected.slice(0, 1) : restored.selected;
      return { ...restored, selected };
    },
    select: (question, answer, answerId) => {
      if (!question.answers.some((option) => option.id === answerId)) return answer;
      return isSingle(question) ? selectOne(answer, answerId) : toggleChoice(answer, answerId);
    },
    hasAnswer: hasChoiceAnswer,
    toPayload: choicePayload,
    score: (question, payload) => (scorable ? scoreChoice(question, payload) : notScorable()),
    review: (question, context) => {
      const payload = payloadFromResults(question, context.results);
      const score = scorable ? scoreChoice(question, payload) : notScorable();
      const display = resultDisplay(context.displayType);
      const figures = pollFigures(question.answers, context.aggregates ?? []);
      const options = question.answers.map((option) => {
        const chosen = payload.answer_ids.includes(option.id);
        return {
          answerId: option.id,
          text: option.text ?? '',
          imageUrl: option.image?.url ?? null,
          chosen,
          mark: chosen ? markOf(context, score, option.is_correct === true) : null,
          isKey: display.showsCorrectAnswers && option.is_correct === true,
          poll:
            display.showsCorrectAnswers && isPollQuestion(question)
              ? (figures.find((figure) => figure.answerId === option.id) ?? null)
              : null,
          customText: chosen && option.type === 2 ? (payload.text_answer ?? null) : null,
        };
      });
      return buildReview(question, context, score, { options });
    },
  };
}
