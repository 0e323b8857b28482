import { assign, emit, fromPromise, setup } from 'xstate';
import type { FileRecord } from '../api/files.ts';
import type {
  FileProcessedEmitted,
  FileProcessingContext,
  FileProcessingEvent,
  FileProcessingInput,
} from './file-processing.types.ts';
import { hasProcessingFailed, isFileReady } from './file-ready.ts';
import { FILE_POLL_INTERVAL_MS } from './upload.constants.ts';
import type { PollFileInput } from './upload-task.types.ts';

/**
 * The editor's file-processing poll (spec 1 §4): a file without a usable url is polled every 2 s
 * until processing completes and its url leaves the processing host; then the url is stored and
 * `file.processed` is emitted so the editor saves.
 */
export const fileProcessingMachine = setup({
  types: {
    context: {} as FileProcessingContext,
    events: {} as FileProcessingEvent,
    input: {} as FileProcessingInput,
    output: {} as FileRecord,
    emitted: {} as FileProcessedEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    pollFile: fromPromise<FileRecord, PollFileInput>(() => Promise.reject(new Error('provide me: pollFile'))),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
  guards: {
    isReadyAlready: ({ context }) => isFileReady(context.file, context.processingHost),
    isFileReady: ({ context, event }) =>
      'output' in event && isFileReady(event.output as FileRecord, context.processingHost),
    hasProcessingFailed: ({ event }) => 'output' in event && hasProcessingFailed(event.output as FileRecord),
  },
  actions: {
    assignPolledFile: assign({
      file: ({ context, event }) => ({
        ...context.file,
        ...(event as unknown as { output: FileRecord }).output,
      }),
    }),
    notifyProcessed: emit(({ context }) => ({ type: 'file.processed' as const, file: context.file })),
  },
}).createMachine({
  id: 'fileProcessing',
  context: ({ input }) => ({
    file: input.file,
    client: input.client,
    processingHost: input.processingHost ?? null,
    pollIntervalMs: input.pollIntervalMs ?? FILE_POLL_INTERVAL_MS,
  }),
  initial: 'deciding',
  output: ({ context }) => context.file,
  states: {
    deciding: {
      always: [{ guard: 'isReadyAlready', target: 'ready' }, { target: 'fetching' }],
    },
    waiting: {
      tags: ['busy'],
      after: { pollInterval: 'fetching' },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'pollFile',
        src: 'pollFile',
        input: ({ context }) => ({ client: context.client, uuid: context.file.uuid }),
        onDone: [
          { guard: 'isFileReady', target: 'ready', actions: ['assignPolledFile', 'notifyProcessed'] },
          { guard: 'hasProcessingFailed', target: 'failed', actions: 'assignPolledFile' },
          { target: 'waiting' },
        ],
        onError: { target: 'waiting' },
      },
    },
    ready: { type: 'final' },
    failed: { type: 'final', tags: ['error'] },
  },
});
