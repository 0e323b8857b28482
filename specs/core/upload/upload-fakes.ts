import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { FileRecord } from '../../../core/api/index.ts';
import {
  type FileStatusClient,
  type PollFileInput,
  selectUploadQueueView,
  type UploadTaskEvent,
  type UploadTransportCallback,
  type UploadTransportEvent,
  type UploadTransportInput,
  uploadQueueMachine,
  uploadTaskMachine,
} from '../../../core/upload/index.ts';
import type { QueueCommand } from '../../arbitraries/upload.ts';

/** A transport the spec drives by hand: it records each send and whether it was aborted. */
export function fakeTransport() {
  const sends: {
    input: UploadTransportInput;
    aborted: boolean;
    report: (event: UploadTransportEvent) => void;
  }[] = [];
  const callback: UploadTransportCallback = ({ sendBack, input }) => {
    const send = { input, aborted: false, report: (event: UploadTransportEvent) => sendBack(event) };
    sends.push(send);
    return () => {
      send.aborted = true;
    };
  };
  const logic = fromCallback<UploadTaskEvent, UploadTransportInput>(callback);
  return {
    /** The transport as the app's upload host takes it. */
    callback,
    logic,
    sends,
    /** The send now running. */
    get current() {
      const last = sends.at(-1);
      if (!last) throw new Error('nothing was sent');
      return last;
    },
  };
}

/** A file service that answers each poll from a script (the last answer repeats) and counts the polls. */
export function fakeFileService(answers: (FileRecord | Error)[]) {
  const polls: number[] = [];
  let clock = () => 0;
  const client: FileStatusClient = {
    fileStatus: (uuid) => {
      polls.push(clock());
      const answer = answers[Math.min(polls.length - 1, answers.length - 1)];
      if (!answer) return Promise.reject(new Error('no answer scripted'));
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ ...answer, uuid });
    },
  };
  const logic = fromPromise<FileRecord, PollFileInput>(({ input }) => input.client.fileStatus(input.uuid));
  return {
    client,
    logic,
    polls,
    /** Lets the service note the simulated time of each poll. */
    followClock(now: () => number) {
      clock = now;
    },
  };
}

/** An error as the API client throws it. */
export function httpError(status: number, message = 'refused', errors?: Record<string, string[]>) {
  return Object.assign(new Error(message), { status, errors: errors ?? {} });
}

export const processing = (url: string | null = null): FileRecord => ({
  uuid: 'x',
  url,
  process_status: 'processing',
});
export const completed = (url = 'https://cdn.lectern.test/files/x.mp4'): FileRecord => ({
  uuid: 'x',
  url,
  process_status: 'completed',
});

/** Lets the promise jobs queued so far run (poll answers resolve on microtasks). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A running upload queue whose tasks send through a fake transport and poll a scripted file service. */
export function startFakeQueue(answers: (FileRecord | Error)[] = [completed()]) {
  const clock = new SimulatedClock();
  const transport = fakeTransport();
  const files = fakeFileService(answers);
  const uploadTask = uploadTaskMachine.provide({
    actors: { sendFile: transport.logic, pollFile: files.logic },
  });
  const actor = createActor(uploadQueueMachine.provide({ actors: { uploadTask } }), {
    input: { client: files.client },
    clock,
  }).start();
  const view = () => selectUploadQueueView(actor.getSnapshot());
  /** The latest send of a file, by name. */
  const send = (fileName: string) => {
    const found = transport.sends.filter((candidate) => candidate.input.fileName === fileName).at(-1);
    if (!found) throw new Error(`${fileName} was never sent`);
    return found;
  };
  /** The send of a file still running, by name (none once aborted). */
  const liveSend = (fileName: string) =>
    transport.sends.filter((candidate) => candidate.input.fileName === fileName && !candidate.aborted).at(-1);
  /**
   * Reports what the transport of a row says for a command of the file's life (progress, all bytes sent,
   * sent and found completed at once, failure); true when the command was one of those.
   */
  const reportTransportFact = async (
    command: QueueCommand,
    row: { id: string; view: { fileName: string } } | undefined,
  ): Promise<boolean> => {
    const live = row ? liveSend(row.view.fileName) : undefined;
    switch (command.kind) {
      case 'progress':
        live?.report({ type: 'upload.progressed', bytesSent: command.percent * 10, bytesTotal: 1000 });
        return true;
      case 'sent':
        live?.report({ type: 'upload.sent', result: { uuid: row?.id ?? '', url: null } });
        return true;
      case 'complete':
        // the file service answers completed at once, so the poll finishes the task
        live?.report({ type: 'upload.sent', result: { uuid: row?.id ?? '', url: null } });
        await settle();
        return true;
      case 'fail':
        live?.report({ type: 'upload.failed', failure: { status: command.status, message: null } });
        return true;
      default:
        return false;
    }
  };
  return { actor, clock, transport, files, view, send, liveSend, reportTransportFact };
}
