import type { UploadQueueActor } from '../../../core/upload/upload-queue.select.ts';
import { startUploadQueue } from '../../../ui/upload/start-upload-queue.ts';
import type { UploadQueueHost } from '../../../ui/upload/upload-queue-host.ts';
import { uploadQueueCommands } from '../../../ui/upload/use-upload-queue.ts';

/** What the photo's picker hears of its file: the percent while it goes up, then its uuid or why it failed. */
export interface AvatarUploadListeners {
  progressed: (percent: number | null) => void;
  stored: (uuid: string) => void;
  failed: (message: string | null) => void;
}

/** The percent of the tagged file while it is sent or checked, else null. */
function percentOf(snapshot: ReturnType<UploadQueueActor['getSnapshot']>, tag: string): number | null {
  const entry = snapshot.context.entries.find((candidate) => candidate.tag === tag);
  return entry && (entry.view.status === 'progress' || entry.view.status === 'checking')
    ? entry.view.percent
    : null;
}

/**
 * Sends the photo through the app's upload queue (started here when no screen had, with its panel) and
 * tells the picker how it goes. Loaded when a photo is picked, so the account page starts without the
 * queue and XState. Returns the way to stop listening (the picker unmounted, or another photo picked).
 */
export function uploadAvatar(
  host: UploadQueueHost,
  file: File,
  tag: string,
  listeners: AvatarUploadListeners,
): () => void {
  const actor = host.open(startUploadQueue);
  const progress = actor.subscribe((snapshot) => listeners.progressed(percentOf(snapshot, tag)));
  const completed = actor.on('upload.completed', (event) => {
    if (event.tag !== tag) return;
    stop();
    listeners.stored(event.result.uuid);
  });
  const failed = actor.on('upload.failed', (event) => {
    if (event.tag !== tag) return;
    stop();
    listeners.failed(event.message);
  });
  function stop() {
    progress.unsubscribe();
    completed.unsubscribe();
    failed.unsubscribe();
  }
  uploadQueueCommands(actor).addFiles([file], { tag });
  return stop;
}
