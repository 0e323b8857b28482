import type { Story } from '@ladle/react';
import en from '../../app/server/translations/en/uploads.json' with { type: 'json' };
import ru from '../../app/server/translations/ru/uploads.json' with { type: 'json' };
import uk from '../../app/server/translations/uk/uploads.json' with { type: 'json' };
import type { Language } from '../../core/api/index.ts';
import {
  UPLOAD_MESSAGE_KEYS,
  type UploadQueueView,
  VIDEO_UPLOAD_MAX_LABEL,
} from '../../core/upload/index.ts';
import { I18nProvider } from '../../ui/i18n/i18n-context.tsx';
import { UploadFileInput, UploadPanel, useUploadQueue } from '../../ui/upload/index.ts';
import { Example, Stack, StoryFrame } from '../story-frame.tsx';
import {
  handout,
  lecture,
  queueView,
  readyClient,
  recording,
  row,
  storyPoll,
  storyTransport,
} from './upload-panel.fixture.ts';

export default { title: 'Uploads / Upload panel' };

const tables = { en, uk, ru } as const;
const noop = () => undefined;

function InLanguages({ view }: { view: UploadQueueView }) {
  return (
    <StoryFrame width={480}>
      {(['en', 'uk', 'ru'] as Language[]).map((language) => (
        <Example key={language} title={language}>
          <I18nProvider language={language} catalog={{ uploads: tables[language] }}>
            <UploadPanel view={view} cancel={noop} retry={noop} dismiss={noop} toggle={noop} />
          </I18nProvider>
        </Example>
      ))}
    </StoryFrame>
  );
}

/** Task state `progress`: bytes going, percent and cancel. */
export const Uploading: Story = () => (
  <InLanguages
    view={queueView([
      row(1, lecture, 'progress', { progress: 37 }),
      row(2, handout, 'progress', { progress: 4 }),
    ])}
  />
);

/** Task state `checking`: every byte sent, the file being processed. */
export const Checking: Story = () => (
  <InLanguages
    view={queueView([
      row(1, lecture, { checking: 'waiting' }, { progress: 100, result: { uuid: 'u', url: null } }),
    ])}
  />
);

/** Task state `completed`. */
export const Completed: Story = () => (
  <InLanguages
    view={queueView([
      row(1, handout, 'completed', { progress: 100, result: { uuid: 'u', url: 'https://cdn/u.pdf' } }),
    ])}
  />
);

/** Task state `failed` with retry (the generic text). */
export const FailedWithRetry: Story = () => (
  <InLanguages
    view={queueView([
      row(1, recording, 'failed', { progress: 40, message: UPLOAD_MESSAGE_KEYS.fileError, canRetry: true }),
    ])}
  />
);

/** Task state `failed` after a 403 or 422: the server's text, no retry. */
export const FailedWithoutRetry: Story = () => (
  <InLanguages
    view={queueView([
      row(1, recording, 'failed', {
        message: 'You may not upload to this lesson.',
        canRetry: false,
        failureStatus: 403,
      }),
    ])}
  />
);

/** A video over 6 GB refused before sending, with the limit. */
export const RefusedTooLarge: Story = () => (
  <InLanguages
    view={queueView([
      row(1, { ...lecture, size: 7_000_000_000 }, 'failed', {
        message: UPLOAD_MESSAGE_KEYS.maxSize,
        messageDetail: VIDEO_UPLOAD_MAX_LABEL,
        canRetry: false,
        attempt: 0,
      }),
    ])}
  />
);

/** Task state `aborted`: cancelled by the person, retry offered. */
export const Aborted: Story = () => (
  <InLanguages
    view={queueView([
      row(1, lecture, 'aborted', { progress: 62, message: UPLOAD_MESSAGE_KEYS.fileError, canRetry: true }),
    ])}
  />
);

/** Queue state `empty`: nothing picked yet, so the panel is not shown; only the picker is. */
export const EmptyQueue: Story = () => (
  <StoryFrame width={480}>
    <I18nProvider language="en" catalog={{ uploads: en }}>
      <Stack>
        <UploadFileInput onFiles={noop} />
        <UploadPanel view={queueView([])} cancel={noop} retry={noop} dismiss={noop} toggle={noop} />
      </Stack>
    </I18nProvider>
  </StoryFrame>
);

/** The panel folded to its header while files keep going. */
export const Collapsed: Story = () => (
  <InLanguages view={queueView([row(1, lecture, 'progress', { progress: 50 })], true)} />
);

function Live() {
  const queue = useUploadQueue({ sendFile: storyTransport, pollFile: storyPoll, client: readyClient });
  return (
    <I18nProvider language="en" catalog={{ uploads: en }}>
      <Stack>
        <UploadFileInput onFiles={(files) => queue.addFiles(files)} />
        <UploadPanel {...queue} />
      </Stack>
    </I18nProvider>
  );
}

/** Pick files and watch them go (a simulated transport; a name containing "fail" fails once at 40 %). */
export const TryIt: Story = () => (
  <StoryFrame width={480}>
    <Live />
  </StoryFrame>
);
