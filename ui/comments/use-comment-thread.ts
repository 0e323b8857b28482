import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  type CommentThreadInput,
  type CommentThreadView,
  type commentThreadMachine,
  type FormFile,
  selectCommentThreadView,
} from '../../core/comments/index.ts';
import type { CommentThreadCommands } from './comment-thread-panel.tsx';

/** What a thread does beyond its own view: hand failures to the shared error handler. */
export interface UseCommentThreadOptions {
  onFailure?(error: unknown): void;
}

/** The thread's file commands, for the page that runs the uploads. */
export interface CommentThreadFiles {
  uploading(): void;
  uploaded(file: FormFile): void;
  failed(): void;
}

/** Runs a thread's machine (with its actors provided) and gives its view and commands. */
export function useCommentThread(
  machine: typeof commentThreadMachine,
  input: CommentThreadInput,
  options: UseCommentThreadOptions = {},
): { view: CommentThreadView; commands: CommentThreadCommands; files: CommentThreadFiles } {
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, selectCommentThreadView);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const failed = actor.on('comment.failed', (event) => latest.current.onFailure?.(event.error));
    return () => failed.unsubscribe();
  }, [actor]);
  const commands = useMemo<CommentThreadCommands>(
    () => ({
      changeText: (text) => actor.send({ type: 'text.change', text }),
      pressEnter: (keys) => actor.send({ type: 'key.enter', ...keys }),
      setPrivate: (isPrivate) => actor.send({ type: 'private.set', isPrivate }),
      send: () => actor.send({ type: 'send' }),
      startEdit: (id) => actor.send({ type: 'edit.start', id }),
      cancelEdit: () => actor.send({ type: 'edit.cancel' }),
      removeFile: (uuid) => actor.send({ type: 'file.remove', uuid }),
      more: () => actor.send({ type: 'more' }),
      reload: () => actor.send({ type: 'reload' }),
      remove: (id) => actor.send({ type: 'delete', id }),
      toggleVisibility: (id) => actor.send({ type: 'visibility.toggle', id }),
      bulk: (action) => actor.send({ type: 'bulk', action }),
      nextUnseen: () => actor.send({ type: 'unseen.next' }),
      focused: () => actor.send({ type: 'focus.done' }),
    }),
    [actor],
  );
  const files = useMemo<CommentThreadFiles>(
    () => ({
      uploading: () => actor.send({ type: 'file.uploading' }),
      uploaded: (file) => actor.send({ type: 'file.uploaded', file }),
      failed: () => actor.send({ type: 'file.failed' }),
    }),
    [actor],
  );
  return { view, commands, files };
}
