import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../core/api/api-error.ts';
import type { FileRecord } from '../../../core/api/index.ts';
import { isAudioRecordingName } from '../../../core/editor/audio-recording/audio-recording-rules.ts';
import { isUploadableImageName } from '../../../core/editor/image/image-rules.ts';
import { ImageImportRefused, imageImportRefusalReason, uploadCabinetOf } from '../../../core/upload/index.ts';
import type { InsertedFile } from '../../../ui/editor/insert-menu.tsx';
import {
  type ConstructorFile,
  type ConstructorUpload,
  constructorBlockOf,
  type LessonEditorActor,
  type LooseUnit,
} from '../../../ui/lesson-editor/index.ts';
import { useUploadQueueContext } from '../../../ui/upload/index.ts';
import { api } from '../api.ts';
import { usePermissions, useUser } from '../session/use-session.ts';

// The files of a lesson's (or a public page's) blocks on their way through the app's upload queue, and
// the 2 s processing poll (spec 1 §4): shared by the constructor and the public page screen, in their own
// module so neither page's chunk holds the other.

/** How often a block's file still being processed is asked for (spec 1 §4 "File processing"). */
const FILE_POLL_MS = 2000;
/** Audio and video blocks hold one file; a files block holds many. */
const SINGLE_FILE_TYPES = new Set([1, 2]);

type Files = readonly ConstructorFile[];

/** The files of a block of the lesson the editor holds, by place. */
function blockFiles(actor: LessonEditorActor, sectionIndex: number, blockIndex: number): Files {
  const unit = actor.getSnapshot().context.lesson?.sections[sectionIndex]?.info_units[blockIndex];
  return (unit?.files as Files | undefined) ?? [];
}

/**
 * Where a picked file goes: the block's screen key (stable while it moves), the lesson's cover, or a text
 * block's editor (an image or file inserted into the document, answered when stored).
 */
type UploadTarget =
  | { kind: 'block'; blockKey: string; name: string }
  | { kind: 'cover' }
  | { kind: 'editor'; name: string; needsAddress: boolean; done(file: InsertedFile | null): void };

/** The place of the block with this screen key in the editor's lesson, wherever it has moved since. */
function placeOfBlock(actor: LessonEditorActor, blockKey: string) {
  const sections = actor.getSnapshot().context.lesson?.sections ?? [];
  for (const [sectionIndex, section] of sections.entries()) {
    const blockIndex = section.info_units.findIndex(
      (unit, index) => constructorBlockOf(unit as LooseUnit, index).key === blockKey,
    );
    if (blockIndex >= 0) return { sectionIndex, blockIndex };
  }
  return null;
}

/** How long a stored cover is waited for to have an address before the upload is called failed. */
const COVER_ADDRESS_TRIES = 15;

/**
 * Picked files go to the app's upload queue (model courseLesson, the current school's cabinet: the queue's
 * transport adds both). A block's file joins the block's files when stored (found by the block's key, so
 * moving the block meanwhile is fine); the cover's address becomes the lesson's `image` once the stored file
 * has one. The queue's rows give each block its uploads in progress.
 */
export function useLessonUploads(actor: LessonEditorActor) {
  const queue = useUploadQueueContext();
  const signedIn = Boolean(useUser().data);
  const permissions = usePermissions(signedIn).data;
  const targets = useRef(new Map<string, UploadTarget>());
  const serial = useRef(0);
  const [coverError, setCoverError] = useState<string | null>(null);

  useEffect(() => {
    const completed = queue.actor.on('upload.completed', (event) => {
      const target = event.tag ? targets.current.get(event.tag) : undefined;
      if (!target || !event.tag) return;
      targets.current.delete(event.tag);
      if (target.kind === 'editor') {
        const { uuid, url } = event.result;
        // An image or a recording is inserted by its address: waited for as the cover's is; a file block needs none.
        const address = target.needsAddress ? coverAddress(uuid, url) : Promise.resolve(url);
        void address.then(
          (found) => target.done({ uuid, name: target.name, url: found }),
          () => target.done(null),
        );
        return;
      }
      if (target.kind === 'cover') {
        void coverAddress(event.result.uuid, event.result.url).then(
          (url) => actor.send({ type: 'settings.change', changes: { image: url } }),
          (error: unknown) => setCoverError(error instanceof Error ? error.message : String(error)),
        );
        return;
      }
      const place = placeOfBlock(actor, target.blockKey);
      if (!place) return;
      const { sectionIndex, blockIndex } = place;
      const unit = actor.getSnapshot().context.lesson?.sections[sectionIndex]?.info_units[blockIndex];
      if (!unit) return;
      const file: ConstructorFile = {
        uuid: event.result.uuid,
        original_name: target.name,
        process_status: 'pending',
      };
      const files = SINGLE_FILE_TYPES.has(unit.type_id)
        ? [file]
        : [...blockFiles(actor, sectionIndex, blockIndex), file];
      // The hook's commands change the active section's blocks; the file's block is shown again first.
      if (actor.getSnapshot().context.activeSection !== sectionIndex)
        actor.send({ type: 'section.select', index: sectionIndex });
      actor.send({ type: 'unit.change', index: blockIndex, changes: { files } });
    });
    const failed = queue.actor.on('upload.failed', (event) => {
      const target = event.tag ? targets.current.get(event.tag) : undefined;
      if (target?.kind === 'cover') setCoverError(event.message ?? '');
      if (target?.kind === 'editor' && event.tag) {
        targets.current.delete(event.tag);
        target.done(null);
      }
    });
    return () => {
      completed.unsubscribe();
      failed.unsubscribe();
    };
  }, [queue.actor, actor]);

  const add = useCallback(
    (file: File, target: UploadTarget) => {
      serial.current += 1;
      const tag = `lesson-upload-${serial.current}`;
      targets.current.set(tag, target);
      queue.addFiles([file], { tag });
    },
    [queue],
  );
  const pickBlockFile = useCallback(
    (sectionIndex: number, blockIndex: number, file: File) => {
      const unit = actor.getSnapshot().context.lesson?.sections[sectionIndex]?.info_units[blockIndex];
      if (!unit) return;
      add(file, {
        kind: 'block',
        blockKey: constructorBlockOf(unit as LooseUnit, blockIndex).key,
        name: file.name,
      });
    },
    [actor, add],
  );
  const pickCover = useCallback(
    (file: File) => {
      setCoverError(null);
      add(file, { kind: 'cover' });
    },
    [add],
  );

  // A text block's images and files: each through the queue; the ones that fail are left out (the queue
  // shows why), so the editor inserts what was stored.
  const uploadEditorFiles = useCallback(
    async (files: File[]): Promise<InsertedFile[]> => {
      const stored = await Promise.all(
        files.map(
          (file) =>
            new Promise<InsertedFile | null>((done) =>
              add(file, {
                kind: 'editor',
                name: file.name,
                needsAddress: isUploadableImageName(file.name) || isAudioRecordingName(file.name),
                done,
              }),
            ),
        ),
      );
      return stored.filter((file): file is InsertedFile => file !== null);
    },
    [add],
  );

  // Another site's image the page may not read, fetched and stored by the server (POST /files/import) in
  // the current school as the queue's uploads are. When the server refuses it (or cannot be asked) the
  // editor takes the image out and says why where it was: the refusal's reason (docs/editor.md).
  const importEditorImage = useCallback(
    async (url: string): Promise<InsertedFile | null> => {
      try {
        const cabinetId = uploadCabinetOf(permissions);
        const stored = await api.importFile(cabinetId == null ? { url } : { url, cabinet_id: cabinetId });
        return {
          uuid: stored.uuid,
          name: stored.original_name,
          url: await coverAddress(stored.uuid, stored.url),
        };
      } catch (error) {
        throw new ImageImportRefused(
          error instanceof ApiError
            ? imageImportRefusalReason(error.status, error.errors.url?.[0] ?? error.message)
            : 'failed',
        );
      }
    },
    [permissions],
  );

  // The queue's rows still on their way, by the block (or cover) they go to.
  const entries = useSelector(queue.actor, (snapshot) => snapshot.context.entries);
  const inFlight = useMemo(
    () =>
      entries.filter(
        (entry) =>
          entry.tag !== null &&
          targets.current.has(entry.tag) &&
          (entry.view.status === 'progress' || entry.view.status === 'checking'),
      ),
    [entries],
  );
  const blockUploads = useCallback(
    (blockKey: string): ConstructorUpload[] =>
      inFlight.flatMap((entry) => {
        const target = entry.tag ? targets.current.get(entry.tag) : undefined;
        return target?.kind === 'block' && target.blockKey === blockKey
          ? [{ fileName: entry.view.fileName, progress: entry.view.percent }]
          : [];
      }),
    [inFlight],
  );
  const coverEntry = inFlight.find((entry) => entry.tag && targets.current.get(entry.tag)?.kind === 'cover');
  const coverUpload = coverEntry
    ? { progress: coverEntry.view.percent, error: null }
    : coverError !== null
      ? { progress: 0, error: coverError }
      : null;
  return { pickBlockFile, pickCover, uploadEditorFiles, importEditorImage, blockUploads, coverUpload };
}

/** The address of a stored cover: the upload's, else the file's once it has one (asked every 2 s). */
async function coverAddress(uuid: string, url: string | null): Promise<string> {
  if (url) return url;
  for (let tries = 0; tries < COVER_ADDRESS_TRIES; tries += 1) {
    const record = await api.fileStatus(uuid);
    if (record.url) return record.url;
    if (record.process_status === 'failed') throw new Error(record.process_error ?? '');
    await new Promise((resolve) => window.setTimeout(resolve, FILE_POLL_MS));
  }
  throw new Error('');
}

/**
 * Every 2 s, the active section's block files whose processing has not completed are asked for
 * (GET /files/{uuid}) and their status is written into the block.
 */
export function useFileProcessingPoll(actor: LessonEditorActor) {
  useEffect(() => {
    let stopped = false;
    const timer = window.setInterval(async () => {
      const { context } = actor.getSnapshot();
      const sectionIndex = context.activeSection;
      const units = context.lesson?.sections[sectionIndex]?.info_units ?? [];
      for (const [blockIndex, unit] of units.entries()) {
        const files = (unit.files as Files | undefined) ?? [];
        const waiting = files.filter((file) => file.process_status && file.process_status !== 'completed');
        if (waiting.length === 0) continue;
        const answers = await Promise.all(
          waiting.map((file) =>
            api.fileStatus(file.uuid).then(
              (record): FileRecord | null => record,
              () => null,
            ),
          ),
        );
        if (stopped || actor.getSnapshot().context.activeSection !== sectionIndex) return;
        const stored = new Map(answers.flatMap((record) => (record ? [[record.uuid, record] as const] : [])));
        const changed = blockFiles(actor, sectionIndex, blockIndex).map((file) => {
          const record = stored.get(file.uuid);
          return record && record.process_status !== file.process_status
            ? { ...file, process_status: record.process_status, url: record.url }
            : file;
        });
        if (changed.some((file, index) => file !== blockFiles(actor, sectionIndex, blockIndex)[index]))
          actor.send({ type: 'unit.change', index: blockIndex, changes: { files: changed } });
      }
    }, FILE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [actor]);
}
