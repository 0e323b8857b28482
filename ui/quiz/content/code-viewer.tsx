import { useEffect, useMemo, useRef, useState } from 'react';
import { highlight, type LanguageName } from 'sugar-high';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { CheckIcon } from '../../icons/index.ts';
import styles from './content.module.css';

/** How long "Copied" stays on the button. */
const COPIED_FEEDBACK_MS = 2000;

/** Props of the CodeViewer. */
export interface CodeViewerProps {
  code: string;
  /** For the highlighter and the label; plain text when unknown. */
  language?: LanguageName;
  /** Writes to the clipboard (the browser's by default; specs pass a fake). */
  writeClipboard?: (text: string) => Promise<void>;
}

/** Highlighted code (sugar-high) that scrolls sideways on narrow screens, with a copy button. */
export function CodeViewer({ code, language, writeClipboard }: CodeViewerProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const html = useMemo(() => highlight(code, language ? { lang: language } : undefined), [code, language]);
  const label = t('questions.code_label', { language: language ?? 'text' });

  const onCopy = async () => {
    const write = writeClipboard ?? ((text: string) => navigator.clipboard.writeText(text));
    try {
      await write(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopy('idle'), COPIED_FEEDBACK_MS);
  };

  return (
    <figure className={styles.code}>
      <figcaption className={styles.codeBar}>
        <span className={styles.codeLanguage}>{language ?? 'text'}</span>
        <button type="button" className={styles.copyButton} onClick={onCopy}>
          {copy === 'copied' ? <CheckIcon size={14} strokeWidth={2.5} /> : null}
          {copy === 'copied'
            ? t('questions.code_copied')
            : copy === 'failed'
              ? t('questions.code_copy_failed')
              : t('questions.code_copy')}
        </button>
        <span className="visually-hidden" aria-live="polite">
          {copy === 'copied'
            ? t('questions.code_copied')
            : copy === 'failed'
              ? t('questions.code_copy_failed')
              : ''}
        </span>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      {/* biome-ignore lint/a11y/useSemanticElements: the pre itself is the named, scrollable region */}
      <pre className={styles.codeBody} tabIndex={0} role="region" aria-label={label}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sugar-high escapes the code and adds only spans */}
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
