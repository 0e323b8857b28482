import type { Story } from '@ladle/react';
import { initialAnswerOf } from '../../../core/quiz/index.ts';
import { InteractiveStory, ReviewStory } from './exercise-story.tsx';
import {
  combinedMatchingQuestion,
  EXERCISES,
  manyToOneQuestion,
  matchingAnswer,
  matchingQuestion,
} from './fixtures.ts';

export default { title: 'Quiz / Exercises / Matching' };

const exercise = EXERCISES.conformity_answer;

/** Interactive: nothing answered yet. */
export const Interactive: Story = () => (
  <InteractiveStory question={matchingQuestion} answer={initialAnswerOf(matchingQuestion)} />
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

/** Desktop one-to-one: two pairs joined by blue lines. */
export const Answering: Story = () => (
  <InteractiveStory
    question={matchingQuestion}
    answer={matchingAnswer(matchingQuestion, [
      [1101, 63],
      [1102, 62],
    ])}
  />
);

/** Phone (≤ 760 px): click a statement to select its answer. */
export const Phone: Story = () => (
  <InteractiveStory
    question={matchingQuestion}
    answer={matchingAnswer(matchingQuestion, [[1101, 63]])}
    width={390}
  />
);

/** Phone review in full information. */
export const PhoneReview: Story = () => (
  <ReviewStory
    question={matchingQuestion}
    answer={EXERCISES.conformity_answer.wrong()}
    displayType="full_information"
    width={390}
  />
);

/** Many-to-one: a pool and an area per statement. */
export const ManyToOne: Story = () => (
  <InteractiveStory
    question={manyToOneQuestion}
    answer={matchingAnswer(manyToOneQuestion, [
      [1111, 71],
      [1112, 72],
    ])}
  />
);

/** Many-to-one review with the key. */
export const ManyToOneFullInformation: Story = () => (
  <ReviewStory
    question={manyToOneQuestion}
    answer={matchingAnswer(manyToOneQuestion, [
      [1111, 71],
      [1111, 73],
      [1112, 75],
      [1112, 72],
    ])}
    displayType="full_information"
  />
);

/** All answers a shared choice: a dropdown per statement. */
export const CombinedDropdown: Story = () => (
  <InteractiveStory
    question={combinedMatchingQuestion}
    answer={matchingAnswer(combinedMatchingQuestion, [[1121, 82]])}
  />
);
