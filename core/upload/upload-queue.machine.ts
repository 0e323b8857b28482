import { assign, enqueueActions, setup } from 'xstate';
import type {
  UploadQueueContext,
  UploadQueueEmitted,
  UploadQueueEntry,
  UploadQueueEvent,
  UploadQueueInput,
} from './upload-queue.types.ts';
import {
  appendEntries,
  dismissEntry,
  hasBusyEntry,
  isDismissable,
  updateEntryView,
  uploadTaskId,
} from './upload-queue-entries.ts';
import { uploadTaskMachine } from './upload-task.machine.ts';
import { completedTaskView, type UploadTaskView, uploadTaskViewOf } from './upload-task.select.ts';
import { initialUploadTaskContext } from './upload-task-context.ts';

const SNAPSHOT_PREFIX = 'xstate.snapshot.';
const DONE_PREFIX = 'xstate.done.actor.';

/** Whether a row has just stopped without its file: refused, failed or cancelled since it last showed. */
function hasJustFailed(before: UploadTaskView | null, after: UploadTaskView): boolean {
  const stopped = after.status === 'failed' || after.status === 'aborted';
  return stopped && before?.status !== after.status;
}

/** The `upload.failed` the queue emits for a row that stopped without its file. */
function failedEvent(entry: UploadQueueEntry): UploadQueueEmitted {
  return {
    type: 'upload.failed',
    id: entry.id,
    tag: entry.tag,
    message: entry.view.message,
    messageDetail: entry.view.messageDetail,
    canRetry: entry.view.canRetry,
  };
}

/**
 * The upload panel's queue (spec 2 §2): one upload task per added file, in order; cancel, retry
 * and dismiss per task; `empty`, `uploading` while any task works, `settled` when all have stopped.
 * It tells the caller that added a file how its task ends (`UploadQueueEmitted`, by the caller's tag).
 */
export const uploadQueueMachine = setup({
  types: {
    context: {} as UploadQueueContext,
    events: {} as UploadQueueEvent,
    emitted: {} as UploadQueueEmitted,
    input: {} as UploadQueueInput,
    tags: {} as 'busy',
  },
  actors: { uploadTask: uploadTaskMachine },
  guards: {
    hasEntries: ({ context }) => context.entries.length > 0,
    hasBusyEntry: ({ context }) => hasBusyEntry(context.entries),
  },
  actions: {
    startTasks: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'uploads.add') return;
      const added = event.files.map((file, index): UploadQueueEntry => {
        const id = uploadTaskId(context.nextNumber + index);
        const input = {
          file,
          client: context.client,
          onlyUpload: event.onlyUpload ?? false,
          pollIntervalMs: context.pollIntervalMs,
          processingHost: context.processingHost,
          acceptedExtensions: context.acceptedExtensions,
          ...(event.model ? { model: event.model } : {}),
        };
        const first = initialUploadTaskContext(input);
        enqueue.spawnChild('uploadTask', { id, input, syncSnapshot: true });
        return {
          id,
          size: file.size,
          view: uploadTaskViewOf(first.attempt === 0 ? 'failed' : 'progress', first),
          tag: event.tag ?? null,
        };
      });
      enqueue.assign({
        entries: appendEntries(context.entries, added),
        nextNumber: context.nextNumber + event.files.length,
      });
      for (const entry of added) if (hasJustFailed(null, entry.view)) enqueue.emit(failedEvent(entry));
    }),
    syncTaskView: enqueueActions(({ context, event, enqueue }) => {
      if (!event.type.startsWith(SNAPSHOT_PREFIX) || !('snapshot' in event)) return;
      const id = event.type.slice(SNAPSHOT_PREFIX.length);
      const entry = context.entries.find((candidate) => candidate.id === id);
      if (!entry) return;
      const view = uploadTaskViewOf(event.snapshot.value, event.snapshot.context);
      enqueue.assign({ entries: updateEntryView(context.entries, id, view) });
      if (hasJustFailed(entry.view, view)) enqueue.emit(failedEvent({ ...entry, view }));
    }),
    completeTask: enqueueActions(({ context, event, enqueue }) => {
      if (!event.type.startsWith(DONE_PREFIX) || !('output' in event)) return;
      const id = event.type.slice(DONE_PREFIX.length);
      const entry = context.entries.find((candidate) => candidate.id === id);
      if (!entry) return;
      const { result } = event.output;
      enqueue.assign({
        entries: updateEntryView(context.entries, id, completedTaskView(entry.view, result)),
      });
      enqueue.emit({ type: 'upload.completed', id, tag: entry.tag, result });
    }),
    forwardToTask: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'upload.cancel' && event.type !== 'upload.retry') return;
      const entry = context.entries.find((candidate) => candidate.id === event.id);
      const allowed = event.type === 'upload.cancel' ? entry?.view.canCancel : entry?.view.canRetry;
      if (!entry || !allowed) return;
      enqueue.sendTo(event.id, { type: event.type });
      if (event.type === 'upload.retry')
        enqueue.emit({ type: 'upload.restarted', id: entry.id, tag: entry.tag });
    }),
    dismissTask: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'upload.dismiss') return;
      const entry = context.entries.find((candidate) => candidate.id === event.id);
      if (!entry || !isDismissable(entry)) return;
      enqueue.stopChild(event.id);
      enqueue.assign({ entries: dismissEntry(context.entries, event.id) });
      enqueue.emit({ type: 'upload.dismissed', id: entry.id, tag: entry.tag });
    }),
    togglePanel: assign({ collapsed: ({ context }) => !context.collapsed }),
  },
}).createMachine({
  id: 'uploadQueue',
  context: ({ input }) => ({
    entries: [],
    nextNumber: 1,
    collapsed: false,
    client: input.client,
    pollIntervalMs: input.pollIntervalMs,
    processingHost: input.processingHost ?? null,
    acceptedExtensions: input.acceptedExtensions ?? [],
  }),
  initial: 'empty',
  on: {
    'uploads.add': { target: '.evaluating', actions: 'startTasks' },
    'upload.cancel': { actions: 'forwardToTask' },
    'upload.retry': { actions: 'forwardToTask' },
    'upload.dismiss': { target: '.evaluating', actions: 'dismissTask' },
    'panel.toggle': { actions: 'togglePanel' },
    'xstate.snapshot.*': { target: '.evaluating', actions: 'syncTaskView' },
    'xstate.done.actor.*': { target: '.evaluating', actions: 'completeTask' },
  },
  states: {
    evaluating: {
      always: [
        { guard: 'hasBusyEntry', target: 'uploading' },
        { guard: 'hasEntries', target: 'settled' },
        { target: 'empty' },
      ],
    },
    empty: {},
    uploading: { tags: ['busy'] },
    settled: {},
  },
});
