import { Slot } from 'radix-ui';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

/** Props of the Card. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Inner spacing: none for media-first cards, md (16 px), lg (24 px). */
  padding?: 'none' | 'md' | 'lg';
  /** Lifts on hover, for cards that are a link or open something. */
  interactive?: boolean;
  /** Renders the single child (an article, a link, an li) with the card's look. */
  asChild?: boolean;
  /** Optional structured content: media on top, then title, description, children and footer. */
  media?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** A raised surface grouping related content. */
export function Card({
  padding = 'md',
  interactive = false,
  asChild = false,
  media,
  title,
  description,
  footer,
  headingLevel = 3,
  className,
  children,
  ...rest
}: CardProps) {
  const classes = [styles.card, styles[`padding-${padding}`], interactive && styles.interactive, className]
    .filter(Boolean)
    .join(' ');
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  const Heading = `h${headingLevel}` as const;
  const structured =
    media !== undefined || title !== undefined || description !== undefined || footer !== undefined;
  return (
    <div className={classes} {...rest}>
      {structured ? (
        <>
          {media ? <div className={styles.media}>{media}</div> : null}
          <div className={styles.body}>
            {title ? <Heading className={styles.title}>{title}</Heading> : null}
            {description ? <p className={styles.description}>{description}</p> : null}
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </>
      ) : (
        children
      )}
    </div>
  );
}
