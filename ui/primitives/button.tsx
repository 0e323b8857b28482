import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './button.module.css';
import { type LinkComponent, useLinkComponent } from './link-component.tsx';
import { Spinner } from './spinner.tsx';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Height of a button: 32, 40 or 48 px. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of the Button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the label and disables the button (the label stays for screen readers). */
  loading?: boolean;
  /** Renders the single child (e.g. the router's Link) with the button's look. */
  asChild?: boolean;
  /** Renders a link to this address through the link component in effect. */
  href?: string;
  linkComponent?: LinkComponent;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  /** A square button holding only an icon; give it an `aria-label`. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The product's button: four variants, three sizes, a loading state, rendered as a button or a link. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  href,
  linkComponent,
  iconStart,
  iconEnd,
  iconOnly = false,
  fullWidth = false,
  disabled,
  className,
  children,
  type,
  ref,
  ...rest
}: ButtonProps) {
  const Link = useLinkComponent(linkComponent);
  const inactive = disabled || loading;
  const classes = [
    styles.button,
    styles[variant],
    styles[size],
    iconOnly && styles.iconOnly,
    fullWidth && styles.fullWidth,
    loading && styles.loading,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className={styles.content}>
        {iconStart}
        {asChild ? null : children}
        {iconEnd}
      </span>
      {loading ? <Spinner decorative size={size === 'sm' ? 14 : 18} className={styles.spinner} /> : null}
    </>
  );

  if (asChild) {
    return (
      <Slot.Root className={classes} aria-disabled={inactive || undefined} aria-busy={loading || undefined}>
        {children}
      </Slot.Root>
    );
  }
  if (href !== undefined) {
    const anchorProps = rest as Record<string, unknown>;
    if (inactive) {
      return (
        <a
          role="link"
          aria-disabled="true"
          aria-busy={loading || undefined}
          className={classes}
          {...anchorProps}
        >
          {content}
        </a>
      );
    }
    return (
      <Link href={href} className={classes} {...anchorProps}>
        {content}
      </Link>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={inactive}
      aria-busy={loading || undefined}
      {...rest}
    >
      {content}
    </button>
  );
}
