import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { API_PREFIX, CSRF_HEADER, LANGUAGE_HEADER } from '../../../core/api/index.ts';
import { pollFileThroughClient, type Uploader, uploadCabinetOf } from '../../../core/upload/index.ts';
import { UploadQueueProvider, useUploadQueueContext } from '../../../ui/upload/index.ts';
import { UploadPanel } from '../../../ui/upload/upload-panel.tsx';
import { api, csrfToken } from '../api.ts';
import { currentLanguage } from '../language/language-store.ts';
import { usePermissions, useUser } from '../session/use-session.ts';
import styles from './app-uploads.module.css';
import { type CreateTusUpload, tusUploadTransport } from './tus-upload-transport.ts';

/** The tus endpoint of spec 2 §7. */
export const UPLOADS_ENDPOINT = `${API_PREFIX}/uploads`;

/** tus-js-client is loaded with the first upload, so pages that never upload do not carry it. */
const createTusUpload: CreateTusUpload = async (file, options) => {
  const { Upload } = await import('tus-js-client');
  return new Upload(file as File, options);
};

function requestHeaders(): Record<string, string> {
  const token = csrfToken();
  return { [LANGUAGE_HEADER]: currentLanguage(), ...(token ? { [CSRF_HEADER]: token } : {}) };
}

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
function DockedUploadPanel() {
  const queue = useUploadQueueContext();
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  const height = useHeightOf(dock);
  if (!queue.view.isVisible) return null;
  return (
    <>
      <div className={styles.spacer} style={{ height }} aria-hidden="true" />
      <div ref={setDock} className={styles.dock}>
        {/* Loaded with the page, not with the first file: a file picked offline must still show its failure and Retry. */}
        <UploadPanel {...queue} />
      </div>
    </>
  );
}

/**
 * One upload queue for the whole app, above the routes: files keep uploading while the person moves
 * from page to page, and the panel follows them. Uploads go to the current school as the person
 * who is signed in (read when each send starts).
 */
export function AppUploads({ children }: { children: ReactNode }) {
  const user = useUser().data;
  const permissions = usePermissions(Boolean(user)).data;
  const uploader = useRef<Uploader>({ userId: 0, userIdHash: '' });
  uploader.current = {
    userId: user?.id ?? 0,
    userIdHash: user?.id_hash ?? '',
    cabinetId: uploadCabinetOf(permissions),
  };
  // Stable for the app's life: a new transport would restart the queue and lose its uploads.
  const sendFile = useMemo(
    () =>
      tusUploadTransport({
        endpoint: UPLOADS_ENDPOINT,
        uploader: () => uploader.current,
        headers: requestHeaders,
        createUpload: createTusUpload,
      }),
    [],
  );
  return (
    <UploadQueueProvider sendFile={sendFile} pollFile={pollFileThroughClient} client={api}>
      {children}
      <DockedUploadPanel />
    </UploadQueueProvider>
  );
}
