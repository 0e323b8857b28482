import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FileRecord } from '../../../core/api/index.ts';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  initialUploadTaskContext,
  selectUploadQueueView,
  type UploadQueueEmitted,
  type UploadQueueEvent,
  type UploadTaskStatus,
  uploadQueueMachine,
  uploadTaskMachine,
} from '../../../core/upload/index.ts';

type QueueSnapshot = SnapshotFrom<typeof uploadQueueMachine>;
const client = { fileStatus: () => new Promise<FileRecord>(() => undefined) };
const MAX_FILES = 2;
const video = { name: 'lecture.mp4', size: 100, type: 'video/mp4' };
const refused = { name: 'huge.zip', size: 2_000_000_000, type: 'application/zip' };

/** A task's snapshot in a given state, as a running task would sync it to the queue. */
function taskSnapshot(value: string, patch: Partial<ReturnType<typeof initialUploadTaskContext>> = {}) {
  const context = { ...initialUploadTaskContext({ file: video, client }), ...patch };
  return uploadTaskMachine.resolveState({ value, context });
}

const TASK_STATES: [string, Partial<ReturnType<typeof initialUploadTaskContext>>][] = [
  ['progress', { progress: 40 }],
  ['checking', { progress: 100, result: { uuid: 'f', url: null } }],
  ['failed', { message: 'uploads.file_error_expected', canRetry: true, failureStatus: 500 }],
  ['failed', { message: 'Forbidden', canRetry: false, failureStatus: 403 }],
  ['aborted', { message: 'uploads.file_error_expected', canRetry: true }],
];

function queueEvents(snapshot: QueueSnapshot): UploadQueueEvent[] {
  const { entries, nextNumber } = snapshot.context;
  const events: UploadQueueEvent[] = [{ type: 'panel.toggle' }];
  if (nextNumber <= MAX_FILES) {
    events.push(
      { type: 'uploads.add', files: [video], tag: `answer-${nextNumber}` },
      { type: 'uploads.add', files: [refused] },
    );
  }
  for (const { id } of entries) {
    events.push({ type: 'upload.cancel', id }, { type: 'upload.retry', id }, { type: 'upload.dismiss', id });
    for (const [value, patch] of TASK_STATES) {
      events.push({ type: `xstate.snapshot.${id}`, snapshot: taskSnapshot(value, patch) });
    }
    events.push({
      type: `xstate.done.actor.${id}`,
      output: { result: { uuid: id, url: `https://cdn/${id}` } },
    });
  }
  return events;
}

const serialize = (snapshot: QueueSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.collapsed,
    snapshot.context.nextNumber,
    snapshot.context.entries.map((entry) => [entry.id, entry.view.status, entry.view.canRetry]),
  ]);

const BUSY: UploadTaskStatus[] = ['progress', 'checking'];

/** What the panel means in each state of the queue. */
function assertMeaning(snapshot: QueueSnapshot): void {
  const view = selectUploadQueueView(snapshot);
  const ids = view.tasks.map((task) => task.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual([...ids].sort());
  expect(view.totals.count).toBe(view.tasks.length);
  expect(Object.values(view.totals.byStatus).reduce((sum, count) => sum + count, 0)).toBe(view.tasks.length);
  const anyBusy = view.tasks.some((task) => BUSY.includes(task.view.status));
  expect(view.isBusy).toBe(anyBusy);
  switch (snapshot.value) {
    case 'empty':
      expect(view).toMatchObject({ isVisible: false, tasks: [] });
      break;
    case 'uploading':
      expect(view.isVisible && anyBusy).toBe(true);
      break;
    case 'settled':
      expect(view.isVisible && !anyBusy).toBe(true);
      break;
    default:
      throw new Error(`No meaning written for state ${JSON.stringify(snapshot.value)}`);
  }
}

/** What the queue should tell callers on a step, read from the rows before and after it. */
function expectedEmits(
  before: QueueSnapshot,
  after: QueueSnapshot,
  event: UploadQueueEvent,
): UploadQueueEmitted[] {
  const rowBefore = (id: string) => before.context.entries.find((entry) => entry.id === id);
  const expected: UploadQueueEmitted[] = [];
  if (event.type.startsWith('xstate.done.actor.') && 'output' in event) {
    const row = rowBefore(event.type.slice('xstate.done.actor.'.length));
    if (row)
      expected.push({ type: 'upload.completed', id: row.id, tag: row.tag, result: event.output.result });
  }
  if (event.type === 'upload.retry') {
    const row = rowBefore(event.id);
    if (row?.view.canRetry) expected.push({ type: 'upload.restarted', id: row.id, tag: row.tag });
  }
  if (event.type === 'upload.dismiss') {
    const row = rowBefore(event.id);
    const gone = !after.context.entries.some((entry) => entry.id === event.id);
    if (row && gone) expected.push({ type: 'upload.dismissed', id: row.id, tag: row.tag });
  }
  for (const row of after.context.entries) {
    const { status, message, messageDetail, canRetry } = row.view;
    const stopped = status === 'failed' || status === 'aborted';
    if (stopped && rowBefore(row.id)?.view.status !== status) {
      expected.push({ type: 'upload.failed', id: row.id, tag: row.tag, message, messageDetail, canRetry });
    }
  }
  return expected;
}

describe('upload queue model', () => {
  const paths = getShortestPaths(uploadQueueMachine, {
    input: { client },
    events: queueEvents as never,
    serializeState: serialize as never,
  });

  it('explores many panels of up to two files', () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  it('means what it shows on every step of every shortest path', () => {
    for (const path of paths) for (const step of path.steps) assertMeaning(step.state);
  });

  it('never loses or duplicates a row: rows are the files added minus the ones dismissed', () => {
    for (const path of paths) {
      let added = 0;
      let dismissed = 0;
      for (const step of path.steps) {
        const event = step.event as UploadQueueEvent;
        if (event.type === 'uploads.add') added += event.files.length;
        if (event.type === 'upload.dismiss') dismissed += 1;
        expect(step.state.context.entries.length).toBe(added - dismissed);
      }
    }
  });

  it('tells the caller exactly how each of its files ends, on every event from every state reached', () => {
    let edges = 0;
    for (const path of paths) {
      for (const event of queueEvents(path.state)) {
        const [after, actions] = transition(uploadQueueMachine, path.state, event);
        // XState's action types do not list its built-in emit, so the actions are read as plain objects.
        const emitted = (actions as { type: string; params?: unknown }[])
          .filter((action) => action.type === 'xstate.emit')
          .map((action) => (action.params as { event: UploadQueueEmitted }).event);
        expect(emitted).toEqual(expectedEmits(path.state, after, event));
        edges += 1;
      }
    }
    expect(edges).toBeGreaterThan(paths.length);
  });

  it('reaches every state of the queue', () => {
    const reached = new Set(paths.map((path) => `uploadQueue.${String(path.state.value)}`));
    expect([...reached].sort()).toEqual(
      listLeafStateIds(uploadQueueMachine)
        .filter((id) => id !== 'uploadQueue.evaluating')
        .sort(),
    );
  });
});
