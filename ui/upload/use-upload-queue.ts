import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorLogic } from 'xstate';
import {
  type FileStatusClient,
  selectUploadQueueView,
  type UploadModel,
  type UploadQueueActor,
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
  /** The running queue, for a caller that follows its files (reads its tasks, hears what it emits). */
  actor: UploadQueueActor;
  /**
   * Adds files; a caller's `tag` marks them as its own (an answer's attachments); `model` says what they
   * belong to (`comment` for a comment's files; lesson content otherwise).
   */
  addFiles: (
    files: readonly UploadSource[],
    options?: { onlyUpload?: boolean; tag?: string; model?: UploadModel },
  ) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  dismiss: (id: string) => void;
  toggle: () => void;
}

/** The queue's machine with the app's transport and poll. */
export function uploadQueueLogic({
  sendFile,
  pollFile,
}: Pick<UseUploadQueueOptions, 'sendFile' | 'pollFile'>) {
  return uploadQueueMachine.provide({
    actors: { uploadTask: uploadTaskMachine.provide({ actors: { sendFile, pollFile } }) },
  });
}

/** The queue's input from the app's options. */
export function uploadQueueInput(options: UseUploadQueueOptions) {
  return {
    client: options.client,
    processingHost: options.processingHost ?? null,
    acceptedExtensions: options.acceptedExtensions ?? [],
  };
}

/** The commands of a running queue; the same object for the same queue. */
export function uploadQueueCommands(actor: UploadQueueActor): Omit<UploadQueueHandle, 'view'> {
  return {
    actor,
    addFiles: (files, add) =>
      actor.send({
        type: 'uploads.add',
        files,
        onlyUpload: add?.onlyUpload ?? false,
        tag: add?.tag,
        ...(add?.model ? { model: add.model } : {}),
      }),
    cancel: (id) => actor.send({ type: 'upload.cancel', id }),
    retry: (id) => actor.send({ type: 'upload.retry', id }),
    dismiss: (id) => actor.send({ type: 'upload.dismiss', id }),
    toggle: () => actor.send({ type: 'panel.toggle' }),
  };
}

/** Runs the upload queue with the app's transport and poll, and returns what the panel shows. */
export function useUploadQueue(options: UseUploadQueueOptions): UploadQueueHandle {
  const { sendFile, pollFile } = options;
  const machine = useMemo(() => uploadQueueLogic({ sendFile, pollFile }), [sendFile, pollFile]);
  const actor = useActorRef(machine, { input: uploadQueueInput(options) });
  const view = useSelector(actor, selectUploadQueueView);
  // The commands stay the same while the view changes, so callers may keep them in their own memos.
  const commands = useMemo(() => uploadQueueCommands(actor), [actor]);
  return useMemo(() => ({ view, ...commands }), [view, commands]);
}
