import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Part of a statement's text (HTML from the editor), sanitized and shown inline. */
export function StatementHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(`<span>${html}</span>`), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The plain text of a statement, for labels and announcements. */
export function statementPlainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
