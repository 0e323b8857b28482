import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import type { RecorderEmitted, RecorderOutput } from './audio-recorder.types.ts';
import { deviceFailureOf } from './device-failure.ts';
import { TIMER_TICK_MS, VIDEO_STOP_DELAY_MS } from './recorder.constants.ts';
import type { MediaDevices, PermissionAnswer } from './recorder.types.ts';
import { captureVideo, requestStream, saveRecording } from './recorder-actors.ts';
import { recordingName } from './recording-name.ts';
import type { VideoRecorderContext, VideoRecorderEvent, VideoRecorderInput } from './video-recorder.types.ts';

const DEFAULT_CHOICE = { cameraId: null, microphoneId: null };

/** Asks the Permissions API whether the camera may be used. */
const queryPermission = fromPromise<PermissionAnswer, { query: () => Promise<PermissionAnswer> }>(
  ({ input }) => input.query(),
);
/** Lists the cameras and microphones (their names are known once access is granted). */
const listDevices = fromPromise<MediaDevices, { list: () => Promise<MediaDevices> }>(({ input }) =>
  input.list(),
);

/**
 * The video recorder (spec 2 §2, §4): the permission check leads to the access modal (allow, then pick the
 * camera and microphone), the denied modal, or straight to recording; device errors show the no-camera,
 * camera-busy or denied modal; the stop control after 1 s; the recording goes up until processed.
 */
export const videoRecorderMachine = setup({
  types: {
    context: {} as VideoRecorderContext,
    events: {} as VideoRecorderEvent,
    input: {} as VideoRecorderInput,
    output: {} as RecorderOutput,
    emitted: {} as RecorderEmitted,
  },
  actors: { queryPermission, requestStream, listDevices, captureVideo, saveRecording },
  delays: { timerTick: TIMER_TICK_MS, stopDelay: VIDEO_STOP_DELAY_MS },
  guards: {
    isNoDevice: ({ context }) => context.failure === 'noDevice',
    isBusy: ({ context }) => context.failure === 'busy',
  },
  actions: {
    releaseStream: assign(({ context }) => {
      context.stream?.stop();
      return { stream: null };
    }),
    noteDeviceFailure: assign({
      failure: ({ event }) => deviceFailureOf((event as unknown as { error: unknown }).error),
    }),
    countSecond: assign({ seconds: ({ context }) => context.seconds + 1 }),
    stopCapture: sendTo('capture', { type: 'capture.stop' }),
    keepRecording: ({ context }) => {
      if (context.file) context.adapters.keep?.(context.file).catch(() => undefined);
    },
    forgetRecording: ({ context }) => {
      if (context.file) context.adapters.forget?.(context.file.name).catch(() => undefined);
    },
    notifySaved: emit(({ context }) => ({
      type: 'recorder.saved' as const,
      file: context.saved ?? { uuid: '' },
    })),
  },
}).createMachine({
  id: 'videoRecorder',
  context: ({ input }) => ({
    adapters: input.adapters,
    stream: null,
    devices: { cameras: [], microphones: [] },
    choice: DEFAULT_CHOICE,
    seconds: 0,
    file: null,
    percent: 0,
    failure: null,
    message: null,
    saved: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'recorder.start': { target: 'checking' },
        'recorder.resume': { target: 'saving', actions: assign({ file: ({ event }) => event.file }) },
        'recorder.cancel': { target: 'cancelled' },
      },
    },
    checking: {
      invoke: {
        id: 'permission',
        src: 'queryPermission',
        input: ({ context }) => ({ query: context.adapters.queryPermission }),
        onDone: [
          { guard: ({ event }) => event.output === 'granted', target: 'requesting' },
          { guard: ({ event }) => event.output === 'denied', target: 'denied' },
          { target: 'access' },
        ],
        // Without the Permissions API the browser will ask: the access modal explains first.
        onError: { target: 'access' },
      },
      on: { 'recorder.cancel': { target: 'cancelled' } },
    },
    access: {
      initial: 'asking',
      states: {
        asking: { on: { 'access.allow': { target: 'requesting' } } },
        requesting: {
          invoke: {
            id: 'request',
            src: 'requestStream',
            input: ({ context }) => ({ request: () => context.adapters.requestCamera(DEFAULT_CHOICE) }),
            onDone: { target: 'listing', actions: assign({ stream: ({ event }) => event.output }) },
            onError: { target: '#videoRecorder.failing', actions: 'noteDeviceFailure' },
          },
        },
        listing: {
          invoke: {
            id: 'devices',
            src: 'listDevices',
            input: ({ context }) => ({ list: context.adapters.listDevices }),
            onDone: { target: 'picking', actions: assign({ devices: ({ event }) => event.output }) },
            onError: { target: 'picking' },
          },
        },
        picking: {
          on: {
            'device.pick': {
              actions: assign({
                choice: ({ context, event }) =>
                  event.kind === 'camera'
                    ? { ...context.choice, cameraId: event.deviceId }
                    : { ...context.choice, microphoneId: event.deviceId },
              }),
            },
            'access.confirm': { target: '#videoRecorder.requesting' },
          },
        },
      },
      exit: 'releaseStream',
      on: { 'recorder.cancel': { target: 'cancelled' } },
    },
    requesting: {
      entry: assign({ failure: null, message: null, seconds: 0 }),
      invoke: {
        id: 'request',
        src: 'requestStream',
        input: ({ context }) => ({ request: () => context.adapters.requestCamera(context.choice) }),
        onDone: { target: 'recording', actions: assign({ stream: ({ event }) => event.output }) },
        onError: { target: 'failing', actions: 'noteDeviceFailure' },
      },
      on: { 'recorder.cancel': { target: 'cancelled' } },
    },
    failing: {
      always: [
        { guard: 'isNoDevice', target: 'noCamera' },
        { guard: 'isBusy', target: 'cameraBusy' },
        { target: 'denied' },
      ],
    },
    denied: {
      tags: ['error'],
      on: { 'recorder.retry': { target: 'requesting' }, 'recorder.cancel': { target: 'cancelled' } },
    },
    noCamera: {
      tags: ['error'],
      on: { 'recorder.retry': { target: 'requesting' }, 'recorder.cancel': { target: 'cancelled' } },
    },
    cameraBusy: {
      tags: ['error'],
      on: { 'recorder.retry': { target: 'requesting' }, 'recorder.cancel': { target: 'cancelled' } },
    },
    recording: {
      exit: 'releaseStream',
      invoke: {
        id: 'capture',
        src: 'captureVideo',
        input: ({ context }) => ({
          stream: context.stream ?? { stop: () => undefined },
          capture: context.adapters.captureVideo,
        }),
      },
      type: 'parallel',
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: { after: { timerTick: { target: 'ticking', reenter: true, actions: 'countSecond' } } },
          },
        },
        control: {
          initial: 'warmingUp',
          states: {
            warmingUp: { after: { stopDelay: { target: 'stoppable' } } },
            stoppable: { on: { 'recorder.stop': { target: 'stopping', actions: 'stopCapture' } } },
            stopping: {},
          },
        },
      },
      on: {
        'video.captured': {
          target: 'saving',
          actions: assign({
            file: ({ context, event }) => {
              const mimeType = event.mimeType.split(';')[0] || 'video/mp4';
              return { blob: event.blob, mimeType, name: recordingName(context.adapters.newId(), mimeType) };
            },
          }),
        },
        'capture.failed': { target: 'denied', actions: assign({ failure: 'capture' }) },
        'recorder.cancel': { target: 'cancelled' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: [assign({ percent: 0, failure: null, message: null }), 'keepRecording'],
      invoke: {
        id: 'save',
        src: 'saveRecording',
        input: ({ context }) => ({
          file: context.file ?? { blob: new Blob([]), name: 'recording', mimeType: 'video/mp4' },
          store: context.adapters,
        }),
      },
      on: {
        'save.progressed': {
          actions: assign({ percent: ({ event }) => Math.round(Math.min(100, Math.max(0, event.percent))) }),
        },
        'save.stored': {
          target: 'done',
          actions: [assign({ saved: ({ event }) => event.file }), 'forgetRecording', 'notifySaved'],
        },
        // The modal closes and says why; the recording stays kept on the device, offered after a reload.
        'save.failed': {
          target: 'failed',
          actions: assign({ failure: 'upload', message: ({ event }) => event.message }),
        },
        'recorder.cancel': { target: 'cancelled', actions: 'forgetRecording' },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ file: context.saved, failure: context.failure, message: context.message }),
});
