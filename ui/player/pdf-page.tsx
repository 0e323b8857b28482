import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './pdf-viewer.module.css';

/** One page of the document, drawn again whenever the drawn scale changes. */
export function PdfPage({
  pageNumber,
  pageCount,
  scale,
  render,
}: {
  pageNumber: number;
  pageCount: number;
  scale: number;
  render(canvas: HTMLCanvasElement, pageNumber: number, scale: number): Promise<void>;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    if (canvas.current) void render(canvas.current, pageNumber, scale).catch(() => undefined);
  }, [render, pageNumber, scale]);
  return (
    <div className={styles.page} data-page={pageNumber}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('player.page_label', { page: pageNumber, count: pageCount })}
      />
    </div>
  );
}
