import { useMemo } from 'react';
import type { QuizFileUpload, QuizImage, QuizImageUpload } from '../../../ui/quiz-constructor/index.ts';
import { type UploadQueueHandle, useUploadQueueIfAny } from '../../../ui/upload/index.ts';

let imageSerial = 0;

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

/** An upload through the queue, resolved when the queue says the tagged file is stored, refused on its failure or cancel. */
function uploadThrough(queue: UploadQueueHandle): QuizImageUpload {
  return (file) =>
    new Promise<QuizImage>((resolve, reject) => {
      imageSerial += 1;
      const tag = `quiz-image-${imageSerial}`;
      const stop = () => {
        completed.unsubscribe();
        failed.unsubscribe();
      };
      const completed = queue.actor.on('upload.completed', (event) => {
        if (event.tag !== tag) return;
        stop();
        const url = event.result.url;
        if (!url) reject(new Error('The stored image has no address yet.'));
        else void sizeOf(file).then((size) => resolve({ image_url: url, ...size }));
      });
      const failed = queue.actor.on('upload.failed', (event) => {
        if (event.tag !== tag) return;
        stop();
        reject(new Error(event.message ?? 'The image was not uploaded.'));
      });
      // Lesson content (the default model): the image belongs to the quiz's lesson.
      queue.addFiles([file], { tag });
    });
}

/**
 * A question's description file through the queue, resolved with its uuid once stored (a video's
 * address comes once it is processed; the name and type shown meanwhile are the picked file's).
 */
function fileUploadThrough(queue: UploadQueueHandle): QuizFileUpload {
  return (file) =>
    new Promise((resolve, reject) => {
      imageSerial += 1;
      const tag = `quiz-file-${imageSerial}`;
      const stop = () => {
        completed.unsubscribe();
        failed.unsubscribe();
      };
      const completed = queue.actor.on('upload.completed', (event) => {
        if (event.tag !== tag) return;
        stop();
        resolve({
          uuid: event.result.uuid,
          url: event.result.url,
          original_name: file.name,
          mime_type: file.type || null,
        });
      });
      const failed = queue.actor.on('upload.failed', (event) => {
        if (event.tag !== tag) return;
        stop();
        reject(new Error(event.message ?? 'The file was not uploaded.'));
      });
      queue.addFiles([file], { tag });
    });
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
