import { ANSWER_TYPE, type Question } from '../api/quiz.ts';
import type { AnswerState } from '../quiz/answer-kinds/answer-state.types.ts';
import { chooseGap, inputGap } from '../quiz/answer-kinds/gaps-answer.ts';
import { chooseFromList, listOptions } from '../quiz/answer-kinds/list-answer.ts';
import { bind, unbind } from '../quiz/answer-kinds/matching-answer.ts';
import { setText } from '../quiz/answer-kinds/text-answer.ts';
import { placeWord } from '../quiz/answer-kinds/word-order-answer.ts';
import { initialAnswerOf } from '../quiz/question-answer.ts';
import { correctOrder } from '../quiz/scoring/correct-order.ts';
import { gapKey } from '../quiz/scoring/score-gaps.ts';
import { listKeyIds } from '../quiz/scoring/score-list.ts';
import { matchingKeyIds } from '../quiz/scoring/score-matching.ts';

const TYPED_SAMPLES = { email: 'student@example.com', date: '01.09.2025' } as const;

/**
 * The answer a student gives by following the key the expert set, built with the student's own
 * gestures (choose, place, bind, type) from the question as loaded. A question without a key (a poll,
 * a scale, a free answer) gets a valid answer the scorer leaves to the expert. Specs play quizzes with
 * it, and the preview can show it.
 */
export function correctAnswerOf(question: Question): AnswerState {
  const answer = initialAnswerOf(question);
  switch (answer.kind) {
    case 'choice': {
      const options = question.answers.filter((option) => option.type !== ANSWER_TYPE.custom);
      const keyed = question.answers
        .filter((option) => option.is_correct === true)
        .map((option) => option.id);
      const fallback = options[0] ?? question.answers[0];
      const selected = keyed.length > 0 ? keyed : fallback ? [fallback.id] : [];
      const customChosen = selected.some((id) =>
        question.answers.some((option) => option.id === id && option.type === ANSWER_TYPE.custom),
      );
      return { ...answer, selected, customText: customChosen ? 'My own answer' : '' };
    }
    case 'sorting': {
      const keyed = correctOrder(question.answers).map((option) => option.id);
      const rest = answer.order.filter((id) => !keyed.includes(id));
      return { ...answer, order: [...keyed, ...rest] };
    }
    case 'letters': {
      const keyed = correctOrder(question.answers).map((option) => option.id);
      const slots = answer.tiles.map((_, index) => keyed[index] ?? null);
      const pool = answer.tiles.map((tile) => (keyed.includes(tile.id) ? null : tile.id));
      return { ...answer, slots, pool };
    }
    case 'words':
      return correctOrder(question.answers).reduce((placed, option) => placeWord(placed, option.id), answer);
    case 'matching': {
      const keyed = question.statements.reduce(
        (bound, statement) =>
          matchingKeyIds(question, statement.id).reduce(
            (next, answerId) => bind(next, statement.id, answerId),
            bound,
          ),
        answer,
      );
      // The last unbound statement and answer bind themselves (spec 2 §4); where the key leaves that
      // statement empty (many-to-one), the student clicks the pair away, as the screen lets them.
      return keyed.binds
        .filter((pair) => !matchingKeyIds(question, pair.statementId).includes(pair.answerId))
        .reduce((next, pair) => unbind(next, pair.statementId, pair.answerId), keyed);
    }
    case 'gaps':
      return answer.gaps.reduce((filled, gap) => {
        const key = gapKey(question, gap.statementId, gap.groupId);
        if (gap.input === 'text') return inputGap(filled, gap.groupId, key[0]?.text ?? 'answer');
        const statement = question.statements.find((candidate) => candidate.id === gap.statementId);
        const option =
          key[0] ?? statement?.answers.find((candidate) => candidate.quiz_answer_group_id === gap.groupId);
        return option ? chooseGap(filled, gap.groupId, option.id) : filled;
      }, answer);
    case 'list': {
      // A dropdown the key leaves empty is right left empty, unless nothing at all is keyed (a poll).
      const statementIds = Object.keys(answer.chosen).map(Number);
      const keyless = statementIds.every((statementId) => listKeyIds(question, statementId).length === 0);
      return statementIds.reduce((chosen, statementId) => {
        const keyed = listKeyIds(question, statementId);
        const first = listOptions(question, statementId).slice(0, 1);
        const ids = keyless ? first.map((option) => option.id) : keyed;
        return (answer.multiple ? ids : ids.slice(0, 1)).reduce(
          (next, answerId) => chooseFromList(next, statementId, answerId),
          chosen,
        );
      }, answer);
    }
    case 'text': {
      const sample =
        answer.inputKind in TYPED_SAMPLES ? TYPED_SAMPLES[answer.inputKind as 'email'] : 'My answer';
      return setText(answer, sample);
    }
  }
}
