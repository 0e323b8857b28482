import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { FileRecord } from '../../../core/api/index.ts';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import { fileProcessingMachine, isFileReady, selectFileProcessingView } from '../../../core/upload/index.ts';
import { completed, processing } from './upload-fakes.ts';

type Snapshot = SnapshotFrom<typeof fileProcessingMachine>;
const PROCESSING_HOST = 'processing.lectern.test';
const client = { fileStatus: () => new Promise<FileRecord>(() => undefined) };
const polled = (output: FileRecord) => ({ type: 'xstate.done.actor.pollFile', output });
const EVENTS = [
  polled(processing()),
  polled(completed(`https://${PROCESSING_HOST}/tmp/x`)),
  polled(completed()),
  polled({ uuid: 'x', url: null, process_status: 'failed' }),
  { type: 'xstate.error.actor.pollFile', error: new Error('offline') },
  { type: 'xstate.after.pollInterval.fileProcessing.waiting' },
];

function assertMeaning(snapshot: Snapshot): void {
  const view = selectFileProcessingView(snapshot);
  switch (snapshot.value) {
    case 'fetching':
    case 'waiting':
      expect(view).toMatchObject({ isProcessing: true, isReady: false, url: null, hasFailed: false });
      break;
    case 'ready':
      expect(view.isReady).toBe(true);
      expect(isFileReady(view.file, PROCESSING_HOST)).toBe(true);
      expect(view.url).toBe(view.file.url);
      break;
    case 'failed':
      expect(view).toMatchObject({ hasFailed: true, isReady: false, url: null });
      break;
    default:
      throw new Error(`No meaning written for state ${String(snapshot.value)}`);
  }
}

describe('editor file-processing model', () => {
  const reached = new Set<string>();
  for (const file of [processing(), completed()]) {
    const paths = getShortestPaths(fileProcessingMachine, {
      input: { file, client, processingHost: PROCESSING_HOST },
      events: EVENTS as never,
    });
    for (const path of paths) reached.add(`fileProcessing.${String(path.state.value)}`);
    it(`means what it shows on every shortest path from a file ${file.url ? 'with' : 'without'} a url`, () => {
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) for (const step of path.steps) assertMeaning(step.state);
    });
  }

  it('polls until ready on every simple path and never stores an unusable url', () => {
    const paths = getSimplePaths(fileProcessingMachine, {
      input: { file: processing(), client, processingHost: PROCESSING_HOST },
      events: EVENTS as never,
    });
    for (const path of paths) for (const step of path.steps) assertMeaning(step.state);
    expect(paths.length).toBeGreaterThan(3);
  });

  it('reaches every state of the machine', () => {
    expect([...reached].sort()).toEqual(
      listLeafStateIds(fileProcessingMachine)
        .filter((id) => id !== 'fileProcessing.deciding')
        .sort(),
    );
  });
});
