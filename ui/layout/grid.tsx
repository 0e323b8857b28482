import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './grid.module.css';

/** Props of the Grid. */
export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Narrowest a column may get before the grid drops a column, in px (default 260). */
  minItemWidth?: number;
  /** Gap between items: 3 (12 px), 4 (16 px), 6 (24 px). */
  gap?: 3 | 4 | 6;
  /** Render as a list when the items are a collection (then each child should be an li). */
  as?: 'div' | 'ul' | 'ol' | 'section';
}

/** A responsive grid of cards: as many columns as fit, one column on a phone. */
export function Grid({ minItemWidth = 260, gap = 4, as = 'div', className, style, ...rest }: GridProps) {
  const Element = as;
  const gridStyle = {
    ...style,
    '--grid-min': `${minItemWidth}px`,
    '--grid-gap': `var(--space-${gap})`,
  } as CSSProperties;
  return (
    <Element className={[styles.grid, className].filter(Boolean).join(' ')} style={gridStyle} {...rest} />
  );
}
