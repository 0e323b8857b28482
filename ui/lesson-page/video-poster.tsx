import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './lesson-page.module.css';

/** Props of the VideoPosterUnit. */
export interface VideoPosterUnitProps {
  /** The video's name, for the Play button's label. */
  name: string;
  /** The video's poster (made by the media worker), if it has one. */
  poster: string | null;
  /** Play pressed: the player takes the poster's place and plays. */
  onPlay: () => void;
  /**
   * The poster already on screen (the served first paint's `<img>`): moved into this box instead of being
   * drawn again, so the page's largest paint stays the one the browser made before any script.
   */
  adopt?: () => Element | null;
}

/**
 * A video the viewer may play, before Play: its poster in the player's 16:9 box and a Play button. The
 * player (and its stream) loads only on Play, so a lesson shows fast on a phone and no video frame
 * becomes the page's largest paint (docs/lesson-page.md).
 */
export function VideoPosterUnit({ name, poster, onPlay, adopt }: VideoPosterUnitProps) {
  const { t } = useTranslation();
  const [adopted] = useState(() => adopt?.() ?? null);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = box.current;
    if (adopted && target && !target.contains(adopted)) target.prepend(adopted);
  }, [adopted]);
  return (
    <div ref={box} className={styles.videoPoster} data-video-poster="">
      {poster && !adopted ? <img src={poster} alt="" fetchPriority="high" /> : null}
      <button
        type="button"
        className={styles.gatePlay}
        aria-label={t('lesson.gate_play', { name })}
        onClick={onPlay}
      >
        <span aria-hidden="true">▶</span>
      </button>
    </div>
  );
}
