import type { QuestionSlug } from '../../../core/api/quiz.ts';
import { answerScreens } from './answer-screens.ts';
import { exerciseScreens } from './exercise-screens.ts';
import type { QuestionScreen } from './question-screen.types.ts';

/** Every question type's screen; undefined while a type has none. */
export function questionScreenFor(slug: QuestionSlug): QuestionScreen | undefined {
  return exerciseScreens[slug] ?? answerScreens[slug];
}
