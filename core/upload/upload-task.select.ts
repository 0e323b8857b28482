import type { SnapshotFrom } from 'xstate';
import type { uploadTaskMachine } from './upload-task.machine.ts';
import type { UploadResult, UploadTaskContext, UploadTaskStatus } from './upload-task.types.ts';

/** A running task's snapshot. */
export type UploadTaskSnapshot = SnapshotFrom<typeof uploadTaskMachine>;

/** The icon a row shows for its status. */
export type UploadStatusIcon = 'spinner' | 'hourglass' | 'check' | 'error' | 'cancelled';

/** What the panel shows of one task. */
export interface UploadTaskView {
  fileName: string;
  /** Percent of bytes sent, 0-100. */
  percent: number;
  status: UploadTaskStatus;
  icon: UploadStatusIcon;
  /** A translation key of group uploads or the server's own text; null when nothing to say. */
  message: string | null;
  /** Text after the message (the size limit). */
  messageDetail: string | null;
  canCancel: boolean;
  canRetry: boolean;
  result: UploadResult | null;
}

const ICONS: Record<UploadTaskStatus, UploadStatusIcon> = {
  progress: 'spinner',
  checking: 'hourglass',
  completed: 'check',
  failed: 'error',
  aborted: 'cancelled',
};

/** The spec 2 §3 status of a state value (the passing `starting` reads as progress). */
export function statusOfStateValue(value: unknown): UploadTaskStatus {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  switch (top) {
    case 'checking':
    case 'completed':
    case 'failed':
    case 'aborted':
      return top;
    default:
      return 'progress';
  }
}

/** The row of the panel from a task's value and context. */
export function uploadTaskViewOf(value: unknown, context: UploadTaskContext): UploadTaskView {
  const status = statusOfStateValue(value);
  const ended = status === 'failed' || status === 'aborted';
  return {
    fileName: context.fileName,
    percent: context.progress,
    status,
    icon: ICONS[status],
    message: ended ? context.message : null,
    messageDetail: ended ? context.messageDetail : null,
    canCancel: status === 'progress' || status === 'checking',
    canRetry: ended && context.canRetry,
    result: context.result,
  };
}

/** The row of the panel from a task's snapshot. */
export function selectUploadTaskView(snapshot: UploadTaskSnapshot): UploadTaskView {
  return uploadTaskViewOf(snapshot.value, snapshot.context);
}

/** A row once its task has finished with a result (the task's last snapshot is not synced to the queue). */
export function completedTaskView(view: UploadTaskView, result: UploadResult): UploadTaskView {
  return {
    ...view,
    percent: 100,
    status: 'completed',
    icon: ICONS.completed,
    message: null,
    messageDetail: null,
    canCancel: false,
    canRetry: false,
    result,
  };
}
