import { useEffect, useRef } from 'react';
import type { RecorderStream } from '../../core/recorder/index.ts';
import styles from './recorder.module.css';

/** The camera's live picture: the stream's media (a MediaStream in the browser), muted so it does not echo. */
export function VideoPreview({ stream, label }: { stream: RecorderStream | null; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const media = (stream as { media?: MediaStream } | null)?.media ?? null;
  useEffect(() => {
    if (video.current && video.current.srcObject !== media) video.current.srcObject = media;
  }, [media]);
  return <video ref={video} className={styles.preview} aria-label={label} autoPlay muted playsInline />;
}
