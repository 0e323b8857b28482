import type { Story } from '@ladle/react';
import { useEffect, useRef } from 'react';
import type { OpenPdfDocument, PdfDocumentHandle } from '../../ui/player/pdf-document.ts';
import { PdfViewer } from '../../ui/player/pdf-viewer.tsx';
import { InLanguages } from './player-stories-support.tsx';

export default { title: 'Players / PDF' };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const PAGE_TEXTS = [
  'lectern handbook: how to study a course',
  'the lectern program page and its lessons',
  'exercises and answers',
];

/** A document of three blank pages with text to search; nothing is read from anywhere. */
const storyDocument = (): PdfDocumentHandle => ({
  pageCount: PAGE_TEXTS.length,
  firstPageWidth: PAGE_WIDTH,
  renderPage: async (canvas, _page, scale) => {
    canvas.style.width = `${Math.floor(PAGE_WIDTH * scale)}px`;
    canvas.style.height = `${Math.floor(PAGE_HEIGHT * scale)}px`;
    canvas.style.background = '#fff';
  },
  countMatches: async (query) => {
    const needle = query.trim().toLocaleLowerCase();
    return needle ? PAGE_TEXTS.join(' ').split(needle).length - 1 : 0;
  },
  pageOfMatch: () => 1,
  destroy: () => undefined,
});

const opened: OpenPdfDocument = async () => storyDocument();
const slowToSearch: OpenPdfDocument = async () => ({
  ...storyDocument(),
  countMatches: () => new Promise<number>(() => undefined),
});
const opening: OpenPdfDocument = () => new Promise<never>(() => undefined);
const broken: OpenPdfDocument = async () => {
  throw new Error('Invalid PDF structure.');
};

function Viewer({
  open,
  supported,
  languages,
}: {
  open: OpenPdfDocument;
  supported?: boolean;
  languages?: readonly ('en' | 'uk' | 'ru')[];
}) {
  return (
    <InLanguages languages={languages}>
      {() => (
        <PdfViewer
          url="/stories/handbook.pdf"
          name="Handbook.pdf"
          downloadUrl="/stories/handbook.pdf?download=1"
          allowDownload
          open={open}
          supported={supported}
        />
      )}
    </InLanguages>
  );
}

/** The document is being read: the spinner, the toolbar disabled. */
export const Loading: Story = () => <Viewer open={opening} />;

/** The document could not be read: the reason and Retry. */
export const Failed: Story = () => <Viewer open={broken} />;

/** Three pages, fit to the width, the toolbar ready. */
export const Loaded: Story = () => <Viewer open={opened} />;

/** The browser cannot show the preview: the message and the download link. */
export const Unavailable: Story = () => <Viewer open={opened} supported={false} />;

/** Searched for 'lectern': the counter says 1 of 2 (types the query once the document is read). */
export const SearchFound: Story = () => <Searched query="lectern" />;

/** Searched for a word that is not there: no matches. */
export const SearchNone: Story = () => <Searched query="absent" />;

/** A query typed and the pages still being searched: no count yet. */
export const Searching: Story = () => <Searched query="lectern" open={slowToSearch} />;

function Searched({ query, open = opened }: { query: string; open?: OpenPdfDocument }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      const field = frame.current?.querySelector<HTMLInputElement>('input[type="search"]');
      if (!field || field.disabled) return;
      clearInterval(timer);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(field, query);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, 50);
    return () => clearInterval(timer);
  }, [query]);
  return (
    <div ref={frame}>
      <Viewer open={open} languages={['en']} />
    </div>
  );
}

/** A phone (390 px wide) with the document read. */
export const LoadedOnPhone: Story = () => (
  <div style={{ width: 390 }}>
    <Viewer open={opened} languages={['en']} />
  </div>
);
