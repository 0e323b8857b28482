import type { Story } from '@ladle/react';
import { initialAnswerOf } from '../../../core/quiz/index.ts';
import { InteractiveStory, ReviewStory } from './exercise-story.tsx';
import { EXERCISES, gapsAnswer, pasteWordQuestion } from './fixtures.ts';

export default { title: 'Quiz / Exercises / Paste word' };

const exercise = EXERCISES.paste_word;

/** Interactive: nothing answered yet. */
export const Interactive: Story = () => (
  <InteractiveStory question={pasteWordQuestion} answer={initialAnswerOf(pasteWordQuestion)} />
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

/** One word typed, one to go. */
export const Answering: Story = () => (
  <InteractiveStory question={pasteWordQuestion} answer={gapsAnswer(pasteWordQuestion, ['дякую'])} />
);

/** The server's field error shown at the question. */
export const ServerError: Story = () => (
  <InteractiveStory
    question={pasteWordQuestion}
    answer={initialAnswerOf(pasteWordQuestion)}
    error="The answer could not be saved. Try again."
  />
);
