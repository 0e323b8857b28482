import { useMemo } from 'react';
import styles from './content.module.css';
import { sanitizeQuestionHtml } from './sanitize-html.ts';

/** Props of SanitizedHtml. */
export interface SanitizedHtmlProps {
  /** HTML from the editor (a question's description, a statement). */
  html: string;
  className?: string;
}

/** Renders authored HTML after DOMPurify: safe formatting, links and images only. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeQuestionHtml(html), [html]);
  return (
    <div
      className={[styles.html, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
