export { withDocumentFlagsOff } from './editor-image-upload.ts';
export {
  allowsDocDownload,
  allowsDocPreview,
  bothAllow,
  combinedDocFlag,
  DOCUMENT_EXTENSIONS,
  type FileParentContext,
  type FileRowActions,
  fileDownloadPath,
  fileRowActions,
  isDocumentFile,
  isDownloadAllowed,
  recordExtension,
  showsDocumentPreviewList,
  showsDocumentSwitches,
} from './file-download.ts';
export { fileExtension, isExtensionAccepted } from './file-extension.ts';
export { fileProcessingMachine } from './file-processing.machine.ts';
export { type FileProcessingView, selectFileProcessingView } from './file-processing.select.ts';
export type {
  FileProcessedEmitted,
  FileProcessingContext,
  FileProcessingEvent,
  FileProcessingInput,
} from './file-processing.types.ts';
export { hasProcessingFailed, isFileReady, pointsAtHost } from './file-ready.ts';
export {
  IMAGE_IMPORT_MAX_REDIRECTS,
  IMAGE_IMPORT_REFUSALS,
  type ImageImportRefusalReason,
  ImageImportRefused,
  imageImportRefusalReason,
  refusalReasonOf,
} from './image-import-refusal.ts';
export {
  IMAGE_MIME_TYPES,
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_EXTENSIONS,
  isImageMimeType,
} from './image-mime-types.ts';
export { pollFileThroughClient } from './poll-file-through-client.ts';
export { storageUploadFields, storageUploadQuery, type Uploader } from './storage-upload-request.ts';
export {
  isAwaitedUpload,
  type TaggedUpload,
  type TaggedUploadStatus,
  taggedUploadOf,
  taggedUploadStatus,
  uploadsTagged,
} from './tagged-uploads.ts';
export * from './upload.constants.ts';
export { mayStoreFiles, uploadCabinetOf } from './upload-cabinet.ts';
export {
  describeUploadFailure,
  type FailureDescription,
  failureOf,
  isInvalidUserHash,
  isTransientFailure,
} from './upload-failure.ts';
export { uploadPercent } from './upload-progress.ts';
export { uploadQueueMachine } from './upload-queue.machine.ts';
export {
  selectUploadQueueView,
  type UploadQueueActor,
  type UploadQueueView,
} from './upload-queue.select.ts';
export type {
  UploadQueueContext,
  UploadQueueEmitted,
  UploadQueueEntry,
  UploadQueueEvent,
  UploadQueueInput,
} from './upload-queue.types.ts';
export {
  appendEntries,
  dismissEntry,
  hasBusyEntry,
  isDismissable,
  updateEntryView,
  uploadTaskId,
} from './upload-queue-entries.ts';
export { type UploadQueueTotals, uploadQueueTotals } from './upload-queue-totals.ts';
export { checkUploadFile, isVideoFile, type UploadRefusal, uploadSizeLimit } from './upload-refusal.ts';
export { uploadTaskMachine } from './upload-task.machine.ts';
export {
  completedTaskView,
  selectUploadTaskView,
  statusOfStateValue,
  type UploadStatusIcon,
  type UploadTaskSnapshot,
  type UploadTaskView,
  uploadTaskViewOf,
} from './upload-task.select.ts';
export type {
  FileStatusClient,
  PollFileInput,
  UploadFailure,
  UploadResult,
  UploadSource,
  UploadTaskContext,
  UploadTaskEvent,
  UploadTaskInput,
  UploadTaskOutput,
  UploadTaskStatus,
  UploadTransportCallback,
  UploadTransportEvent,
  UploadTransportInput,
} from './upload-task.types.ts';
export { initialUploadTaskContext } from './upload-task-context.ts';
export { panelTaskInput, uploaderTaskInput } from './upload-task-presets.ts';
