import { assign, emit, fromPromise, setup } from 'xstate';
import { RECORDING_RATES } from './audio-player.constants.ts';
import { analysesWaveform } from './waveform-bars.ts';

/** Input of the audio recording player. */
export interface RecordingPlayerInput {
  /** Whether the recording belongs to a task with a script (the 'show script' toggle). */
  hasScript?: boolean;
}

/** Context of the audio recording player. */
export interface RecordingPlayerContext {
  rate: (typeof RECORDING_RATES)[number];
  hasScript: boolean;
  scriptShown: boolean;
  duration: number | null;
  /** The waveform's bars (0 … 1) once analysed; empty for audio of 300 s or more. */
  bars: number[];
}

/** Events of the audio recording player. */
export type RecordingPlayerEvent =
  | { type: 'recording.play' }
  | { type: 'recording.stop' }
  | { type: 'rate.cycle' }
  | { type: 'script.toggle' }
  | { type: 'media.loaded'; duration: number }
  | { type: 'media.ended' };

/** What the recording player asks its audio element to do. */
export type RecordingPlayerEmitted =
  | { type: 'media.command'; command: 'play' | 'stop' }
  | { type: 'media.command'; command: 'rate'; rate: number };

const nextRate = (rate: number) =>
  RECORDING_RATES[
    (RECORDING_RATES.indexOf(rate as (typeof RECORDING_RATES)[number]) + 1) % RECORDING_RATES.length
  ] ?? RECORDING_RATES[0];

/** Spec 1 §4 Audio recording player: stopped or playing; the rate cycles 1×, 1.5×, 2×; a 'show script' toggle; a waveform under 300 s. */
export const audioRecordingPlayerMachine = setup({
  types: {
    context: {} as RecordingPlayerContext,
    events: {} as RecordingPlayerEvent,
    input: {} as RecordingPlayerInput,
    emitted: {} as RecordingPlayerEmitted,
  },
  actors: {
    analyseWaveform: fromPromise<number[], { duration: number }>(async () => {
      throw new Error('provide analyseWaveform');
    }),
  },
  guards: {
    hasScript: ({ context }) => context.hasScript,
    needsWaveform: ({ context, event }) =>
      context.bars.length === 0 && event.type === 'media.loaded' && analysesWaveform(event.duration),
  },
  actions: {
    commandPlay: emit({ type: 'media.command', command: 'play' } as const),
    commandStop: emit({ type: 'media.command', command: 'stop' } as const),
    cycleRate: assign({ rate: ({ context }) => nextRate(context.rate) }),
    commandRate: emit(({ context }) => ({
      type: 'media.command' as const,
      command: 'rate' as const,
      rate: context.rate,
    })),
    toggleScript: assign({ scriptShown: ({ context }) => !context.scriptShown }),
    assignDuration: assign({
      duration: ({ event, context }) => (event.type === 'media.loaded' ? event.duration : context.duration),
    }),
  },
}).createMachine({
  id: 'audioRecordingPlayer',
  context: ({ input }) => ({
    rate: RECORDING_RATES[0],
    hasScript: input.hasScript ?? false,
    scriptShown: false,
    duration: null,
    bars: [],
  }),
  initial: 'stopped',
  on: {
    'rate.cycle': { actions: ['cycleRate', 'commandRate'] },
    'script.toggle': { guard: 'hasScript', actions: 'toggleScript' },
  },
  states: {
    stopped: {
      on: {
        'recording.play': { target: 'playing', actions: 'commandPlay' },
        'media.loaded': [
          { guard: 'needsWaveform', target: 'analysing', actions: 'assignDuration' },
          { actions: 'assignDuration' },
        ],
      },
    },
    analysing: {
      invoke: {
        src: 'analyseWaveform',
        input: ({ context }) => ({ duration: context.duration ?? 0 }),
        onDone: { target: 'stopped', actions: assign({ bars: ({ event }) => event.output }) },
        onError: { target: 'stopped' },
      },
      on: { 'recording.play': { target: 'playing', actions: 'commandPlay' } },
    },
    playing: {
      tags: ['playing'],
      on: {
        'recording.stop': { target: 'stopped', actions: 'commandStop' },
        'media.ended': { target: 'stopped' },
        'media.loaded': { actions: 'assignDuration' },
      },
    },
  },
});
