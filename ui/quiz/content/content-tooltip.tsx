import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './content.module.css';

/** Props of the ContentTooltip. */
export interface ContentTooltipProps {
  /** The word or phrase in the question that the tooltip explains. */
  term: ReactNode;
  /** The explanation. */
  children: ReactNode;
  /** Shown from the start (stories). */
  defaultOpen?: boolean;
}

/**
 * An explanation on a term inside question content: shown on hover and keyboard focus, toggled by a
 * tap (touch has no hover), hidden by Escape, by leaving or by a tap elsewhere.
 */
export function ContentTooltip({ term, children, defaultOpen = false }: ContentTooltipProps) {
  const [open, setOpen] = useState(defaultOpen);
  const tipId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  // A tap focuses, then clicks: the click must not undo what the focus just opened.
  const openedByFocus = useRef(false);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return (
    <span
      ref={wrapper}
      className={styles.tooltipWrap}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.tooltipTerm}
        aria-describedby={tipId}
        aria-expanded={open}
        onFocus={() => {
          openedByFocus.current = true;
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onClick={() => {
          if (openedByFocus.current) openedByFocus.current = false;
          else setOpen((shown) => !shown);
        }}
      >
        {term}
      </button>
      <span id={tipId} role="tooltip" className={styles.tooltipBubble} data-open={open || undefined}>
        {children}
      </span>
    </span>
  );
}
