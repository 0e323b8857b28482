import { createActor } from 'xstate';
import { UploadDock } from './upload-dock.tsx';
import type { StartedUploadQueue } from './upload-queue-host.ts';
import { type UseUploadQueueOptions, uploadQueueInput, uploadQueueLogic } from './use-upload-queue.ts';

/**
 * Starts the app's queue for its host. It comes with the screens that upload, and its panel with it, so
 * a file picked after the connection dropped still shows its failure and Retry.
 */
export function startUploadQueue(options: UseUploadQueueOptions): StartedUploadQueue {
  const actor = createActor(uploadQueueLogic(options), { input: uploadQueueInput(options) });
  actor.start();
  return { actor, Dock: UploadDock };
}
