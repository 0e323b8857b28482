import { useEffect, useId, useMemo } from 'react';
import { ApiError } from '../../../core/api/api-error.ts';
import type { CommentThreadRef } from '../../../core/api/comment-calls.ts';
import { commentThreadMachineWith, type ThreadPartQuery } from '../../../core/comments/index.ts';
import { CommentThreadPanel, useCommentThread } from '../../../ui/comments/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useNotify } from '../../../ui/notifications/index.ts';
import { type UploadQueueHandle, useUploadQueueContext } from '../../../ui/upload/index.ts';
import { api } from '../api.ts';
import { useAppRecorders } from '../recorder/use-app-recorders.tsx';

/** Props of a comment thread wired to the server. */
export interface CommentThreadProps {
  thread: CommentThreadRef;
  part?: ThreadPartQuery;
  /** The student/public view: /public/ calls, no moderation. */
  asStudent: boolean;
  /** A deep link's comment to open and scroll to. */
  focusCommentId?: number | null;
  headingLevel?: 2 | 3 | 4;
  hideWhenEmpty?: boolean;
}

/**
 * A comment thread calling the server (docs/comments.md): the thread machine over `api.comments`,
 * failures of a send, an edit, a deletion or a moderation shown by the shared notifications (spec 2
 * §8), files through the app's upload queue under the thread's own tag.
 */
export function CommentThread(props: CommentThreadProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queue = useUploadQueueContext();
  const tag = `comment:${useId()}`;
  const machine = useMemo(() => commentThreadMachineWith(api.comments), []);
  // Recordings go up as comment files, like picked ones.
  const commentQueue = useMemo<UploadQueueHandle>(
    () => ({
      ...queue,
      addFiles: (picked, options) => queue.addFiles(picked, { ...options, model: 'comment' }),
    }),
    [queue],
  );
  const recorders = useAppRecorders(commentQueue, `comment:${props.thread.type}:${props.thread.id}`);
  const { view, commands, files } = useCommentThread(
    machine,
    {
      thread: props.thread,
      part: props.part ?? {},
      asStudent: props.asStudent,
      focusCommentId: props.focusCommentId ?? null,
    },
    {
      onFailure: (error) =>
        notify.danger(t('comments.failed'), error instanceof ApiError ? error.message : undefined),
    },
  );

  useEffect(() => {
    const { actor } = queue;
    const done = actor.on('upload.completed', (event) => {
      if (event.tag !== tag) return;
      const entry = actor.getSnapshot().context.entries.find((candidate) => candidate.id === event.id);
      files.uploaded({ uuid: event.result.uuid, name: entry?.view.fileName ?? event.result.uuid });
    });
    const failed = actor.on('upload.failed', (event) => {
      if (event.tag === tag) files.failed();
    });
    const restarted = actor.on('upload.restarted', (event) => {
      if (event.tag === tag) files.uploading();
    });
    return () => {
      done.unsubscribe();
      failed.unsubscribe();
      restarted.unsubscribe();
    };
  }, [queue, tag, files]);

  return (
    <CommentThreadPanel
      view={view}
      commands={commands}
      headingLevel={props.headingLevel}
      hideWhenEmpty={props.hideWhenEmpty}
      onPickFiles={(picked) => {
        for (let index = 0; index < picked.length; index += 1) files.uploading();
        queue.addFiles(picked, { onlyUpload: true, tag, model: 'comment' });
      }}
      onRecord={
        recorders.record
          ? (kind) => {
              files.uploading();
              recorders.record?.(kind, props.thread.id).then(
                (file) =>
                  file
                    ? files.uploaded({ uuid: file.uuid, name: file.original_name ?? file.uuid })
                    : files.failed(),
                () => files.failed(),
              );
            }
          : undefined
      }
      recorders={recorders.element}
    />
  );
}
