import type { Story } from '@ladle/react';
import { initialAnswerOf } from '../../../core/quiz/index.ts';
import { InteractiveStory, ReviewStory } from './exercise-story.tsx';
import { EXERCISES, wordOrderQuestion, wordsAnswer } from './fixtures.ts';

export default { title: 'Quiz / Exercises / Word order' };

const exercise = EXERCISES.sentence_from_words;

/** Interactive: nothing answered yet. */
export const Interactive: Story = () => (
  <InteractiveStory question={wordOrderQuestion} answer={initialAnswerOf(wordOrderQuestion)} />
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

/** Two words placed; tap or drag the rest. */
export const Answering: Story = () => (
  <InteractiveStory question={wordOrderQuestion} answer={wordsAnswer(wordOrderQuestion, [42, 46])} />
);
