import type { Story } from '@ladle/react';
import type { StateValue } from 'xstate';
import noticesEn from '../../app/server/translations/en/notices.json' with { type: 'json' };
import en from '../../app/server/translations/en/uploads.json' with { type: 'json' };
import noticesRu from '../../app/server/translations/ru/notices.json' with { type: 'json' };
import ru from '../../app/server/translations/ru/uploads.json' with { type: 'json' };
import noticesUk from '../../app/server/translations/uk/notices.json' with { type: 'json' };
import uk from '../../app/server/translations/uk/uploads.json' with { type: 'json' };
import type { FileRecord, Language } from '../../core/api/index.ts';
import { fileProcessingMachine, selectFileProcessingView } from '../../core/upload/index.ts';
import { I18nProvider } from '../../ui/i18n/i18n-context.tsx';
import { FileProcessingStatus, processStatusOfView } from '../../ui/upload/index.ts';
import { Example, StoryFrame } from '../story-frame.tsx';
import { readyClient } from './upload-panel.fixture.ts';

export default { title: 'Uploads / File processing status' };

const tables = { en, uk, ru } as const;
const notices = { en: noticesEn, uk: noticesUk, ru: noticesRu } as const;

const video: FileRecord = {
  uuid: '7b0c2f1e-0000-4000-8000-000000000001',
  url: null,
  original_name: 'Lesson 3 — pronunciation.mp4',
  mime_type: 'video/mp4',
  process_status: 'processing',
};

/** The status a file shows while the editor's poll (file-processing machine) is in `value`. */
function InState({ value, file }: { value: StateValue; file: FileRecord }) {
  const snapshot = fileProcessingMachine.resolveState({
    value,
    context: { file, client: readyClient, processingHost: null, pollIntervalMs: 2000 },
  });
  const view = selectFileProcessingView(snapshot);
  return (
    <StoryFrame width={420}>
      {(['en', 'uk', 'ru'] as Language[]).map((language) => (
        <Example key={language} title={language}>
          <I18nProvider
            language={language}
            catalog={{ uploads: tables[language], notices: notices[language] }}
          >
            <FileProcessingStatus
              status={processStatusOfView(view)}
              reason={{
                code: view.file.process_error_code,
                params: view.file.process_error_params,
                text: view.file.process_error,
              }}
            />
          </I18nProvider>
        </Example>
      ))}
    </StoryFrame>
  );
}

/** Poll state `waiting`: the worker has not finished; the next ask is 2 s away. */
export const WaitingForWorker: Story = () => (
  <InState value="waiting" file={{ ...video, process_status: 'pending' }} />
);

/** Poll state `fetching`: asking the file service now. */
export const AskingFileService: Story = () => <InState value="fetching" file={video} />;

/** Poll state `ready`: processed, the url usable. */
export const Ready: Story = () => (
  <InState
    value="ready"
    file={{ ...video, process_status: 'completed', url: `/api/v1/files/${video.uuid}/media/hls/master.m3u8` }}
  />
);

/** Poll state `failed`: the worker gave up and says why. */
export const FailedWithReason: Story = () => (
  <InState
    value="failed"
    file={{
      ...video,
      process_status: 'failed',
      process_error:
        'The file could not be read as video or audio: it may be damaged, incomplete, or in a format that is not supported.',
      process_error_code: 'unreadable',
      process_error_params: {},
    }}
  />
);

/** Poll state `failed` on a server without ffmpeg: at once, saying what to install (docs/newcomer.md). */
export const FailedNoFfmpeg: Story = () => (
  <InState
    value="failed"
    file={{
      ...video,
      process_status: 'failed',
      process_error:
        'The server cannot convert video or audio: ffprobe is not installed on it. Ask the administrator to install it (apt-get install ffmpeg), then upload the file again.',
      process_error_code: 'tool_missing',
      process_error_params: { tool: 'ffprobe', install: 'apt-get install ffmpeg' },
    }}
  />
);

/** Poll state `failed` for a row older than codes: its English words, in every language. */
export const FailedOlderRow: Story = () => (
  <InState
    value="failed"
    file={{
      ...video,
      process_status: 'failed',
      process_error: 'Converting the video failed: Invalid data found.',
    }}
  />
);

/** Poll state `failed` with no reason from the server: the generic text. */
export const FailedWithoutReason: Story = () => (
  <InState value="failed" file={{ ...video, process_status: 'failed', process_error: null }} />
);
