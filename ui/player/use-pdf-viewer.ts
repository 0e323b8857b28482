import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  isPdfPreviewSupported,
  type PdfViewerView,
  type PdfZoom,
  pdfViewerMachine,
  selectPdfViewerView,
} from '../../core/player/index.ts';
import { type OpenPdfDocument, openPdfDocument, type PdfDocumentHandle } from './pdf-document.ts';

/** Options of usePdfViewer. */
export interface UsePdfViewerOptions {
  url: string;
  /** Opens the document; pdf.js by default (stories pass one that never answers or fails). */
  open?: OpenPdfDocument;
  /** Whether the browser can show the preview; read from its user agent by default. */
  supported?: boolean;
}

/** Binds the PDF viewer machine: loads through pdf.js, counts matches, follows the container's width and fullscreen. */
export function usePdfViewer({ url, open = openPdfDocument, supported }: UsePdfViewerOptions) {
  const documentRef = useRef<PdfDocumentHandle | null>(null);
  const frameRef = useRef<HTMLElement | null>(null);
  const pagesRef = useRef<HTMLElement | null>(null);
  const actor = useActorRef(
    pdfViewerMachine.provide({
      actors: {
        loadDocument: fromPromise(async ({ input }) => {
          documentRef.current?.destroy();
          const document = await open(input.url);
          documentRef.current = document;
          const width = pagesRef.current?.clientWidth;
          if (width)
            actor.send({ type: 'layout.measured', autoScale: (width - 16) / document.firstPageWidth });
          return document.pageCount;
        }),
        countMatches: fromPromise(
          async ({ input }) => (await documentRef.current?.countMatches(input.query)) ?? 0,
        ),
      },
    }),
    {
      input: {
        url,
        supported:
          supported ?? (typeof navigator === 'undefined' || isPdfPreviewSupported(navigator.userAgent)),
      },
    },
  );
  const view: PdfViewerView = useSelector(actor, selectPdfViewerView);

  useEffect(() => () => documentRef.current?.destroy(), []);

  useEffect(() => {
    const pages = pagesRef.current;
    if (!pages || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const document = documentRef.current;
      if (document && pages.clientWidth > 0)
        actor.send({
          type: 'layout.measured',
          autoScale: (pages.clientWidth - 16) / document.firstPageWidth,
        });
    });
    observer.observe(pages);
    return () => observer.disconnect();
  }, [actor]);

  useEffect(() => {
    const subscription = actor.on('pdf.match.show', ({ index }) => {
      const page = documentRef.current?.pageOfMatch(index);
      pagesRef.current?.querySelector(`[data-page="${page}"]`)?.scrollIntoView?.({ block: 'nearest' });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement && actor.getSnapshot().context.display === 'fullscreen')
        actor.send({ type: 'display.collapse' });
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [actor]);

  const renderPage = useCallback(
    (canvas: HTMLCanvasElement, pageNumber: number, scale: number) =>
      documentRef.current?.renderPage(canvas, pageNumber, scale) ?? Promise.resolve(),
    [],
  );
  const expand = () => {
    const frame = frameRef.current;
    const fullscreenAvailable = Boolean(frame?.requestFullscreen) && document.fullscreenEnabled;
    actor.send({ type: 'display.expand', fullscreenAvailable });
    if (fullscreenAvailable)
      frame
        ?.requestFullscreen()
        .catch(() => actor.send({ type: 'display.expand', fullscreenAvailable: false }));
  };
  const collapse = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    actor.send({ type: 'display.collapse' });
  };

  return {
    view,
    frameRef,
    pagesRef,
    renderPage,
    zoomIn: () => actor.send({ type: 'zoom.in' }),
    zoomOut: () => actor.send({ type: 'zoom.out' }),
    setZoom: (zoom: PdfZoom) => actor.send({ type: 'zoom.set', zoom }),
    search: (query: string) => actor.send({ type: 'search.change', query }),
    nextMatch: () => actor.send({ type: 'search.next' }),
    previousMatch: () => actor.send({ type: 'search.previous' }),
    retry: () => actor.send({ type: 'document.retry' }),
    expand,
    collapse,
  };
}
