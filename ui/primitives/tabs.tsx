import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import styles from './tabs.module.css';

/** The tabs container: `value`/`defaultValue`/`onValueChange`; arrow keys move between tabs. */
export function Tabs({ className, ...rest }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={[styles.tabs, className].filter(Boolean).join(' ')} {...rest} />;
}

/** The row of tabs; give it an `aria-label`. */
export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={[styles.list, className].filter(Boolean).join(' ')} {...rest} />;
}

/** One tab; `count` shows a number beside the label. */
export function TabsTrigger({
  className,
  children,
  count,
  ...rest
}: ComponentProps<typeof RadixTabs.Trigger> & { count?: ReactNode }) {
  return (
    <RadixTabs.Trigger className={[styles.trigger, className].filter(Boolean).join(' ')} {...rest}>
      {children}
      {count !== undefined ? <span className={styles.count}>{count}</span> : null}
    </RadixTabs.Trigger>
  );
}

/** The panel a tab shows. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={[styles.content, className].filter(Boolean).join(' ')} {...rest} />;
}
