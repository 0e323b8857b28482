export { FileProcessingStatus, processStatusOfView } from './file-processing-status.tsx';
export { startUploadQueue } from './start-upload-queue.ts';
export { UploadDock } from './upload-dock.tsx';
export { UploadFileInput, type UploadFileInputProps } from './upload-file-input.tsx';
export { uploadMessageText } from './upload-message-text.ts';
export { UploadPanel, type UploadPanelProps } from './upload-panel.tsx';
export {
  createUploadQueueHost,
  runningUploadQueueHost,
  type StartedUploadQueue,
  type UploadQueueHost,
  UploadQueueHostContext,
  type UploadQueueHostOptions,
} from './upload-queue-host.ts';
export { UploadQueueHostProvider } from './upload-queue-host-provider.tsx';
export { UploadQueueProvider, useUploadQueueContext, useUploadQueueIfAny } from './upload-queue-provider.tsx';
export { UploadStatusIcon } from './upload-status-icon.tsx';
export { UploadTaskRow, type UploadTaskRowProps } from './upload-task-row.tsx';
export { useRunningUploadQueue } from './use-running-upload-queue.ts';
export {
  type UploadQueueHandle,
  type UseUploadQueueOptions,
  uploadQueueCommands,
  uploadQueueInput,
  uploadQueueLogic,
  useUploadQueue,
} from './use-upload-queue.ts';
