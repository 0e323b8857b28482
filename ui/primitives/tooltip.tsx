import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

/** Props of the Tooltip. */
export interface TooltipProps {
  /** The text shown on hover and keyboard focus. */
  content: ReactNode;
  /** One focusable element that the tooltip describes. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Hides the tooltip, e.g. when the label is already visible. */
  disabled?: boolean;
  delayDuration?: number;
  /** Shown from the start (stories). */
  defaultOpen?: boolean;
}

/** A short label shown beside an element on hover and focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  side = 'top',
  disabled = false,
  delayDuration = 300,
  defaultOpen,
}: TooltipProps) {
  if (disabled) return children;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side={side} sideOffset={6} className={styles.tooltip} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
