import { useLayoutEffect, useRef, useState } from 'react';
import type { VideoGate } from '../../core/lesson-page/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Modal } from '../modal/index.ts';
import { Button } from '../primitives/index.ts';
import styles from './lesson-page.module.css';

/** Props of the VideoGateUnit. */
export interface VideoGateUnitProps {
  gate: VideoGate;
  /** The video's name, for the labels. */
  name: string;
  /** The video's preview image (its poster), if it has one. */
  poster: string | null;
  signedIn: boolean;
  signInHref: string;
  /** The get-access address (the course's page), for `video-purchase`. */
  getAccessHref: string | null;
  /** The date the lesson opens, formatted, for `content-future` and `video-live`. */
  opensAt: string | null;
  /** The poster already on screen (the served first paint's `<img>`), moved in instead of drawn again. */
  adopt?: (() => Element | null) | undefined;
}

/**
 * A video the viewer may not play (spec 3 §4 Video gating): its preview image with a play button that
 * asks for the modal of the gate (video-purchase, video-content, content-future, video-live) instead of
 * playing. Nothing of the video's stream is loaded.
 */
export function VideoGateUnit({
  gate,
  name,
  poster,
  signedIn,
  signInHref,
  getAccessHref,
  opensAt,
  adopt,
}: VideoGateUnitProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [adopted] = useState(() => adopt?.() ?? null);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = box.current;
    if (adopted && target && !target.contains(adopted)) target.prepend(adopted);
  }, [adopted]);
  const key = gate.replace('-', '_');
  const body =
    (gate === 'content-future' || gate === 'video-live') && opensAt
      ? t(`lesson.gate_${key}_on`, { date: opensAt })
      : t(`lesson.gate_${key}_body`);
  return (
    <div ref={box} className={styles.gate} data-gate={gate}>
      {poster && !adopted ? <img className={styles.gatePoster} src={poster} alt="" /> : null}
      <button
        type="button"
        className={styles.gatePlay}
        aria-label={t('lesson.gate_play', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">▶</span>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t(`lesson.gate_${key}_title`)}
        description={body}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('lesson.gate_close')}
            </Button>
            {gate === 'video-purchase' && !signedIn ? (
              <Button variant="secondary" href={signInHref}>
                {t('lesson.sign_in')}
              </Button>
            ) : null}
            {gate === 'video-purchase' && getAccessHref ? (
              <Button href={getAccessHref}>{t('lesson.get_access')}</Button>
            ) : null}
          </>
        }
      />
    </div>
  );
}
