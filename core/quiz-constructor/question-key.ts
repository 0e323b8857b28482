import type { Question } from '../api/quiz.ts';

// What a stored answer is scored against: the question's points and its key. A change here is what
// asks the expert whether to re-score the attempts that answered the question (docs/quiz-constructor.md).

/** Slugs whose key is the answers' order or text, not only their correct flags. */
const TEXT_KEYED_SLUGS = new Set(['sorting', 'word_from_chars', 'sentence_from_words']);

/** The question's key and points as one comparable string. */
export function keySignature(question: Question): string {
  const textKeyed = TEXT_KEYED_SLUGS.has(question.type.slug);
  const answer = (item: Question['answers'][number]) => [
    item.id,
    item.is_correct ?? null,
    item.order ?? null,
    item.quiz_answer_group_id ?? null,
    // A gap's typed answers and the ordered kinds' pieces are the key by their text.
    textKeyed || item.quiz_answer_group_id != null ? item.text : null,
  ];
  return JSON.stringify([
    question.max_points,
    question.conformity_type ?? null,
    question.answers.map(answer),
    question.statements.map((statement) => [
      statement.id,
      [...(statement.correct_answers ?? [])].sort((a, b) => a - b),
      statement.answer_groups.map((group) => [group.id, group.type_id]),
      statement.answers.map(answer),
    ]),
  ]);
}

/** Whether a save changed what stored answers are scored against. */
export function keyChanged(before: Question, after: Question): boolean {
  return keySignature(before) !== keySignature(after);
}
