import type { Story } from '@ladle/react';
import { initialAnswerOf } from '../../../core/quiz/index.ts';
import { InteractiveStory, ReviewStory } from './exercise-story.tsx';
import { EXERCISES, sortingQuestion } from './fixtures.ts';

export default { title: 'Quiz / Exercises / Sorting' };

const exercise = EXERCISES.sorting;

/** Interactive: nothing answered yet. */
export const Interactive: Story = () => (
  <InteractiveStory question={sortingQuestion} answer={initialAnswerOf(sortingQuestion)} />
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

/** Read-only. */
export const Disabled: Story = () => (
  <InteractiveStory question={sortingQuestion} answer={initialAnswerOf(sortingQuestion)} disabled />
);
