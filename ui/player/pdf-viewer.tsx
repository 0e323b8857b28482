import { PDF_PRESET_SCALES, pdfDownloadLink } from '../../core/player/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CloseIcon, MinusIcon, PlusIcon, SearchIcon } from '../icons/index.ts';
import { Button, Spinner } from '../primitives/index.ts';
import type { OpenPdfDocument } from './pdf-document.ts';
import { PdfPage } from './pdf-page.tsx';
import styles from './pdf-viewer.module.css';
import { usePdfViewer } from './use-pdf-viewer.ts';

/** Props of the PdfViewer. */
export interface PdfViewerProps {
  /** Where the document is read (the preview stream). */
  url: string;
  /** The file's name, for labels. */
  name: string;
  /** The download address, offered only when the file allows download (allow_doc_download). */
  downloadUrl?: string | null;
  allowDownload?: boolean;
  /** Shows a close button (a viewer opened from a file list). */
  onClose?: () => void;
  /** Stories and specs: how the document opens, whether the browser is supported. */
  open?: OpenPdfDocument;
  supported?: boolean;
}

const logInvalidUrl = (message: string) => console.warn(message);

/** Spec 1 §4 PDF viewer: pages drawn with pdf.js, zoom (steps, presets, fit width), search with a match counter, fullscreen or a fixed overlay. */
export function PdfViewer({
  url,
  name,
  downloadUrl,
  allowDownload = false,
  onClose,
  open,
  supported,
}: PdfViewerProps) {
  const { t } = useTranslation();
  const viewer = usePdfViewer({ url, open, supported });
  const { view } = viewer;
  const download = pdfDownloadLink(
    {
      url: downloadUrl,
      allowDownload,
      base: typeof location === 'undefined' ? 'http://localhost/' : location.href,
    },
    logInvalidUrl,
  );
  const downloadLink = download ? (
    <Button variant="secondary" size="sm" asChild>
      <a href={download} download={name}>
        {t('player.download_pdf')}
      </a>
    </Button>
  ) : null;

  if (view.status === 'unavailable') {
    return (
      <section className={styles.viewer} aria-label={t('player.pdf_viewer', { name })}>
        <p role="alert" className={styles.message}>
          {t('player.pdf_preview_not_available', {
            platform: typeof navigator === 'undefined' ? '' : navigator.userAgent,
          })}
        </p>
        {downloadUrl ? (
          <p className={styles.message}>
            {t('player.pdf_download_hint')} <a href={downloadUrl}>{name}</a>
          </p>
        ) : null}
      </section>
    );
  }

  const expanded = view.display !== 'inline';
  const zoomValue = view.zoom === 'auto' ? 'auto' : String(view.zoom);
  const presetListed = view.zoom === 'auto' || PDF_PRESET_SCALES.includes(view.zoom);
  return (
    <section
      ref={viewer.frameRef}
      className={styles.viewer}
      data-display={view.display}
      aria-label={t('player.pdf_viewer', { name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) viewer.collapse();
      }}
    >
      <div className={styles.toolbar}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        <div className={styles.group}>
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('player.zoom_out')}
            disabled={!view.canZoomOut}
            onClick={viewer.zoomOut}
          >
            <MinusIcon size={18} />
          </Button>
          <select
            className={styles.zoom}
            aria-label={t('player.zoom')}
            value={zoomValue}
            disabled={view.status !== 'loaded'}
            onChange={(event) => {
              const value = event.currentTarget.value;
              viewer.setZoom(value === 'auto' ? 'auto' : Number(value));
            }}
          >
            <option value="auto">{t('player.zoom_auto')}</option>
            {PDF_PRESET_SCALES.map((scale) => (
              <option key={scale} value={String(scale)}>
                {Math.round(scale * 100)} %
              </option>
            ))}
            {presetListed ? null : <option value={zoomValue}>{view.zoomPercent} %</option>}
          </select>
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('player.zoom_in')}
            disabled={!view.canZoomIn}
            onClick={viewer.zoomIn}
          >
            <PlusIcon size={18} />
          </Button>
        </div>
        <div className={styles.group}>
          <label className={styles.search}>
            <SearchIcon size={16} aria-hidden="true" />
            <span className="visually-hidden">{t('player.search')}</span>
            <input
              type="search"
              placeholder={t('player.search')}
              value={view.query}
              disabled={view.status !== 'loaded'}
              onChange={(event) => viewer.search(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (event.shiftKey) viewer.previousMatch();
                else viewer.nextMatch();
              }}
            />
          </label>
          <span className={styles.count} role="status" aria-live="polite">
            {view.isSearching
              ? t('player.searching')
              : view.matchCount === null
                ? ''
                : view.matchCount === 0
                  ? t('player.search_none')
                  : t('player.search_count', { active: view.activeMatch, count: view.matchCount })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('player.search_previous')}
            disabled={!view.matchCount}
            onClick={viewer.previousMatch}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('player.search_next')}
            disabled={!view.matchCount}
            onClick={viewer.nextMatch}
          >
            <span aria-hidden="true">↓</span>
          </Button>
        </div>
        <div className={styles.group}>
          {downloadLink}
          <Button variant="ghost" size="sm" onClick={expanded ? viewer.collapse : viewer.expand}>
            {expanded ? t('player.exit_fullscreen') : t('player.fullscreen')}
          </Button>
          {onClose ? (
            <Button variant="ghost" iconOnly aria-label={t('player.close_document')} onClick={onClose}>
              <CloseIcon size={18} />
            </Button>
          ) : null}
        </div>
      </div>
      <section
        ref={viewer.pagesRef}
        className={styles.pages}
        aria-label={name}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the pages scroll, so keys must reach them (arrows scroll, + and - zoom)
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === '+' || event.key === '=') viewer.zoomIn();
          else if (event.key === '-') viewer.zoomOut();
        }}
      >
        {view.status === 'loading' ? (
          <div className={styles.message}>
            <Spinner label={t('player.pdf_loading')} />
          </div>
        ) : view.status === 'failed' ? (
          <div className={styles.message} role="alert">
            <p>{t('player.pdf_failed')}</p>
            <Button variant="secondary" size="sm" onClick={viewer.retry}>
              {t('player.retry')}
            </Button>
          </div>
        ) : (
          Array.from({ length: view.pageCount }, (_, index) => (
            <PdfPage
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
              key={index}
              pageNumber={index + 1}
              pageCount={view.pageCount}
              scale={view.drawnScale}
              render={viewer.renderPage}
            />
          ))
        )}
      </section>
    </section>
  );
}
