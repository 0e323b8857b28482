import type { Story } from '@ladle/react';
import { initialAnswerOf } from '../../../core/quiz/index.ts';
import { InteractiveStory, ReviewStory } from './exercise-story.tsx';
import { EXERCISES, multiChooseFromListQuestion } from './fixtures.ts';

export default { title: 'Quiz / Exercises / Multi-choose from list' };

const exercise = EXERCISES.multi_choose_from_list;

/** Interactive: nothing answered yet. */
export const Interactive: Story = () => (
  <InteractiveStory
    question={multiChooseFromListQuestion}
    answer={initialAnswerOf(multiChooseFromListQuestion)}
  />
);

/** Review, only correct or not: a right answer. */
export const ReviewCorrect: Story = () => (
  <ReviewStory question={exercise.question} answer={exercise.right()} displayType="only_correct_or_not" />
);

/** Review, only correct or not: a wrong answer, marked. */
export const ReviewIncorrect: Story = () => (
  <ReviewStory question={exercise.question} answer={exercise.wrong()} displayType="only_correct_or_not" />
);

/** Review, full information: the wrong answer with the correct answers. */
export const FullInformation: Story = () => (
  <ReviewStory question={exercise.question} answer={exercise.wrong()} displayType="full_information" />
);
