import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { FileRecord } from '../api/files.ts';
import { hasProcessingFailed, isFileReady } from './file-ready.ts';
import { UPLOAD_MESSAGE_KEYS } from './upload.constants.ts';
import { describeUploadFailure, failureOf, isTransientFailure } from './upload-failure.ts';
import { uploadPercent } from './upload-progress.ts';
import type {
  PollFileInput,
  UploadTaskContext,
  UploadTaskEvent,
  UploadTaskInput,
  UploadTaskOutput,
  UploadTransportInput,
} from './upload-task.types.ts';
import { initialUploadTaskContext } from './upload-task-context.ts';

/**
 * One file of the upload panel (spec 2 §4): `progress` while bytes go, `checking` while the file
 * service is polled, then `completed`; `failed` (retry unless 403 or 422) or `aborted` by cancel.
 */
export const uploadTaskMachine = setup({
  types: {
    context: {} as UploadTaskContext,
    events: {} as UploadTaskEvent,
    input: {} as UploadTaskInput,
    output: {} as UploadTaskOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    sendFile: fromCallback<UploadTaskEvent, UploadTransportInput>(() => {
      throw new Error('provide me: sendFile');
    }),
    pollFile: fromPromise<FileRecord, PollFileInput>(() => Promise.reject(new Error('provide me: pollFile'))),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
  guards: {
    isRefused: ({ context }) => context.attempt === 0,
    canRetry: ({ context }) => context.canRetry,
    isOnlyUpload: ({ context }) => context.onlyUpload,
    isFileReady: ({ context, event }) =>
      'output' in event && isFileReady(event.output as FileRecord, context.processingHost),
    isTransientPollError: ({ event }) => isTransientFailure((event as { error?: unknown }).error),
    hasProcessingFailed: ({ event }) => 'output' in event && hasProcessingFailed(event.output as FileRecord),
  },
  actions: {
    assignProgress: assign({
      progress: ({ context, event }) =>
        event.type === 'upload.progressed'
          ? uploadPercent(event.bytesSent, event.bytesTotal)
          : context.progress,
    }),
    assignSent: assign({
      progress: 100,
      result: ({ context, event }) => (event.type === 'upload.sent' ? event.result : context.result),
    }),
    assignFailure: assign(({ event }) => {
      if (event.type !== 'upload.failed') return {};
      const description = describeUploadFailure(event.failure);
      return {
        message: description.message,
        messageDetail: null,
        canRetry: description.canRetry,
        failureStatus: event.failure.status,
      };
    }),
    assignPollFailure: assign(({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return { ...describeUploadFailure(failure), messageDetail: null, failureStatus: failure.status };
    }),
    assignProcessingFailure: assign(({ event }) => {
      const reason = 'output' in event ? (event.output as FileRecord).process_error : null;
      return { ...describeUploadFailure({ status: 0, message: reason ?? null }), failureStatus: null };
    }),
    assignReadyFile: assign({
      result: ({ event }) => {
        const file = (event as unknown as { output: FileRecord }).output;
        return { uuid: file.uuid, url: file.url };
      },
    }),
    assignAborted: assign({
      message: UPLOAD_MESSAGE_KEYS.fileError,
      messageDetail: null,
      canRetry: true,
      failureStatus: null,
    }),
    assignRestart: assign({
      progress: 0,
      result: null,
      message: null,
      messageDetail: null,
      failureStatus: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
  },
}).createMachine({
  id: 'uploadTask',
  context: ({ input }) => initialUploadTaskContext(input),
  initial: 'starting',
  output: ({ context }) => ({ result: context.result ?? { uuid: '', url: null } }),
  states: {
    starting: {
      always: [{ guard: 'isRefused', target: 'failed' }, { target: 'progress' }],
    },
    progress: {
      tags: ['busy'],
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({
          file: context.file,
          fileName: context.fileName,
          attempt: context.attempt,
          ...(context.model ? { model: context.model } : {}),
        }),
      },
      on: {
        'upload.progressed': { actions: 'assignProgress' },
        'upload.sent': [
          { guard: 'isOnlyUpload', target: 'completed', actions: 'assignSent' },
          { target: 'checking', actions: 'assignSent' },
        ],
        'upload.failed': { target: 'failed', actions: 'assignFailure' },
        'upload.cancel': { target: 'aborted', actions: 'assignAborted' },
      },
    },
    checking: {
      tags: ['busy'],
      initial: 'fetching',
      on: { 'upload.cancel': { target: 'aborted', actions: 'assignAborted' } },
      states: {
        fetching: {
          invoke: {
            id: 'pollFile',
            src: 'pollFile',
            input: ({ context }) => ({ client: context.client, uuid: context.result?.uuid ?? '' }),
            onDone: [
              { guard: 'isFileReady', target: '#uploadTask.completed', actions: 'assignReadyFile' },
              {
                guard: 'hasProcessingFailed',
                target: '#uploadTask.failed',
                actions: 'assignProcessingFailure',
              },
              { target: 'waiting' },
            ],
            onError: [
              { guard: 'isTransientPollError', target: 'waiting' },
              { target: '#uploadTask.failed', actions: 'assignPollFailure' },
            ],
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
        },
      },
    },
    completed: { type: 'final' },
    failed: {
      tags: ['error'],
      on: { 'upload.retry': { guard: 'canRetry', target: 'progress', actions: 'assignRestart' } },
    },
    aborted: {
      tags: ['error'],
      on: { 'upload.retry': { guard: 'canRetry', target: 'progress', actions: 'assignRestart' } },
    },
  },
});
