import { assign, enqueueActions, setup } from 'xstate';
import type { UploadQueueContext, UploadQueueEvent, UploadQueueInput } from './upload-queue.types.ts';
import {
  appendEntries,
  dismissEntry,
  hasBusyEntry,
  isDismissable,
  updateEntryView,
  uploadTaskId,
} from './upload-queue-entries.ts';
import { uploadTaskMachine } from './upload-task.machine.ts';
import { completedTaskView, uploadTaskViewOf } from './upload-task.select.ts';
import { initialUploadTaskContext } from './upload-task-context.ts';

const SNAPSHOT_PREFIX = 'xstate.snapshot.';
const DONE_PREFIX = 'xstate.done.actor.';

/**
 * The upload panel's queue (spec 2 §2): one upload task per added file, in order; cancel, retry
 * and dismiss per task; `empty`, `uploading` while any task works, `settled` when all have stopped.
 */
export const uploadQueueMachine = setup({
  types: {
    context: {} as UploadQueueContext,
    events: {} as UploadQueueEvent,
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
      const added = event.files.map((file, index) => {
        const id = uploadTaskId(context.nextNumber + index);
        const input = {
          file,
          client: context.client,
          onlyUpload: event.onlyUpload ?? false,
          pollIntervalMs: context.pollIntervalMs,
          processingHost: context.processingHost,
          acceptedExtensions: context.acceptedExtensions,
        };
        const first = initialUploadTaskContext(input);
        enqueue.spawnChild('uploadTask', { id, input, syncSnapshot: true });
        return {
          id,
          size: file.size,
          view: uploadTaskViewOf(first.attempt === 0 ? 'failed' : 'progress', first),
        };
      });
      enqueue.assign({
        entries: appendEntries(context.entries, added),
        nextNumber: context.nextNumber + event.files.length,
      });
    }),
    assignTaskView: assign({
      entries: ({ context, event }) => {
        if (!event.type.startsWith(SNAPSHOT_PREFIX) || !('snapshot' in event)) return context.entries;
        const { snapshot } = event;
        return updateEntryView(
          context.entries,
          event.type.slice(SNAPSHOT_PREFIX.length),
          uploadTaskViewOf(snapshot.value, snapshot.context),
        );
      },
    }),
    assignTaskCompleted: assign({
      entries: ({ context, event }) => {
        if (!event.type.startsWith(DONE_PREFIX) || !('output' in event)) return context.entries;
        const id = event.type.slice(DONE_PREFIX.length);
        const entry = context.entries.find((candidate) => candidate.id === id);
        return entry
          ? updateEntryView(context.entries, id, completedTaskView(entry.view, event.output.result))
          : context.entries;
      },
    }),
    forwardToTask: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'upload.cancel' && event.type !== 'upload.retry') return;
      const view = context.entries.find((entry) => entry.id === event.id)?.view;
      const allowed = event.type === 'upload.cancel' ? view?.canCancel : view?.canRetry;
      if (allowed) enqueue.sendTo(event.id, { type: event.type });
    }),
    dismissTask: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'upload.dismiss') return;
      const entry = context.entries.find((candidate) => candidate.id === event.id);
      if (!entry || !isDismissable(entry)) return;
      enqueue.stopChild(event.id);
      enqueue.assign({ entries: dismissEntry(context.entries, event.id) });
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
    'xstate.snapshot.*': { target: '.evaluating', actions: 'assignTaskView' },
    'xstate.done.actor.*': { target: '.evaluating', actions: 'assignTaskCompleted' },
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
