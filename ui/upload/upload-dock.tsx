import { useEffect, useState } from 'react';
import type { UploadQueueActor } from '../../core/upload/upload-queue.select.ts';
import styles from './upload-dock.module.css';
import { UploadPanel } from './upload-panel.tsx';
import { useRunningUploadQueue } from './use-running-upload-queue.ts';

/** The docked panel's height, followed while it grows, shrinks or folds. */
function useHeightOf(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

/**
 * The upload panel, docked at the bottom of the screen whenever the queue has files. A spacer as tall
 * as the dock ends the page, so its last lines (a quiz's last answer, a form's button) scroll above it.
 */
export function UploadDock({ actor }: { actor: UploadQueueActor }) {
  const queue = useRunningUploadQueue(actor);
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  const height = useHeightOf(dock);
  if (!queue?.view.isVisible) return null;
  return (
    <>
      <div className={styles.spacer} style={{ height }} aria-hidden="true" />
      <div ref={setDock} className={styles.dock}>
        <UploadPanel {...queue} />
      </div>
    </>
  );
}
