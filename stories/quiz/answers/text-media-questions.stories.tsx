import type { Story } from '@ladle/react';
import { answerUploadTag } from '../../../core/quiz/index.ts';
import { UPLOAD_MESSAGE_KEYS, type UploadQueueEntry } from '../../../core/upload/index.ts';
import { handout, recording, row } from '../../upload/upload-panel.fixture.ts';
import {
  essayFile,
  interactive,
  questions,
  recordingFile,
  reviewed,
  textResults,
  withStored,
} from './fixtures.ts';
import { AnsweringStory, ReviewStory, STORY_UPLOAD_SCOPE } from './question-story.tsx';

export default { title: 'Quiz / Answers / Text and media answer' };

export const AreaInteractive: Story = () => <AnsweringStory {...interactive(questions.text_area)} />;

export const AreaWithAttachedFile: Story = () => (
  <AnsweringStory
    {...interactive(
      withStored(questions.text_area, 'У мене є мама, тато і сестра. Ми живемо у Львові.', [essayFile]),
    )}
  />
);

/** A row of the upload panel under the text-area question's tag. */
const areaRow = (entry: UploadQueueEntry): UploadQueueEntry => ({
  ...entry,
  tag: answerUploadTag(STORY_UPLOAD_SCOPE, questions.text_area.id),
});

/** A file going up: the question says so and points at the panel (next waits on the page). */
export const AreaUploading: Story = () => (
  <AnsweringStory
    {...interactive(questions.text_area)}
    tasks={[areaRow(row(1, handout, 'progress', { progress: 40 }))]}
  />
);

/** A file stopped by a lost connection: why, and that the panel retries or removes it. */
export const AreaUploadStalled: Story = () => (
  <AnsweringStory
    {...interactive(questions.text_area)}
    tasks={[areaRow(row(1, recording, 'failed', { message: UPLOAD_MESSAGE_KEYS.fileError, canRetry: true }))]}
  />
);

/** A file refused for good (403 or 422): not attached, with the server's reason, until its row is removed. */
export const AreaUploadRefused: Story = () => (
  <AnsweringStory
    {...interactive(withStored(questions.text_area, '', [essayFile]))}
    tasks={[
      areaRow(row(1, handout, 'failed', { message: 'This type of file is not accepted.', canRetry: false })),
    ]}
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
