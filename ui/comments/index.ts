export {
  type CommentThreadCommands,
  CommentThreadPanel,
  type CommentThreadPanelProps,
} from './comment-thread-panel.tsx';
export {
  type CommentThreadFiles,
  type UseCommentThreadOptions,
  useCommentThread,
} from './use-comment-thread.ts';
