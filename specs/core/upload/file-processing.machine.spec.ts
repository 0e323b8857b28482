import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { FileRecord } from '../../../core/api/index.ts';
import {
  FILE_POLL_INTERVAL_MS,
  fileProcessingMachine,
  selectFileProcessingView,
} from '../../../core/upload/index.ts';
import { completed, fakeFileService, httpError, processing, settle } from './upload-fakes.ts';

const PROCESSING_HOST = 'processing.lectern.test';

function start(file: FileRecord, answers: Parameters<typeof fakeFileService>[0]) {
  const clock = new SimulatedClock();
  const files = fakeFileService(answers);
  files.followClock(() => clock.now());
  const actor = createActor(fileProcessingMachine.provide({ actors: { pollFile: files.logic } }), {
    input: { file, client: files.client, processingHost: PROCESSING_HOST },
    clock,
  });
  const saved: FileRecord[] = [];
  actor.on('file.processed', (event) => saved.push(event.file));
  actor.start();
  return { actor, clock, files, saved, view: () => selectFileProcessingView(actor.getSnapshot()) };
}

describe('editor file processing (spec 1 §4)', () => {
  it('polls a file without a url every 2 s until processed and off the processing host, then stores the url and saves once', async () => {
    const { clock, files, saved, view } = start(processing(), [
      processing(),
      completed(`https://${PROCESSING_HOST}/work/x.mp4`),
      completed('https://cdn.lectern.test/x.mp4'),
    ]);
    await settle();
    expect(view()).toMatchObject({ isProcessing: true, isReady: false, url: null });
    for (let tick = 1; tick <= 2; tick += 1) {
      clock.increment(FILE_POLL_INTERVAL_MS);
      await settle();
    }
    expect(files.polls).toEqual([0, FILE_POLL_INTERVAL_MS, 2 * FILE_POLL_INTERVAL_MS]);
    expect(view()).toMatchObject({ isReady: true, url: 'https://cdn.lectern.test/x.mp4' });
    expect(saved.map((file) => file.url)).toEqual(['https://cdn.lectern.test/x.mp4']);
    clock.increment(10 * FILE_POLL_INTERVAL_MS);
    await settle();
    expect(files.polls).toHaveLength(3);
  });

  it('does not poll a file that already has a usable url', async () => {
    const { files, saved, view } = start(completed('https://cdn.lectern.test/ready.pdf'), [completed()]);
    await settle();
    expect(files.polls).toEqual([]);
    expect(saved).toEqual([]);
    expect(view().isReady).toBe(true);
  });

  it('keeps polling through failed requests', async () => {
    const { clock, view } = start(processing(), [httpError(0), httpError(503), completed()]);
    await settle();
    clock.increment(FILE_POLL_INTERVAL_MS);
    await settle();
    expect(view().isProcessing).toBe(true);
    clock.increment(FILE_POLL_INTERVAL_MS);
    await settle();
    expect(view().isReady).toBe(true);
  });

  it('stops and shows failure when processing failed, without saving', async () => {
    const { saved, view } = start(processing(), [{ uuid: 'x', url: null, process_status: 'failed' }]);
    await settle();
    expect(view()).toMatchObject({ hasFailed: true, isProcessing: false, isReady: false });
    expect(saved).toEqual([]);
  });
});
