import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { VideoGate } from '../../core/lesson-page/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './lesson-page.module.css';
import type { VideoGateDialogProps } from './video-gate-dialog.tsx';
import { whenIdle } from './when-idle.ts';

let dialogCode: Promise<ComponentType<VideoGateDialogProps>> | null = null;

/** The gate's modal (a Radix dialog with its focus and scroll locks): not part of the lesson page's start. */
function loadGateDialog(): Promise<ComponentType<VideoGateDialogProps>> {
  dialogCode ??= import('./video-gate-dialog.tsx').then(
    (module) => module.VideoGateDialog,
    (error: unknown) => {
      dialogCode = null;
      throw error;
    },
  );
  return dialogCode;
}

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
 * playing. Nothing of the video's stream is loaded. The modal's code comes once the page is idle (or
 * with the first press, if that is sooner), so a press seldom waits for it.
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
  const [Dialog, setDialog] = useState<ComponentType<VideoGateDialogProps> | null>(null);
  const [adopted] = useState(() => adopt?.() ?? null);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = box.current;
    if (adopted && target && !target.contains(adopted)) target.prepend(adopted);
  }, [adopted]);
  useEffect(() => {
    let live = true;
    const show = (loaded: ComponentType<VideoGateDialogProps>) => live && setDialog(() => loaded);
    const cancel = whenIdle(() => loadGateDialog().then(show, () => undefined));
    return () => {
      live = false;
      cancel();
    };
  }, []);
  const press = () => {
    setOpen(true);
    // Without the code (the connection dropped before it came) the press is undone, so a later one tries again.
    loadGateDialog().then(
      (loaded) => setDialog(() => loaded),
      () => setOpen(false),
    );
  };
  return (
    <div ref={box} className={styles.gate} data-gate={gate}>
      {poster && !adopted ? <img className={styles.gatePoster} src={poster} alt="" /> : null}
      <button
        type="button"
        className={styles.gatePlay}
        aria-label={t('lesson.gate_play', { name })}
        aria-haspopup="dialog"
        onClick={press}
      >
        <span aria-hidden="true">▶</span>
      </button>
      {Dialog ? (
        <Dialog
          gate={gate}
          open={open}
          onOpenChange={setOpen}
          signedIn={signedIn}
          signInHref={signInHref}
          getAccessHref={getAccessHref}
          opensAt={opensAt}
        />
      ) : null}
    </div>
  );
}
