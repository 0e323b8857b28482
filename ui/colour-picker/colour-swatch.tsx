import type { CSSProperties } from 'react';
import { TRANSPARENT } from '../../core/colour-picker/index.ts';
import styles from './colour-picker.module.css';

/** A colour drawn over a checkerboard, so transparency shows; transparent itself gets a red slash. */
export function ColourSwatch({ colour, size = 24 }: { colour: string | null; size?: number }) {
  const style = { '--swatch': colour ?? 'transparent', '--swatch-size': `${size}px` } as CSSProperties;
  return (
    <span
      className={[styles.swatch, colour === TRANSPARENT || colour === null ? styles.transparent : ''].join(
        ' ',
      )}
      style={style}
      aria-hidden="true"
    />
  );
}
