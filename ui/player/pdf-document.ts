/** An open PDF: its pages drawn on canvases, its text searched. */
export interface PdfDocumentHandle {
  pageCount: number;
  /** The first page's width at scale 1, in CSS pixels (what 'fit width' divides). */
  firstPageWidth: number;
  /** Draws a page (1-based) at a scale on a canvas, sharp on dense screens. */
  renderPage(canvas: HTMLCanvasElement, pageNumber: number, scale: number): Promise<void>;
  /** How many times the query occurs, letter case ignored. */
  countMatches(query: string): Promise<number>;
  /** The page (1-based) of the nth match (1-based) of the last query counted. */
  pageOfMatch(index: number): number;
  destroy(): void;
}

/** Opens a PDF. */
export type OpenPdfDocument = (url: string) => Promise<PdfDocumentHandle>;

/** Where the build puts pdf.js's character maps, fonts and decoders (scripts/vite-pdfjs-assets.ts). */
const assetBase = (): string => (import.meta.env.VITE_PDFJS_ASSETS as string | undefined) ?? '/assets/pdfjs/';

/** Opens a PDF with pdf.js, loaded on first use with its worker; nothing comes from another site. */
export const openPdfDocument: OpenPdfDocument = async (url) => {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const base = assetBase();
  const loading = pdfjs.getDocument({
    url,
    withCredentials: true,
    cMapUrl: `${base}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}standard_fonts/`,
    wasmUrl: `${base}wasm/`,
  });
  const document = await loading.promise;
  const firstPage = await document.getPage(1);
  const firstPageWidth = firstPage.getViewport({ scale: 1 }).width;
  const texts = new Map<number, string>();
  const tasks = new Map<HTMLCanvasElement, { cancel(): void }>();
  let matchPages: number[] = [];

  const pageText = async (pageNumber: number) => {
    const known = texts.get(pageNumber);
    if (known !== undefined) return known;
    const content = await (await document.getPage(pageNumber)).getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : ''))
      .join('')
      .toLocaleLowerCase();
    texts.set(pageNumber, text);
    return text;
  };

  return {
    pageCount: document.numPages,
    firstPageWidth,
    async renderPage(canvas, pageNumber, scale) {
      tasks.get(canvas)?.cancel();
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale });
      const ratio = globalThis.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      tasks.set(canvas, task);
      try {
        await task.promise;
      } catch (error) {
        if (!(error instanceof Error && error.name === 'RenderingCancelledException')) throw error;
      } finally {
        if (tasks.get(canvas) === task) tasks.delete(canvas);
      }
    },
    async countMatches(query) {
      const needle = query.trim().toLocaleLowerCase();
      matchPages = [];
      if (!needle) return 0;
      for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
        const text = await pageText(pageNumber);
        let from = text.indexOf(needle);
        while (from !== -1) {
          matchPages.push(pageNumber);
          from = text.indexOf(needle, from + needle.length);
        }
      }
      return matchPages.length;
    },
    pageOfMatch: (index) => matchPages[index - 1] ?? 1,
    destroy: () => {
      void loading.destroy();
    },
  };
};
