import { type ReactNode, useRef, useState } from 'react';
import { API_PREFIX, CSRF_HEADER, LANGUAGE_HEADER } from '../../../core/api/index.ts';
import { type Uploader, uploadCabinetOf } from '../../../core/upload/index.ts';
import { createUploadQueueHost } from '../../../ui/upload/upload-queue-host.ts';
import { UploadQueueHostProvider } from '../../../ui/upload/upload-queue-host-provider.tsx';
import { api, csrfToken } from '../api.ts';
import { currentLanguage } from '../language/language-store.ts';
import { usePermissions, useUser } from '../session/use-session.ts';
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

/**
 * One upload queue for the whole app, above the routes: files keep uploading while the person moves
 * from page to page, and the panel, docked at the bottom of the screen, follows them. Uploads go to the
 * current school as the person who is signed in (read when each send starts). The queue, its machines
 * and its panel come with the first screen that can upload (a quiz's file answer, the profile's photo, a
 * comment, the constructor, the storage), which starts the queue; no page's start carries them. The queue
 * lives in memory only: after a reload it is empty, and a file picked again resumes on the server where
 * its upload stopped (tus-js-client keeps each upload's address in localStorage, by the transport's fingerprint).
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
  // One host for the app's life: a new transport would restart the queue and lose its uploads.
  const [host] = useState(() =>
    createUploadQueueHost(() => ({
      sendFile: tusUploadTransport({
        endpoint: UPLOADS_ENDPOINT,
        uploader: () => uploader.current,
        headers: requestHeaders,
        createUpload: createTusUpload,
      }),
      client: api,
    })),
  );
  return <UploadQueueHostProvider host={host}>{children}</UploadQueueHostProvider>;
}
