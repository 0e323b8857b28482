import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NON_RETRYABLE_STATUSES } from '../../../core/upload/index.ts';
import { type QueueCommand, queueCommands } from '../../arbitraries/upload.ts';
import { startFakeQueue } from './upload-fakes.ts';

async function run(commands: QueueCommand[]) {
  const { actor, transport, view, reportTransportFact } = startFakeQueue();
  let added = 0;
  let dismissed = 0;

  for (const command of commands) {
    const rows = view().tasks;
    const row = rows.length > 0 && 'index' in command ? rows[command.index % rows.length] : undefined;
    const before = row?.view;
    switch (command.kind) {
      case 'add': {
        const files = Array.from({ length: command.count }, (_, index) => ({
          name: `file-${added + index + 1}.pdf`,
          size: command.refused ? 2_000_000_000 : 1000,
          type: 'application/pdf',
        }));
        actor.send({ type: 'uploads.add', files });
        added += command.count;
        break;
      }
      case 'progress':
      case 'sent':
      case 'complete':
      case 'fail':
        await reportTransportFact(command, row);
        break;
      case 'cancel':
        if (row) actor.send({ type: 'upload.cancel', id: row.id });
        break;
      case 'retry':
        if (row) actor.send({ type: 'upload.retry', id: row.id });
        break;
      case 'dismiss':
        if (row) {
          actor.send({ type: 'upload.dismiss', id: row.id });
          if (before && before.status !== 'progress' && before.status !== 'checking') dismissed += 1;
        }
        break;
    }
    const after = view();
    const ids = after.tasks.map((task) => task.id);
    // conservation: every added file has exactly one row until dismissed
    expect(ids.length).toBe(added - dismissed);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a.slice(7)) - Number(b.slice(7))));
    // one live transport per sending row, none for the others
    const sending = after.tasks
      .filter((task) => task.view.status === 'progress')
      .map((task) => task.view.fileName);
    const live = transport.sends.filter((send) => !send.aborted).map((send) => send.input.fileName);
    expect(
      live.filter((name) => ids.length > 0 && after.tasks.some((task) => task.view.fileName === name)).sort(),
    ).toEqual([...sending].sort());
    // retry after 403 or 422 never restarts a file
    if (command.kind === 'retry' && before && row) {
      const now = after.tasks.find((task) => task.id === row.id)?.view;
      if (before.status === 'failed' && before.canRetry === false) expect(now?.status).toBe('failed');
    }
    if (command.kind === 'complete' && row && before?.status === 'progress') {
      expect(after.tasks.find((task) => task.id === row.id)?.view.status).toBe('completed');
    }
    for (const task of after.tasks) {
      if (task.view.status === 'failed' && task.view.canRetry) expect(task.view.message).not.toBeNull();
    }
  }
  actor.stop();
}

describe('upload queue conservation', () => {
  it('never loses or duplicates a file, whatever is added, cancelled, retried, failed or completed', async () => {
    await fc.assert(fc.asyncProperty(queueCommands, run), {
      numRuns: 200,
      examples: [
        [
          [
            { kind: 'add', count: 1, refused: false },
            { kind: 'complete', index: 0 },
          ],
        ],
      ],
    });
  });

  it('names 403 and 422 as the statuses without retry', () => {
    expect([...NON_RETRYABLE_STATUSES].sort()).toEqual([403, 422]);
  });
});
