import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerUploadsOf,
  answerUploadTag,
  questionOfUploadTag,
  questionsAwaitingUploads,
} from '../../../core/quiz/index.ts';
import type { UploadQueueEntry } from '../../../core/upload/index.ts';
import { queueEntries } from '../../arbitraries/upload.ts';

const SCOPE = 'run-1';
const QUESTIONS = [1, 2, 3];
const tags = [
  ...QUESTIONS.map((id) => answerUploadTag(SCOPE, id)),
  answerUploadTag('run-0', 1),
  'caller-1',
  null,
];

/** What spec 2 says a caller still waits for: a task sending or checking, or stopped with retry offered. */
const isWaitedFor = (entry: UploadQueueEntry) =>
  entry.view.status === 'progress' ||
  entry.view.status === 'checking' ||
  ((entry.view.status === 'failed' || entry.view.status === 'aborted') && entry.view.canRetry);

describe("an answer's files read from the upload queue", () => {
  it('a tag names its question in its own run, and no other run reads it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (scope, other, questionId) => {
        const tag = answerUploadTag(scope, questionId);
        expect(questionOfUploadTag(scope, tag)).toBe(questionId);
        if (other !== scope) expect(questionOfUploadTag(other, tag)).toBeNull();
      }),
    );
  });

  it("every row under the question's tag is moving, stalled, refused or stored, in order, and no other row shows", () => {
    fc.assert(
      fc.property(queueEntries(tags), fc.constantFrom(...tags), (tasks, tag) => {
        const view = answerUploadsOf(tasks, tag);
        const own = tag === null ? [] : tasks.filter((entry) => entry.tag === tag);
        const shown = [...view.moving, ...view.stalled, ...view.refused];
        // conservation: the shown rows and the stored ones are exactly the tag's rows, each once
        const stored = own.filter((entry) => entry.view.status === 'completed');
        expect(shown.length + stored.length).toBe(own.length);
        expect(new Set(shown.map((upload) => upload.id)).size).toBe(shown.length);
        for (const upload of shown) expect(own.some((entry) => entry.id === upload.id)).toBe(true);
        // each group keeps the order the files were picked in
        const order = (ids: string[]) => ids.map((id) => own.findIndex((entry) => entry.id === id));
        for (const group of [view.moving, view.stalled, view.refused]) {
          const indices = order(group.map((upload) => upload.id));
          expect(indices).toEqual([...indices].sort((a, b) => a - b));
        }
        // the groups are what the task states say
        expect(view.moving.map((upload) => upload.id)).toEqual(
          own
            .filter((entry) => ['progress', 'checking'].includes(entry.view.status))
            .map((entry) => entry.id),
        );
        expect(view.refused.map((upload) => upload.id)).toEqual(
          own
            .filter((entry) => !isWaitedFor(entry) && entry.view.status !== 'completed')
            .map((entry) => entry.id),
        );
        expect(view.isAwaiting).toBe(own.some(isWaitedFor));
      }),
    );
  });

  it('the questions waiting for a file are exactly those of this run with a moving or stalled file', () => {
    fc.assert(
      fc.property(queueEntries(tags), (tasks) => {
        const waiting = questionsAwaitingUploads(tasks, SCOPE);
        expect(waiting).toEqual(
          QUESTIONS.filter((id) => answerUploadsOf(tasks, answerUploadTag(SCOPE, id)).isAwaiting),
        );
        expect(waiting).toEqual(
          QUESTIONS.filter((id) =>
            tasks.some((entry) => entry.tag === answerUploadTag(SCOPE, id) && isWaitedFor(entry)),
          ),
        );
      }),
    );
  });
});
