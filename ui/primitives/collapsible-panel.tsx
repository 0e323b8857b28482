import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/index.ts';
import styles from './collapsible-panel.module.css';

/** Props of the CollapsiblePanel. */
export interface CollapsiblePanelProps {
  title: ReactNode;
  /** Right of the title: a count, a badge. */
  meta?: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** Heading level the title sits in (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A titled section that opens and closes with a 320 ms height animation (spec 1 §9). */
export function CollapsiblePanel({
  title,
  meta,
  children,
  headingLevel = 3,
  className,
  ...rootProps
}: CollapsiblePanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Collapsible.Root className={[styles.panel, className].filter(Boolean).join(' ')} {...rootProps}>
      <Heading className={styles.heading}>
        <Collapsible.Trigger className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          {meta ? <span className={styles.meta}>{meta}</span> : null}
          <ChevronDownIcon size={18} className={styles.chevron} />
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content className={styles.content}>
        <div className={styles.body}>{children}</div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
