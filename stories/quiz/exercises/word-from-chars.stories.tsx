import type { Story } from '@ladle/react';
import { initialAnswerOf } from '../../../core/quiz/index.ts';
import { InteractiveStory, ReviewStory } from './exercise-story.tsx';
import { EXERCISES, lettersAnswer, lettersQuestion, lettersWithSpaceQuestion } from './fixtures.ts';

export default { title: 'Quiz / Exercises / Word from characters' };

const exercise = EXERCISES.word_from_chars;

/** Interactive: nothing answered yet. */
export const Interactive: Story = () => (
  <InteractiveStory question={lettersQuestion} answer={initialAnswerOf(lettersQuestion)} />
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

/** Desktop rows, two letters placed. */
export const Answering: Story = () => (
  <InteractiveStory question={lettersQuestion} answer={lettersAnswer(lettersQuestion, [10704, 10701])} />
);

/** Phone (≤ 640 px): tap to append, remove the last letter. */
export const Phone: Story = () => (
  <InteractiveStory
    question={lettersQuestion}
    answer={lettersAnswer(lettersQuestion, [10704, 10701])}
    width={390}
  />
);

/** A space tile shows the localized 'space' label. */
export const WithSpace: Story = () => (
  <InteractiveStory
    question={lettersWithSpaceQuestion}
    answer={lettersAnswer(lettersWithSpaceQuestion, [10804, 10805])}
  />
);

/** Wrong letters red, the correct word below. */
export const WithSpaceFullInformation: Story = () => (
  <ReviewStory
    question={lettersWithSpaceQuestion}
    answer={lettersAnswer(lettersWithSpaceQuestion, [10804, 10805, 10800, 10802, 10801, 10806, 10803])}
    displayType="full_information"
  />
);
