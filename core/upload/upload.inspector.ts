import { fromCallback, fromPromise } from 'xstate';
import type { FileRecord } from '../api/files.ts';
import { registerMachine } from '../inspector/index.ts';
import { fileProcessingMachine } from './file-processing.machine.ts';
import { uploadQueueMachine } from './upload-queue.machine.ts';
import { uploadTaskMachine } from './upload-task.machine.ts';
import type { FileStatusClient, UploadTaskEvent, UploadTransportInput } from './upload-task.types.ts';

const QA_TICK_MS = 250;
const QA_STEP_PERCENT = 10;

const qaClient: FileStatusClient = {
  fileStatus: (uuid) =>
    Promise.resolve({ uuid, url: `https://cdn.example/${uuid}`, process_status: 'completed' }),
};

const qaFile = (name: string, size: number, type: string) => ({ name, size, type });

/** A QA transport: sends a tenth of the file every quarter second, then reports it sent. */
const qaTransport = fromCallback<UploadTaskEvent, UploadTransportInput>(({ sendBack, input }) => {
  let percent = 0;
  const timer = setInterval(() => {
    percent += QA_STEP_PERCENT;
    sendBack({
      type: 'upload.progressed',
      bytesSent: (input.file.size * percent) / 100,
      bytesTotal: input.file.size,
    });
    if (percent >= 100) {
      clearInterval(timer);
      sendBack({ type: 'upload.sent', result: { uuid: `qa-${input.attempt}`, url: null } });
    }
  }, QA_TICK_MS);
  return () => clearInterval(timer);
});

const qaPoll = fromPromise<FileRecord, { client: FileStatusClient; uuid: string }>(({ input }) =>
  input.client.fileStatus(input.uuid),
);

registerMachine({
  id: 'uploadTask',
  machine: uploadTaskMachine,
  description:
    'One file of the upload panel: sending (percent), checking (file polled every 2 s until processed), completed; failed with retry unless 403/422; aborted by cancel.',
  input: () => ({ file: qaFile('lecture.mp4', 50_000_000, 'video/mp4'), client: qaClient }),
  sampleEvents: [
    { type: 'upload.progressed', bytesSent: 25_000_000, bytesTotal: 50_000_000 },
    { type: 'upload.sent', result: { uuid: 'qa-file', url: null } },
    { type: 'upload.failed', failure: { status: 500, message: null } },
    { type: 'upload.failed', failure: { status: 422, message: 'The file is damaged' } },
    { type: 'upload.cancel' },
    { type: 'upload.retry' },
  ],
});

registerMachine({
  id: 'uploadQueue',
  machine: uploadQueueMachine,
  description:
    'The upload panel: files added in order, each an upload task (QA transport sends 10 % every 250 ms); cancel, retry and dismiss per file; collapsible.',
  input: () => ({ client: qaClient }),
  actors: { uploadTask: uploadTaskMachine.provide({ actors: { sendFile: qaTransport, pollFile: qaPoll } }) },
  sampleEvents: [
    {
      type: 'uploads.add',
      files: [
        qaFile('lecture.mp4', 50_000_000, 'video/mp4'),
        qaFile('notes.pdf', 200_000, 'application/pdf'),
      ],
    },
    { type: 'uploads.add', files: [qaFile('huge.zip', 2_000_000_000, 'application/zip')] },
    { type: 'upload.cancel', id: 'upload-1' },
    { type: 'upload.retry', id: 'upload-1' },
    { type: 'upload.dismiss', id: 'upload-1' },
    { type: 'panel.toggle' },
  ],
});

registerMachine({
  id: 'fileProcessing',
  machine: fileProcessingMachine,
  description:
    "The editor's file-processing poll: a file without a usable url is polled every 2 s; once processed its url is stored and a save fires.",
  input: () => ({
    file: { uuid: 'qa-file', url: null, process_status: 'processing' as const },
    client: qaClient,
  }),
  actors: { pollFile: qaPoll },
});
