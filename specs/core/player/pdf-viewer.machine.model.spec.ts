import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import {
  type PdfViewerEvent,
  pdfViewerMachine,
  selectPdfViewerView,
  zoomedIn,
} from '../../../core/player/index.ts';

type Snapshot = SnapshotFrom<typeof pdfViewerMachine>;
type ModelEvent = PdfViewerEvent | { type: string; output?: unknown; error?: unknown };

const events: ModelEvent[] = [
  { type: 'document.retry' },
  { type: 'search.change', query: 'lectern' },
  { type: 'search.change', query: ' ' },
  { type: 'xstate.after.searchDebounce.pdfViewer.loaded.typing' },
  { type: 'search.next' },
  { type: 'display.expand', fullscreenAvailable: false },
  { type: 'display.collapse' },
  { type: 'xstate.done.actor.0.pdfViewer.loading', output: 3 },
  { type: 'xstate.error.actor.0.pdfViewer.loading', error: new Error('broken') },
  { type: 'xstate.done.actor.0.pdfViewer.loaded.searching', output: 2 },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.display,
    snapshot.context.matchCount,
    snapshot.context.activeMatch,
  ]);

function controllable() {
  const loads: { resolve(pages: number): void; reject(error: unknown): void }[] = [];
  const searches: { query: string; resolve(count: number): void }[] = [];
  const machine = pdfViewerMachine.provide({
    actors: {
      loadDocument: fromPromise<number, { url: string }>(
        () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
      ),
      countMatches: fromPromise<number, { query: string }>(
        ({ input }) => new Promise((resolve) => searches.push({ query: input.query, resolve })),
      ),
    },
  });
  return { machine, loads, searches };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => vi.useRealTimers());

describe('PDF viewer machine model', () => {
  for (const supported of [true, false]) {
    it(`${supported ? 'a supported' : 'an old'} browser: replays every shortest path`, async () => {
      vi.useFakeTimers();
      const paths = getShortestPaths(pdfViewerMachine, {
        input: { url: '/doc.pdf', supported },
        events: events as never,
        serializeState: serialize as never,
      });
      for (const path of paths) {
        const { machine, loads, searches } = controllable();
        const actor = createActor(machine, { input: { url: '/doc.pdf', supported } }).start();
        for (const step of path.steps) {
          const event = step.event as ModelEvent;
          if (event.type === 'xstate.init') continue;
          if (event.type.includes('done.actor') && event.type.endsWith('loading')) loads.at(-1)?.resolve(3);
          else if (event.type.includes('error.actor')) loads.at(-1)?.reject(new Error('broken'));
          else if (event.type.includes('done.actor')) searches.at(-1)?.resolve(2);
          else if (event.type.startsWith('xstate.after')) await vi.advanceTimersByTimeAsync(250);
          else actor.send(event as PdfViewerEvent);
          await settle();
          expect(actor.getSnapshot().value).toEqual(step.state.value);
          const view = selectPdfViewerView(actor.getSnapshot());
          if (!supported) expect(view.status).toBe('unavailable');
        }
        actor.stop();
      }
      vi.useRealTimers();
    });
  }

  it('reaches every state but the transient check', () => {
    const reached = new Set<string>();
    for (const supported of [true, false]) {
      for (const path of getShortestPaths(pdfViewerMachine, {
        input: { url: '/doc.pdf', supported },
        events: events as never,
        serializeState: serialize as never,
      })) {
        const value = path.state.value;
        reached.add(
          typeof value === 'string'
            ? `pdfViewer.${value}`
            : `pdfViewer.${Object.entries(value)
                .map(([key, inner]) => `${key}.${String(inner)}`)
                .join('')}`,
        );
      }
    }
    const leaves = listLeafStateIds(pdfViewerMachine).filter((id) => id !== 'pdfViewer.checking');
    expect([...reached].sort()).toEqual(leaves.sort());
  });

  it('zoom changes show at once and are drawn 400 ms after the last one; auto fits the width', async () => {
    vi.useFakeTimers();
    const { machine, loads } = controllable();
    const actor = createActor(machine, { input: { url: '/doc.pdf' } }).start();
    actor.send({ type: 'layout.measured', autoScale: 1.5 });
    loads[0]?.resolve(2);
    await settle();
    expect(selectPdfViewerView(actor.getSnapshot())).toMatchObject({
      zoom: 'auto',
      drawnScale: 1.5,
      pageCount: 2,
    });
    actor.send({ type: 'zoom.in' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'zoom.in' });
    expect(selectPdfViewerView(actor.getSnapshot())).toMatchObject({
      zoom: zoomedIn(zoomedIn(1.5)),
      drawnScale: 1.5,
    });
    await vi.advanceTimersByTimeAsync(399);
    expect(selectPdfViewerView(actor.getSnapshot()).drawnScale).toBe(1.5);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectPdfViewerView(actor.getSnapshot()).drawnScale).toBe(zoomedIn(zoomedIn(1.5)));
    actor.send({ type: 'zoom.set', zoom: 4 });
    await vi.advanceTimersByTimeAsync(400);
    expect(selectPdfViewerView(actor.getSnapshot())).toMatchObject({ zoomPercent: 400, drawnScale: 4 });
  });

  it('a search counts matches after the typing pause; next and previous go round; a blank query clears', async () => {
    vi.useFakeTimers();
    const { machine, loads, searches } = controllable();
    const actor = createActor(machine, { input: { url: '/doc.pdf' } }).start();
    const shown: number[] = [];
    actor.on('pdf.match.show', (event) => shown.push(event.index));
    loads[0]?.resolve(2);
    await settle();
    actor.send({ type: 'search.change', query: 'lec' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'search.change', query: 'lectern' });
    await vi.advanceTimersByTimeAsync(250);
    expect(searches.map((search) => search.query)).toEqual(['lectern']);
    searches[0]?.resolve(3);
    await settle();
    expect(selectPdfViewerView(actor.getSnapshot())).toMatchObject({ matchCount: 3, activeMatch: 1 });
    actor.send({ type: 'search.next' });
    actor.send({ type: 'search.next' });
    actor.send({ type: 'search.next' });
    actor.send({ type: 'search.previous' });
    expect(shown).toEqual([1, 2, 3, 1, 3]);
    actor.send({ type: 'search.change', query: '' });
    expect(selectPdfViewerView(actor.getSnapshot())).toMatchObject({ matchCount: null, activeMatch: 0 });
  });

  it('fullscreen where the browser has it, else a fixed overlay', () => {
    const actor = createActor(pdfViewerMachine, { input: { url: '/doc.pdf', supported: false } }).start();
    actor.send({ type: 'display.expand', fullscreenAvailable: true });
    expect(selectPdfViewerView(actor.getSnapshot()).display).toBe('fullscreen');
    actor.send({ type: 'display.collapse' });
    actor.send({ type: 'display.expand', fullscreenAvailable: false });
    expect(selectPdfViewerView(actor.getSnapshot()).display).toBe('overlay');
  });
});
