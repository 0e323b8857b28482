import type { Question } from '../../core/api/index.ts';
import { type ChoiceType, questionTypeOf } from '../../core/quiz/index.ts';

/** The question's type module when it is a choice type (single, multiple, yes/no, polls...), else null. */
export function choiceTypeOf(question: Question): ChoiceType | null {
  const type = questionTypeOf(question);
  return type.kind === 'choice' && 'select' in type && 'isSingle' in type ? (type as ChoiceType) : null;
}
