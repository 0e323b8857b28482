import { fromPromise } from 'xstate';
import type { FileRecord } from '../api/files.ts';
import type { PollFileInput } from './upload-task.types.ts';

/** The `pollFile` actor the app provides: one `GET /files/{uuid}` through the client it is given. */
export const pollFileThroughClient = fromPromise<FileRecord, PollFileInput>(({ input }) =>
  input.client.fileStatus(input.uuid),
);
