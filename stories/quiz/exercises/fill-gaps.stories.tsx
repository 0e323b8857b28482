import type { Story } from '@ladle/react';
import { initialAnswerOf } from '../../../core/quiz/index.ts';
import { InteractiveStory, ReviewStory } from './exercise-story.tsx';
import { EXERCISES, fillGapsQuestion, gapsAnswer, sharedPoolQuestion } from './fixtures.ts';

export default { title: 'Quiz / Exercises / Fill gaps' };

const exercise = EXERCISES.fill_gaps;

/** Interactive: nothing answered yet. */
export const Interactive: Story = () => (
  <InteractiveStory question={fillGapsQuestion} answer={initialAnswerOf(fillGapsQuestion)} />
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

/** Every answer shared: the pool of remaining words above the text. */
export const SharedPool: Story = () => (
  <InteractiveStory question={sharedPoolQuestion} answer={gapsAnswer(sharedPoolQuestion, [12])} />
);

/** Shared pool in full information: two gaps swapped. */
export const SharedPoolReview: Story = () => (
  <ReviewStory
    question={sharedPoolQuestion}
    answer={gapsAnswer(sharedPoolQuestion, [12, 14, 11])}
    displayType="full_information"
  />
);

/** Read-only (answered under reanswer none). */
export const Disabled: Story = () => (
  <InteractiveStory question={fillGapsQuestion} answer={EXERCISES.fill_gaps.right()} disabled />
);
