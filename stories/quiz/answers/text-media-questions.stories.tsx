import type { Story } from '@ladle/react';
import {
  essayFile,
  interactive,
  questions,
  recordingFile,
  reviewed,
  textResults,
  withStored,
} from './fixtures.ts';
import { AnsweringStory, ReviewStory } from './question-story.tsx';

export default { title: 'Quiz / Answers / Text and media answer' };

export const AreaInteractive: Story = () => <AnsweringStory {...interactive(questions.text_area)} />;

export const AreaWithAttachedFile: Story = () => (
  <AnsweringStory
    {...interactive(
      withStored(questions.text_area, 'У мене є мама, тато і сестра. Ми живемо у Львові.', [essayFile]),
    )}
  />
);

export const InputInteractive: Story = () => <AnsweringStory {...interactive(questions.text_input)} />;

export const EmailWithServerError: Story = () => (
  <AnsweringStory
    {...interactive(withStored(questions.text_email, 'olena@'))}
    error="The text answer must be a valid email address."
  />
);

export const DateEmpty: Story = () => <AnsweringStory {...interactive(questions.text_date)} />;

export const DatePicked: Story = () => (
  <AnsweringStory {...interactive(withStored(questions.text_date, '24.08.2026'))} />
);

/** A stored date that is not a date is cleared on load (spec 2 §5). */
export const DateInvalidStoredCleared: Story = () => (
  <AnsweringStory {...interactive(withStored(questions.text_date, '31.02.2026'))} />
);

export const NoneWithAttachAndRecorders: Story = () => (
  <AnsweringStory {...interactive(withStored(questions.text_none, null, [recordingFile]))} />
);

export const Disabled: Story = () => (
  <AnsweringStory
    {...interactive(withStored(questions.text_area, 'Мене звати Олена.', [essayFile]))}
    disabled
  />
);

const areaText = 'У мене є мама, тато і сестра. Ми живемо у Львові. Моя сестра вчиться в школі.';

export const ReviewCorrect: Story = () => (
  <ReviewStory
    {...reviewed(
      withStored(questions.text_area, areaText, [essayFile]),
      textResults(questions.text_area, areaText, [essayFile]),
      'only_correct_or_not',
      { correct: true },
    )}
  />
);

export const ReviewIncorrect: Story = () => (
  <ReviewStory
    {...reviewed(
      withStored(questions.text_input, 'дякуйу'),
      textResults(questions.text_input, 'дякуйу'),
      'only_correct_or_not',
      { correct: false },
    )}
  />
);

export const ReviewFullInformationDate: Story = () => (
  <ReviewStory
    {...reviewed(
      withStored(questions.text_date, '24.08.2026'),
      textResults(questions.text_date, '24.08.2026'),
      'full_information',
    )}
  />
);

export const ReviewFilesOnly: Story = () => (
  <ReviewStory
    {...reviewed(
      withStored(questions.text_none, null, [recordingFile]),
      textResults(questions.text_none, null, [recordingFile]),
      'full_information',
    )}
  />
);

export const ReviewNotAnswered: Story = () => (
  <ReviewStory {...reviewed(questions.text_input, [], 'full_information')} />
);
