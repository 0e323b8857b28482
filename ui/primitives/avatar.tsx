import { Avatar as RadixAvatar } from 'radix-ui';
import type { CSSProperties } from 'react';
import { avatarBackground, readableTextColour } from '../../core/avatar/index.ts';
import styles from './avatar.module.css';
import { initialsOf } from './initials.ts';

/** Spec 2 §9: avatars are 20 px by default and 32 px large; bigger sizes for profiles. */
export type AvatarSize = 20 | 32 | 40 | 64;

/** Props of the Avatar. */
export interface AvatarProps {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  /** avatar_url; initials show while it loads or when it fails. */
  src?: string | null;
  /** bg_color behind the initials; a palette colour from the name when there is none or it reads poorly. */
  bgColor?: string | null;
  size?: AvatarSize;
  /** Decorative when the name is written next to it. */
  decorative?: boolean;
  className?: string;
}

/** A round picture of a person, or their initials on their colour. */
export function Avatar({ name, src, bgColor, size = 20, decorative = false, className }: AvatarProps) {
  const background = avatarBackground(bgColor, name);
  const style = {
    '--avatar-size': `${size}px`,
    '--avatar-bg': background,
    '--avatar-fg': readableTextColour(background),
  } as CSSProperties;
  return (
    <RadixAvatar.Root
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      style={style}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt="" /> : null}
      <RadixAvatar.Fallback className={styles.initials} delayMs={src ? 300 : undefined}>
        {initialsOf(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
