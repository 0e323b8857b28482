export { FileProcessingStatus, processStatusOfView } from './file-processing-status.tsx';
export { UploadFileInput, type UploadFileInputProps } from './upload-file-input.tsx';
export { uploadMessageText } from './upload-message-text.ts';
export { UploadPanel, type UploadPanelProps } from './upload-panel.tsx';
export { UploadQueueProvider, useUploadQueueContext, useUploadQueueIfAny } from './upload-queue-provider.tsx';
export { UploadStatusIcon } from './upload-status-icon.tsx';
export { UploadTaskRow, type UploadTaskRowProps } from './upload-task-row.tsx';
export { type UploadQueueHandle, type UseUploadQueueOptions, useUploadQueue } from './use-upload-queue.ts';
