import { assign, emit, sendTo, setup } from 'xstate';
import type {
  AudioRecorderContext,
  AudioRecorderEvent,
  AudioRecorderInput,
  RecorderEmitted,
  RecorderOutput,
} from './audio-recorder.types.ts';
import { deviceFailureOf } from './device-failure.ts';
import { TIMER_TICK_MS, WAVEFORM_BARS } from './recorder.constants.ts';
import { captureAudio, encodeRecording, requestStream, saveRecording } from './recorder-actors.ts';
import { recordingName } from './recording-name.ts';
import { encodeWav } from './wav-encoding.ts';

const silence = (): number[] => Array.from({ length: WAVEFORM_BARS }, () => 0);

/** The audio recorder (spec 2 §2, §4): microphone, waveform and timer, MP3 in a worker, upload until processed. */
export const audioRecorderMachine = setup({
  types: {
    context: {} as AudioRecorderContext,
    events: {} as AudioRecorderEvent,
    input: {} as AudioRecorderInput,
    output: {} as RecorderOutput,
    emitted: {} as RecorderEmitted,
  },
  actors: { requestStream, captureAudio, encodeRecording, saveRecording },
  delays: { timerTick: TIMER_TICK_MS },
  guards: {
    failedToUpload: ({ context }) => context.failure === 'upload' && context.file !== null,
  },
  actions: {
    releaseStream: assign(({ context }) => {
      context.stream?.stop();
      return { stream: null };
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
  id: 'audioRecorder',
  context: ({ input }) => ({
    adapters: input.adapters,
    stream: null,
    seconds: 0,
    bars: silence(),
    samples: null,
    sampleRate: 0,
    file: null,
    unencoded: false,
    phase: 'encoding',
    phasePercent: 0,
    failure: null,
    message: null,
    saved: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'recorder.start': { target: 'requesting' },
        'recorder.resume': {
          target: 'saving.uploading',
          actions: assign({ file: ({ event }) => event.file }),
        },
        'recorder.cancel': { target: 'cancelled' },
      },
    },
    requesting: {
      entry: assign({ failure: null, message: null, seconds: 0, bars: silence() }),
      invoke: {
        id: 'request',
        src: 'requestStream',
        input: ({ context }) => ({ request: context.adapters.requestMicrophone }),
        onDone: { target: 'recording', actions: assign({ stream: ({ event }) => event.output }) },
        onError: {
          target: 'error',
          actions: assign({ failure: ({ event }) => deviceFailureOf(event.error) }),
        },
      },
      on: { 'recorder.cancel': { target: 'cancelled' } },
    },
    recording: {
      exit: 'releaseStream',
      invoke: {
        id: 'capture',
        src: 'captureAudio',
        input: ({ context }) => ({
          stream: context.stream ?? { stop: () => undefined },
          capture: context.adapters.captureAudio,
        }),
      },
      initial: 'running',
      states: {
        running: {
          after: { timerTick: { target: 'running', reenter: true, actions: 'countSecond' } },
          on: { 'recorder.add': { target: 'stopping', actions: 'stopCapture' } },
        },
        stopping: {},
      },
      on: {
        'audio.levels': { actions: assign({ bars: ({ event }) => event.bars }) },
        'audio.captured': {
          target: 'saving',
          actions: assign({
            samples: ({ event }) => event.samples,
            sampleRate: ({ event }) => event.sampleRate,
          }),
        },
        'capture.failed': { target: 'error', actions: assign({ failure: 'capture' }) },
        'recorder.cancel': { target: 'cancelled' },
      },
    },
    saving: {
      tags: ['busy'],
      initial: 'encoding',
      states: {
        encoding: {
          entry: assign({ phase: 'encoding', phasePercent: 0 }),
          invoke: {
            id: 'encode',
            src: 'encodeRecording',
            input: ({ context }) => ({
              samples: context.samples ?? new Float32Array(0),
              sampleRate: context.sampleRate,
              encode: context.adapters.encodeMp3,
            }),
          },
          on: {
            'encoding.progressed': {
              actions: assign({
                phasePercent: ({ event }) => Math.round(Math.min(1, Math.max(0, event.fraction)) * 100),
              }),
            },
            'encoding.finished': {
              target: 'uploading',
              actions: assign({
                file: ({ context, event }) => ({
                  blob: new Blob([event.bytes as Uint8Array<ArrayBuffer>], { type: 'audio/mpeg' }),
                  mimeType: 'audio/mpeg',
                  name: recordingName(context.adapters.newId(), 'audio/mpeg'),
                }),
                samples: null,
              }),
            },
            'encoding.failed': {
              target: 'uploading',
              actions: assign({
                file: ({ context }) => ({
                  blob: new Blob(
                    [
                      encodeWav(
                        context.samples ?? new Float32Array(0),
                        context.sampleRate || 44100,
                      ) as Uint8Array<ArrayBuffer>,
                    ],
                    {
                      type: 'audio/wav',
                    },
                  ),
                  mimeType: 'audio/wav',
                  name: recordingName(context.adapters.newId(), 'audio/wav'),
                }),
                unencoded: true,
                samples: null,
              }),
            },
          },
        },
        uploading: {
          entry: [
            assign({ phase: 'uploading', phasePercent: 0, failure: null, message: null }),
            'keepRecording',
          ],
          invoke: {
            id: 'save',
            src: 'saveRecording',
            input: ({ context }) => ({
              file: context.file ?? { blob: new Blob([]), name: 'recording', mimeType: 'audio/mpeg' },
              store: context.adapters,
            }),
          },
          on: {
            'save.progressed': {
              actions: assign({
                phasePercent: ({ event }) => Math.round(Math.min(100, Math.max(0, event.percent))),
              }),
            },
            'save.stored': {
              target: '#audioRecorder.done',
              actions: [assign({ saved: ({ event }) => event.file }), 'forgetRecording', 'notifySaved'],
            },
            'save.failed': {
              target: '#audioRecorder.error',
              actions: assign({ failure: 'upload', message: ({ event }) => event.message }),
            },
          },
        },
      },
      on: { 'recorder.cancel': { target: 'cancelled', actions: 'forgetRecording' } },
    },
    error: {
      tags: ['error'],
      on: {
        'recorder.retry': [{ guard: 'failedToUpload', target: 'saving.uploading' }, { target: 'requesting' }],
        'recorder.cancel': { target: 'cancelled', actions: 'forgetRecording' },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ file: context.saved, failure: context.failure, message: context.message }),
});
