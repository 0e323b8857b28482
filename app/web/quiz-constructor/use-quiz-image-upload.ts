import { useMemo } from 'react';
import type { UploadResult } from '../../../core/upload/index.ts';
import type { QuizFileUpload, QuizImage, QuizImageUpload } from '../../../ui/quiz-constructor/index.ts';
import { type UploadQueueHandle, useUploadQueueIfAny } from '../../../ui/upload/index.ts';

let serial = 0;

/** The picked image's size in pixels, where the browser can read it (the answer's image_width and image_height). */
async function sizeOf(file: File): Promise<Pick<QuizImage, 'image_width' | 'image_height'>> {
  if (typeof createImageBitmap !== 'function') return { image_width: null, image_height: null };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { image_width: bitmap.width, image_height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { image_width: null, image_height: null };
  }
}

/**
 * One file through the queue under a tag of its own: resolved with what `stored` makes of the stored
 * file, refused with the queue's reason (or `failure`) when the upload fails or is cancelled.
 */
function sendThrough<T>(
  queue: UploadQueueHandle,
  file: File,
  kind: 'image' | 'file',
  stored: (result: UploadResult) => T | Promise<T>,
  failure: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    serial += 1;
    const tag = `quiz-${kind}-${serial}`;
    const stop = () => {
      completed.unsubscribe();
      failed.unsubscribe();
    };
    const completed = queue.actor.on('upload.completed', (event) => {
      if (event.tag !== tag) return;
      stop();
      Promise.resolve(event.result).then(stored).then(resolve, reject);
    });
    const failed = queue.actor.on('upload.failed', (event) => {
      if (event.tag !== tag) return;
      stop();
      reject(new Error(event.message ?? failure));
    });
    // Lesson content (the default model): the file belongs to the quiz's lesson.
    queue.addFiles([file], { tag });
  });
}

/** An answer's or statement's image, resolved with its address and its size once stored. */
function uploadThrough(queue: UploadQueueHandle): QuizImageUpload {
  return (file) =>
    sendThrough(
      queue,
      file,
      'image',
      async ({ url }) => {
        if (!url) throw new Error('The stored image has no address yet.');
        return { image_url: url, ...(await sizeOf(file)) };
      },
      'The image was not uploaded.',
    );
}

/**
 * A question's description file through the queue, resolved with its uuid once stored (a video's
 * address comes once it is processed; the name and type shown meanwhile are the picked file's).
 */
function fileUploadThrough(queue: UploadQueueHandle): QuizFileUpload {
  return (file) =>
    sendThrough(
      queue,
      file,
      'file',
      ({ uuid, url }) => ({ uuid, url, original_name: file.name, mime_type: file.type || null }),
      'The file was not uploaded.',
    );
}

/** Description files go through the app's upload queue; none are offered without one. */
export function useQuizFileUpload(): QuizFileUpload | undefined {
  const queue = useUploadQueueIfAny();
  return useMemo(() => (queue ? fileUploadThrough(queue) : undefined), [queue]);
}

/** Answer and statement images go through the app's upload queue; none are offered without one. */
export function useQuizImageUpload(): QuizImageUpload | undefined {
  const queue = useUploadQueueIfAny();
  return useMemo(() => (queue ? uploadThrough(queue) : undefined), [queue]);
}
