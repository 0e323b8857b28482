import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorLogic } from 'xstate';
import {
  type FileStatusClient,
  selectUploadQueueView,
  type UploadQueueView,
  type UploadSource,
  uploadQueueMachine,
  uploadTaskMachine,
} from '../../core/upload/index.ts';

/** What the upload panel needs from the app: the transport, the file poll and the API client. */
export interface UseUploadQueueOptions {
  /** The transport actor (tus or XHR) that reports `upload.progressed`, `upload.sent`, `upload.failed`. */
  sendFile: AnyActorLogic;
  /** The poll actor: reads `GET /files/{uuid}` through the client. */
  pollFile: AnyActorLogic;
  client: FileStatusClient;
  processingHost?: string | null;
  acceptedExtensions?: readonly string[];
}

/** The panel's view and commands. */
export interface UploadQueueHandle {
  view: UploadQueueView;
  addFiles: (files: readonly UploadSource[], options?: { onlyUpload?: boolean }) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  dismiss: (id: string) => void;
  toggle: () => void;
}

/** Runs the upload queue with the app's transport and poll, and returns what the panel shows. */
export function useUploadQueue(options: UseUploadQueueOptions): UploadQueueHandle {
  const { sendFile, pollFile } = options;
  const machine = useMemo(
    () =>
      uploadQueueMachine.provide({
        actors: { uploadTask: uploadTaskMachine.provide({ actors: { sendFile, pollFile } }) },
      }),
    [sendFile, pollFile],
  );
  const actor = useActorRef(machine, {
    input: {
      client: options.client,
      processingHost: options.processingHost ?? null,
      acceptedExtensions: options.acceptedExtensions ?? [],
    },
  });
  const view = useSelector(actor, selectUploadQueueView);
  return useMemo(
    () => ({
      view,
      addFiles: (files, add) =>
        actor.send({ type: 'uploads.add', files, onlyUpload: add?.onlyUpload ?? false }),
      cancel: (id) => actor.send({ type: 'upload.cancel', id }),
      retry: (id) => actor.send({ type: 'upload.retry', id }),
      dismiss: (id) => actor.send({ type: 'upload.dismiss', id }),
      toggle: () => actor.send({ type: 'panel.toggle' }),
    }),
    [actor, view],
  );
}
