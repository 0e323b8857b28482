import type { PdfZoom } from './pdf-zoom.ts';

/** How the viewer is shown: in the page, in the browser's fullscreen, or as a fixed overlay where fullscreen is not available. */
export type PdfDisplay = 'inline' | 'fullscreen' | 'overlay';

/** Input of the PDF viewer. */
export interface PdfViewerInput {
  /** The address the document is read from (the preview stream). */
  url: string;
  /** Whether this browser can show the preview (isPdfPreviewSupported). */
  supported?: boolean;
}

/** Context of the PDF viewer. */
export interface PdfViewerContext {
  url: string;
  /** Whether this browser can show the preview. */
  supported: boolean;
  pageCount: number;
  /** The zoom asked for; 'auto' fits the width. */
  zoom: PdfZoom;
  /** The scale that fits the width, as last measured. */
  autoScale: number;
  /** The scale the pages are drawn at: follows the zoom 400 ms after its last change. */
  drawnScale: number;
  display: PdfDisplay;
  query: string;
  /** Matches of the query in the whole document; null before a search. */
  matchCount: number | null;
  /** The match shown, 1-based; 0 when there is none. */
  activeMatch: number;
  /** Why the document did not load. */
  failure: string | null;
}

/** Events of the PDF viewer. */
export type PdfViewerEvent =
  | { type: 'zoom.in' }
  | { type: 'zoom.out' }
  | { type: 'zoom.set'; zoom: PdfZoom }
  | { type: 'layout.measured'; autoScale: number }
  | { type: 'draw.due' }
  | { type: 'display.expand'; fullscreenAvailable: boolean }
  | { type: 'display.collapse' }
  | { type: 'search.change'; query: string }
  | { type: 'search.next' }
  | { type: 'search.previous' }
  | { type: 'document.retry' };

/** Input of the loadDocument actor; it answers the page count. */
export interface LoadDocumentInput {
  url: string;
}

/** Input of the countMatches actor; it answers how many times the query occurs. */
export interface CountMatchesInput {
  query: string;
}

/** What the viewer asks its page view to do. */
export type PdfViewerEmitted = { type: 'pdf.match.show'; index: number };
