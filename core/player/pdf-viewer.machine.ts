import { assign, cancel, emit, fromPromise, raise, setup } from 'xstate';
import { PDF_DRAW_DELAY_MS, PDF_SEARCH_DEBOUNCE_MS } from './pdf-viewer.constants.ts';
import type {
  CountMatchesInput,
  LoadDocumentInput,
  PdfViewerContext,
  PdfViewerEmitted,
  PdfViewerEvent,
  PdfViewerInput,
} from './pdf-viewer.types.ts';
import { clampScale, scaleOf, zoomedIn, zoomedOut } from './pdf-zoom.ts';

const DRAW_TIMER = 'pdfDraw';

const currentScale = (context: PdfViewerContext) => scaleOf(context.zoom, context.autoScale);

const failureText = (error: unknown) =>
  error instanceof Error
    ? error.message
    : typeof error === 'string'
      ? error
      : 'The document could not be read.';

/**
 * Spec 1 §4 PDF viewer: loading, loaded; zoom by 1.1 steps (0.25 … 10, presets 50–400 %, auto by
 * default) drawn 400 ms after the last change; fullscreen or a fixed overlay; search with a match
 * counter. A browser that cannot show it gets 'unavailable' (spec 1 §8).
 */
export const pdfViewerMachine = setup({
  types: {
    context: {} as PdfViewerContext,
    events: {} as PdfViewerEvent,
    input: {} as PdfViewerInput,
    emitted: {} as PdfViewerEmitted,
  },
  actors: {
    loadDocument: fromPromise<number, LoadDocumentInput>(async () => {
      throw new Error('provide loadDocument');
    }),
    countMatches: fromPromise<number, CountMatchesInput>(async () => {
      throw new Error('provide countMatches');
    }),
  },
  delays: { drawDelay: PDF_DRAW_DELAY_MS, searchDebounce: PDF_SEARCH_DEBOUNCE_MS },
  guards: {
    isSupported: ({ context }) => context.url !== '' && context.supported,
    isQueryBlank: ({ event }) => event.type === 'search.change' && event.query.trim() === '',
    hasMatches: ({ context }) => (context.matchCount ?? 0) > 0,
    isAuto: ({ context }) => context.zoom === 'auto',
  },
  actions: {
    zoomIn: assign({ zoom: ({ context }) => zoomedIn(currentScale(context)) }),
    zoomOut: assign({ zoom: ({ context }) => zoomedOut(currentScale(context)) }),
    setZoom: assign({
      zoom: ({ context, event }) =>
        event.type === 'zoom.set' ? (event.zoom === 'auto' ? 'auto' : clampScale(event.zoom)) : context.zoom,
    }),
    assignAutoScale: assign({
      autoScale: ({ context, event }) =>
        event.type === 'layout.measured' && event.autoScale > 0 ? event.autoScale : context.autoScale,
    }),
    cancelDraw: cancel(DRAW_TIMER),
    raiseDraw: raise({ type: 'draw.due' }, { delay: 'drawDelay', id: DRAW_TIMER }),
    draw: assign({ drawnScale: ({ context }) => currentScale(context) }),
    expand: assign({
      display: ({ event, context }) =>
        event.type === 'display.expand'
          ? event.fullscreenAvailable
            ? 'fullscreen'
            : 'overlay'
          : context.display,
    }),
    collapse: assign({ display: 'inline' }),
    assignQuery: assign({
      query: ({ event, context }) => (event.type === 'search.change' ? event.query : context.query),
    }),
    clearMatches: assign({ matchCount: null, activeMatch: 0 }),
    nextMatch: assign({
      activeMatch: ({ context }) => (context.activeMatch % (context.matchCount ?? 1)) + 1,
    }),
    previousMatch: assign({
      activeMatch: ({ context }) =>
        context.activeMatch <= 1 ? (context.matchCount ?? 1) : context.activeMatch - 1,
    }),
    showMatch: emit(({ context }) => ({ type: 'pdf.match.show' as const, index: context.activeMatch })),
  },
}).createMachine({
  id: 'pdfViewer',
  context: ({ input }) => ({
    url: input.url,
    supported: input.supported ?? true,
    pageCount: 0,
    zoom: 'auto',
    autoScale: 1,
    drawnScale: 1,
    display: 'inline',
    query: '',
    matchCount: null,
    activeMatch: 0,
    failure: null,
  }),
  initial: 'checking',
  on: {
    'display.expand': { actions: 'expand' },
    'display.collapse': { actions: 'collapse' },
  },
  states: {
    checking: {
      always: [{ guard: 'isSupported', target: 'loading' }, { target: 'unavailable' }],
    },
    unavailable: { tags: ['unavailable'] },
    loading: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'loadDocument',
        input: ({ context }) => ({ url: context.url }),
        onDone: { target: 'loaded', actions: [assign({ pageCount: ({ event }) => event.output }), 'draw'] },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
      },
      on: { 'layout.measured': { actions: 'assignAutoScale' } },
    },
    failed: {
      tags: ['error'],
      on: { 'document.retry': { target: 'loading' } },
    },
    loaded: {
      initial: 'browsing',
      on: {
        'zoom.in': { actions: ['zoomIn', 'cancelDraw', 'raiseDraw'] },
        'zoom.out': { actions: ['zoomOut', 'cancelDraw', 'raiseDraw'] },
        'zoom.set': { actions: ['setZoom', 'cancelDraw', 'raiseDraw'] },
        'layout.measured': [
          { guard: 'isAuto', actions: ['assignAutoScale', 'cancelDraw', 'raiseDraw'] },
          { actions: 'assignAutoScale' },
        ],
        'draw.due': { actions: 'draw' },
        'search.change': [
          { guard: 'isQueryBlank', target: '.browsing', actions: ['assignQuery', 'clearMatches'] },
          { target: '.typing', reenter: true, actions: 'assignQuery' },
        ],
      },
      states: {
        browsing: {},
        typing: {
          after: { searchDebounce: 'searching' },
        },
        searching: {
          tags: ['searching'],
          invoke: {
            src: 'countMatches',
            input: ({ context }) => ({ query: context.query }),
            onDone: {
              target: 'found',
              actions: [
                assign({
                  matchCount: ({ event }) => event.output,
                  activeMatch: ({ event }) => (event.output > 0 ? 1 : 0),
                }),
                'showMatch',
              ],
            },
            onError: { target: 'found', actions: assign({ matchCount: 0, activeMatch: 0 }) },
          },
        },
        found: {
          on: {
            'search.next': { guard: 'hasMatches', actions: ['nextMatch', 'showMatch'] },
            'search.previous': { guard: 'hasMatches', actions: ['previousMatch', 'showMatch'] },
          },
        },
      },
    },
  },
});
