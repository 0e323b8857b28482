import { type RefObject, useEffect } from 'react';
import { attachImageZoom } from '../../core/editor/image/image-zoom.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';

/**
 * Click-to-zoom over the lesson images inside `root` (those stored with `allowzoom`), captioned in the
 * reader's language: for the read-only document view and for the server's HTML on the student's page.
 */
export function useImageZoom(root: RefObject<HTMLElement | null>, content?: unknown): void {
  const { t } = useTranslation();
  const caption = t('editor.zoom_caption');
  const close = t('ui.close');
  // biome-ignore lint/correctness/useExhaustiveDependencies: new content is marked by the zoom's own observer; `content` re-attaches when the element is replaced
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    return attachImageZoom(element, { caption, close });
  }, [root, caption, close, content]);
}
