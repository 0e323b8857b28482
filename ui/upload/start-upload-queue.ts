import { createActor, fromCallback } from 'xstate';
import { pollFileThroughClient } from '../../core/upload/index.ts';
import { UploadDock } from './upload-dock.tsx';
import type { StartedUploadQueue, UploadQueueHostOptions } from './upload-queue-host.ts';
import { uploadQueueInput, uploadQueueLogic } from './use-upload-queue.ts';

/**
 * Starts the app's queue for its host, the transport made an actor and the files polled through the
 * client. It comes with the screens that upload, and its panel with it, so a file picked after the
 * connection dropped still shows its failure and Retry.
 */
export function startUploadQueue(hosted: UploadQueueHostOptions): StartedUploadQueue {
  const options = { ...hosted, sendFile: fromCallback(hosted.sendFile), pollFile: pollFileThroughClient };
  const actor = createActor(uploadQueueLogic(options), { input: uploadQueueInput(options) });
  actor.start();
  return { actor, Dock: UploadDock };
}
