import type { SnapshotFrom } from 'xstate';
import { PDF_MAX_SCALE, PDF_MIN_SCALE } from './pdf-viewer.constants.ts';
import type { pdfViewerMachine } from './pdf-viewer.machine.ts';
import type { PdfDisplay } from './pdf-viewer.types.ts';
import { scaleOf } from './pdf-zoom.ts';

/** What the PDF viewer's view reads. */
export interface PdfViewerView {
  status: 'unavailable' | 'loading' | 'failed' | 'loaded';
  pageCount: number;
  /** The zoom control's value: 'auto' or the scale asked for. */
  zoom: 'auto' | number;
  /** The scale asked for, as a whole percent. */
  zoomPercent: number;
  /** The scale the pages are drawn at. */
  drawnScale: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  display: PdfDisplay;
  query: string;
  isSearching: boolean;
  matchCount: number | null;
  activeMatch: number;
  failure: string | null;
}

/** Turns a PDF viewer snapshot into its view. */
export function selectPdfViewerView(snapshot: SnapshotFrom<typeof pdfViewerMachine>): PdfViewerView {
  const { context } = snapshot;
  const scale = scaleOf(context.zoom, context.autoScale);
  const status = snapshot.matches('loaded')
    ? 'loaded'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('unavailable')
        ? 'unavailable'
        : 'loading';
  return {
    status,
    pageCount: context.pageCount,
    zoom: context.zoom,
    zoomPercent: Math.round(scale * 100),
    drawnScale: context.drawnScale,
    canZoomIn: status === 'loaded' && scale < PDF_MAX_SCALE,
    canZoomOut: status === 'loaded' && scale > PDF_MIN_SCALE,
    display: context.display,
    query: context.query,
    isSearching: snapshot.matches({ loaded: 'typing' }) || snapshot.hasTag('searching'),
    matchCount: context.matchCount,
    activeMatch: context.activeMatch,
    failure: context.failure,
  };
}
