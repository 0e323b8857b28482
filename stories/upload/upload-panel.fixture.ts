import { fromCallback, fromPromise, type StateValue } from 'xstate';
import type { FileRecord } from '../../core/api/index.ts';
import {
  type FileStatusClient,
  initialUploadTaskContext,
  type PollFileInput,
  selectUploadQueueView,
  type UploadQueueEntry,
  type UploadQueueView,
  type UploadSource,
  type UploadTaskContext,
  type UploadTaskEvent,
  type UploadTransportInput,
  uploadQueueMachine,
  uploadTaskMachine,
  uploadTaskViewOf,
} from '../../core/upload/index.ts';

/** A file service that answers processed at once. */
export const readyClient: FileStatusClient = {
  fileStatus: (uuid) =>
    Promise.resolve({ uuid, url: `https://cdn.lectern.test/${uuid}`, process_status: 'completed' }),
};

export const lecture: UploadSource = {
  name: 'Lecture 1 — introduction.mp4',
  size: 420_000_000,
  type: 'video/mp4',
};
export const handout: UploadSource = { name: 'Handout.pdf', size: 1_200_000, type: 'application/pdf' };
export const recording: UploadSource = { name: 'Answer recording.webm', size: 8_000_000, type: 'video/webm' };

/** One row in a given task state, built by the task machine itself. */
export function row(
  number: number,
  file: UploadSource,
  value: StateValue,
  patch: Partial<UploadTaskContext> = {},
): UploadQueueEntry {
  const context = { ...initialUploadTaskContext({ file, client: readyClient }), ...patch };
  const snapshot = uploadTaskMachine.resolveState({ value, context });
  return {
    id: `upload-${number}`,
    size: file.size,
    view: uploadTaskViewOf(snapshot.value, snapshot.context),
    tag: null,
  };
}

/** The panel's view for some rows, as the queue machine shows it. */
export function queueView(entries: UploadQueueEntry[], collapsed = false): UploadQueueView {
  const busy = entries.some((entry) => entry.view.status === 'progress' || entry.view.status === 'checking');
  const snapshot = uploadQueueMachine.resolveState({
    value: entries.length === 0 ? 'empty' : busy ? 'uploading' : 'settled',
    context: {
      entries,
      nextNumber: entries.length + 1,
      collapsed,
      client: readyClient,
      pollIntervalMs: undefined,
      processingHost: null,
      acceptedExtensions: [],
    },
  });
  return selectUploadQueueView(snapshot);
}

const STORY_TICK_MS = 300;
const STORY_STEP = 0.08;

/** A story transport: sends 8 % every 300 ms; a file named with "fail" fails at 40 % with a 500. */
export const storyTransport = fromCallback<UploadTaskEvent, UploadTransportInput>(({ sendBack, input }) => {
  let share = 0;
  const timer = setInterval(() => {
    share = Math.min(1, share + STORY_STEP);
    if (input.file.name.includes('fail') && share >= 0.4 && input.attempt === 1) {
      clearInterval(timer);
      sendBack({ type: 'upload.failed', failure: { status: 500, message: null } });
      return;
    }
    sendBack({ type: 'upload.progressed', bytesSent: input.file.size * share, bytesTotal: input.file.size });
    if (share >= 1) {
      clearInterval(timer);
      sendBack({ type: 'upload.sent', result: { uuid: `story-${input.fileName}`, url: null } });
    }
  }, STORY_TICK_MS);
  return () => clearInterval(timer);
});

/** The poll for stories: asks the client. */
export const storyPoll = fromPromise<FileRecord, PollFileInput>(({ input }) =>
  input.client.fileStatus(input.uuid),
);
