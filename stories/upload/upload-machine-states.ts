import type { AnyStateMachine } from 'xstate';
import { fileProcessingMachine, uploadQueueMachine, uploadTaskMachine } from '../../core/upload/index.ts';

const panel = 'upload/upload-panel.stories.tsx';
const processing = 'upload/file-processing-status.stories.tsx';

/** The upload machines whose every state needs a story, and the story showing each (`file › Export`). */
export const uploadMachineStates: { machines: AnyStateMachine[]; stories: Record<string, string> } = {
  machines: [uploadTaskMachine, uploadQueueMachine, fileProcessingMachine],
  stories: {
    'uploadTask.progress': `${panel} › Uploading`,
    'uploadTask.checking.fetching': `${panel} › Checking`,
    'uploadTask.checking.waiting': `${panel} › Checking`,
    'uploadTask.completed': `${panel} › Completed`,
    'uploadTask.failed': `${panel} › FailedWithRetry`,
    'uploadTask.aborted': `${panel} › Aborted`,
    'uploadQueue.empty': `${panel} › EmptyQueue`,
    'uploadQueue.uploading': `${panel} › Uploading`,
    'uploadQueue.settled': `${panel} › Completed`,
    'fileProcessing.waiting': `${processing} › WaitingForWorker`,
    'fileProcessing.fetching': `${processing} › AskingFileService`,
    'fileProcessing.ready': `${processing} › Ready`,
    'fileProcessing.failed': `${processing} › FailedWithReason`,
  },
};
