import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  FILE_POLL_INTERVAL_MS,
  RESUMABLE_RETRY_DELAYS_MS,
  selectUploadTaskView,
  UPLOADER_POLL_INTERVAL_MS,
  uploadPercent,
  uploadTaskMachine,
} from '../../../core/upload/index.ts';
import { completed, fakeFileService, fakeTransport } from './upload-fakes.ts';

describe('upload percent', () => {
  it('stays within 0-100 and reaches 100 only when every byte is sent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7_000_000_000 }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (total, share) => {
          const sent = Math.round(total * share);
          const percent = uploadPercent(sent, total);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(percent === 100).toBe(sent >= total);
        },
      ),
    );
  });

  it('never goes back while more bytes are reported sent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (total, steps) => {
          const transport = fakeTransport();
          const files = fakeFileService([completed()]);
          const actor = createActor(
            uploadTaskMachine.provide({ actors: { sendFile: transport.logic, pollFile: files.logic } }),
            {
              input: { file: { name: 'a.pdf', size: total, type: 'application/pdf' }, client: files.client },
            },
          ).start();
          let sent = 0;
          let last = 0;
          for (const step of steps) {
            sent = Math.min(total, sent + (step % (total + 1)));
            transport.current.report({ type: 'upload.progressed', bytesSent: sent, bytesTotal: total });
            const { percent } = selectUploadTaskView(actor.getSnapshot());
            expect(percent).toBeGreaterThanOrEqual(last);
            last = percent;
          }
          actor.stop();
        },
      ),
    );
  });
});

describe('upload timing constants (spec 2 §9)', () => {
  it('poll every 2 s in the panel, every 5 s in the uploader; resumable retries after 0 and 3000 ms', () => {
    expect(FILE_POLL_INTERVAL_MS).toBe(2000);
    expect(UPLOADER_POLL_INTERVAL_MS).toBe(5000);
    expect(RESUMABLE_RETRY_DELAYS_MS).toEqual([0, 3000]);
  });
});
