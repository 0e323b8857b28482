import { CONFORMITY_TYPE, type Question, type QuestionSlug } from '../api/quiz.ts';
import { countGapMarkers } from '../quiz/answer-kinds/gap-markers.ts';

/** A mistake in a question the expert is building, at the field that holds it. */
export type QuestionProblem =
  /** A single-choice question whose answers name none as correct (`answers`). */
  | { code: 'single_without_correct'; field: 'answers' }
  /** A choice question whose key is left to chance: several answers marked correct in a single-answer type. */
  | { code: 'single_with_several_correct'; field: 'answers' }
  /** A matching statement bound to no answer (`statements.N`): one-to-one, or a many-to-one key binding nothing. */
  | { code: 'statement_unbound'; field: `statements.${number}`; statementId: number }
  /** A matching answer the key binds to this statement and an earlier one: a student binds each answer once. */
  | { code: 'answer_bound_twice'; field: `statements.${number}`; statementId: number }
  /** A gap statement whose `[gap]` markers do not match its gaps in number (`statements.N.text`). */
  | {
      code: 'gap_markers_mismatch';
      field: `statements.${number}.text`;
      statementId: number;
      markers: number;
      gaps: number;
    };

/** Slugs answered by choosing exactly one option that the key names. */
export const SINGLE_KEYED_SLUGS: readonly QuestionSlug[] = ['single_answer', 'yes_no'];
/** Slugs whose statements carry `[gap]` markers, one per answer group. */
export const GAP_SLUGS: readonly QuestionSlug[] = ['fill_gaps', 'paste_word'];

/**
 * What stops a question from being answered and scored as the expert means it: a single-answer
 * question without exactly one correct answer, a matching statement bound to nothing or to an answer
 * another statement already holds, a gap text
 * whose markers and gaps differ in number. The constructor shows each at its field; an empty list
 * means the question is ready.
 */
export function questionProblems(question: Question): QuestionProblem[] {
  const slug = question.type.slug;
  const problems: QuestionProblem[] = [];
  if (SINGLE_KEYED_SLUGS.includes(slug)) {
    const correct = question.answers.filter((answer) => answer.is_correct === true).length;
    if (correct === 0) problems.push({ code: 'single_without_correct', field: 'answers' });
    if (correct > 1) problems.push({ code: 'single_with_several_correct', field: 'answers' });
  }
  if (slug === 'conformity_answer') {
    const answerIds = new Set(question.answers.map((answer) => answer.id));
    const bound = question.statements.map(
      (statement) => (statement.correct_answers ?? []).filter((id) => answerIds.has(id)).length > 0,
    );
    // One-to-one (docs/quiz-scoring.md): every statement takes one answer. Many-to-one: a statement may
    // be left without answers on purpose, but a key that binds nothing at all is a mistake.
    const oneToOne =
      question.conformity_type !== CONFORMITY_TYPE.manyToOne &&
      question.statements.length === question.answers.length;
    const nothingBound = !bound.includes(true);
    const taken = new Set<number>();
    question.statements.forEach((statement, index) => {
      if (!bound[index] && (oneToOne || nothingBound))
        problems.push({ code: 'statement_unbound', field: `statements.${index}`, statementId: statement.id });
      const keyed = (statement.correct_answers ?? []).filter((id) => answerIds.has(id));
      if (keyed.some((id) => taken.has(id)))
        problems.push({
          code: 'answer_bound_twice',
          field: `statements.${index}`,
          statementId: statement.id,
        });
      for (const id of keyed) taken.add(id);
    });
  }
  if (GAP_SLUGS.includes(slug)) {
    question.statements.forEach((statement, index) => {
      const markers = countGapMarkers(statement.text ?? '');
      const gaps = statement.answer_groups.length;
      if (markers !== gaps)
        problems.push({
          code: 'gap_markers_mismatch',
          field: `statements.${index}.text`,
          statementId: statement.id,
          markers,
          gaps,
        });
    });
  }
  return problems;
}
