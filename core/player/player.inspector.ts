import { fromCallback, fromPromise } from 'xstate';
import { listTransitions, registerMachine } from '../inspector/index.ts';
import { WAVEFORM_BARS } from './audio-player.constants.ts';
import { audioPlayerMachine } from './audio-player.machine.ts';
import { audioRecordingPlayerMachine } from './audio-recording-player.machine.ts';
import { pdfViewerMachine } from './pdf-viewer.machine.ts';
import type { CountMatchesInput, LoadDocumentInput } from './pdf-viewer.types.ts';
import { videoPlayerMachine } from './video-player.machine.ts';
import type { MediaCommand, MediaInput, VideoPlayerEvent } from './video-player.types.ts';
import type { VideoSourceKind } from './video-source.ts';

const QA_ANSWER_MS = 1500;
const QA_TICK_MS = 1000;
const QA_VIDEO_SECONDS = 120;
const QA_PDF_PAGES = 3;

const later = <T>(answer: () => T, ms = QA_ANSWER_MS) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(answer()), ms));

/** The event that fails the invoke of a state (its actor has no id of its own), as the machine names it. */
function failureEventOf(machine: typeof pdfViewerMachine, stateId: string): string | null {
  return (
    listTransitions(machine).find(
      (transition) => transition.source === stateId && transition.event.startsWith('xstate.error.actor.'),
    )?.event ?? null
  );
}

registerMachine({
  id: 'audioPlayer',
  machine: audioPlayerMachine,
  description:
    'The audio player: idle, loading on the first play, playing, paused; the end goes back to 0; 85 % marks it finished (started and watched reported, inert here); media errors collected. There is no audio element here: send its facts (media.*) by hand.',
  input: { reportsEvents: true, duration: QA_VIDEO_SECONDS },
  actors: { reportPlayback: fromPromise(async () => undefined) },
  sampleEvents: [
    { type: 'audio.play' },
    { type: 'audio.pause' },
    { type: 'audio.toggle' },
    { type: 'audio.back' },
    { type: 'audio.forward' },
    { type: 'audio.seek', time: 30 },
    { type: 'audio.rate', rate: 1.5 },
    { type: 'audio.volume', volume: 0.5 },
    { type: 'media.loaded', duration: QA_VIDEO_SECONDS },
    { type: 'media.playing' },
    { type: 'media.paused' },
    { type: 'media.timed', time: 105 },
    { type: 'media.ended' },
    { type: 'media.failed', error: { code: 2 } },
    { type: 'media.failed', error: 'The QA file cannot be played' },
    { type: 'errors.dismiss' },
  ],
});

registerMachine({
  id: 'audioRecordingPlayer',
  machine: audioRecordingPlayerMachine,
  description:
    "A recorded answer's player: stopped or playing, the rate cycles 1×, 1.5×, 2×, a 'show script' toggle, a waveform analysed for audio under 300 s (the QA analysis answers in 1.5 s). Send the audio element's facts (media.*) by hand.",
  input: { hasScript: true },
  actors: {
    analyseWaveform: fromPromise<number[], { duration: number }>(() =>
      later(() => Array.from({ length: WAVEFORM_BARS }, (_, bar) => ((bar * 7) % 10) / 10 + 0.1)),
    ),
  },
  sampleEvents: [
    { type: 'media.loaded', duration: 42 },
    { type: 'media.loaded', duration: 600 },
    { type: 'recording.play' },
    { type: 'recording.stop' },
    { type: 'media.ended' },
    { type: 'rate.cycle' },
    { type: 'script.toggle' },
  ],
});

const pdfLoadFailed = failureEventOf(pdfViewerMachine, 'pdfViewer.loading');

registerMachine({
  id: 'pdfViewer',
  machine: pdfViewerMachine,
  description:
    "The PDF viewer: loading (the QA document has 3 pages, read in 1.5 s; send the failure meanwhile for the error and Retry), zoom steps and presets drawn 400 ms later, fullscreen or overlay, search (the QA search finds the query's length in matches, none for 'absent'). 'unavailable' is for a browser without the preview (input supported: false), not reachable here.",
  input: { url: 'https://cdn.example/qa/handbook.pdf', supported: true },
  actors: {
    loadDocument: fromPromise<number, LoadDocumentInput>(() => later(() => QA_PDF_PAGES)),
    countMatches: fromPromise<number, CountMatchesInput>(({ input }) =>
      later(() => (input.query.trim() === 'absent' ? 0 : input.query.trim().length), 300),
    ),
  },
  sampleEvents: [
    ...(pdfLoadFailed ? [{ type: pdfLoadFailed, error: 'The QA document could not be read.' }] : []),
    { type: 'document.retry' },
    { type: 'layout.measured', autoScale: 1.2 },
    { type: 'zoom.in' },
    { type: 'zoom.out' },
    { type: 'zoom.set', zoom: 2 },
    { type: 'zoom.set', zoom: 'auto' },
    { type: 'display.expand', fullscreenAvailable: true },
    { type: 'display.expand', fullscreenAvailable: false },
    { type: 'display.collapse' },
    { type: 'search.change', query: 'lec' },
    { type: 'search.change', query: 'absent' },
    { type: 'search.change', query: '' },
    { type: 'search.next' },
    { type: 'search.previous' },
  ],
});

/**
 * A QA media engine: ready 1.5 s after it starts (two minutes, three renditions), plays by a second a
 * second, and answers every command with the fact a real engine would report; nothing is loaded.
 */
const qaMedia = fromCallback<MediaCommand, MediaInput>(({ input, sendBack, receive }) => {
  let time = input.startAt;
  let ticking: ReturnType<typeof setInterval> | null = null;
  const stopTicking = () => {
    if (ticking !== null) clearInterval(ticking);
    ticking = null;
  };
  const ready = setTimeout(
    () =>
      sendBack({
        type: 'media.ready',
        info: { duration: QA_VIDEO_SECONDS, width: 1280, height: 720, levels: [360, 720, 1080] },
      } satisfies VideoPlayerEvent),
    QA_ANSWER_MS,
  );
  receive((command) => {
    const facts: Partial<Record<MediaCommand['type'], () => VideoPlayerEvent | null>> = {
      'command.play': () => {
        stopTicking();
        ticking = setInterval(() => {
          time += 1;
          if (time >= QA_VIDEO_SECONDS) {
            stopTicking();
            sendBack({ type: 'media.ended' });
          } else sendBack({ type: 'media.timeupdate', time });
        }, QA_TICK_MS);
        return { type: 'media.playing' };
      },
      'command.pause': () => {
        stopTicking();
        return { type: 'media.paused' };
      },
      'command.seek': () => {
        time = command.type === 'command.seek' ? command.time : time;
        return { type: 'media.timeupdate', time };
      },
      'command.fullscreen': () =>
        command.type === 'command.fullscreen' ? { type: 'media.fullscreenchanged', on: command.on } : null,
      'command.pip': () =>
        command.type === 'command.pip' ? { type: 'media.pipchanged', on: command.on } : null,
      'command.quality': () =>
        command.type === 'command.quality' ? { type: 'media.levelswitched', level: command.level } : null,
      'command.cue': () => ({ type: 'media.cued' }),
    };
    const fact = facts[command.type]?.();
    if (fact) sendBack(fact);
  });
  return () => {
    clearTimeout(ready);
    stopTicking();
  };
});

const qaStream: VideoSourceKind = {
  kind: 'stream',
  url: 'https://cdn.example/qa/lecture/playlist.m3u8',
  format: 'hls',
};

registerMachine({
  id: 'videoPlayer',
  machine: videoPlayerMachine,
  description:
    "The video player: the processing placeholder until 'source.processed' (a stream goes through the MP4 link, as with no_hls, in 1.5 s; the YouTube source shows the unstarted retries), then the player's states over a QA engine that answers every command, the streaming recovery (send media.error), the menu, the touch controls and the red notices. Started, watched, links and logs are QA answers; nothing is played or sent.",
  input: {
    source: { kind: 'processing' },
    item: { sourceType: 'lessons', id: 1 },
    signedIn: true,
    fileUuid: 'qa-file',
    noHls: true,
    mirrorHost: 'mirror.example',
    adBlockSuspected: true,
  },
  actors: {
    media: qaMedia,
    freshLink: fromPromise(() => later(() => `${qaStream.url}?fresh=1`)),
    mp4Link: fromPromise(() => later(() => 'https://cdn.example/qa/lecture.mp4')),
    sendPlaybackEvent: fromPromise(async () => undefined),
    sendPlayerLog: fromPromise(async () => undefined),
  },
  sampleEvents: [
    { type: 'source.processed', source: qaStream },
    { type: 'source.processed', source: { kind: 'video-sharing', service: 'youtube', videoId: 'qa-video' } },
    { type: 'toggle' },
    { type: 'play' },
    { type: 'pause' },
    { type: 'seek', time: 60 },
    { type: 'seek.by', seconds: -10 },
    { type: 'volume.set', volume: 30 },
    { type: 'mute.toggle' },
    { type: 'menu.toggle' },
    { type: 'menu.rate' },
    { type: 'rate.set', rate: 1.5 },
    { type: 'menu.quality' },
    { type: 'quality.set', level: 2 },
    { type: 'menu.back' },
    { type: 'menu.close' },
    { type: 'fullscreen.toggle' },
    { type: 'pip.toggle' },
    { type: 'tap', side: 'right', at: 1000 },
    { type: 'tap', side: 'right', at: 1500 },
    { type: 'pointer.moved' },
    { type: 'media.waiting' },
    { type: 'media.ended' },
    { type: 'media.error', error: { fatal: true, type: 'network', details: 'fragLoadError' } },
    { type: 'media.error', error: { fatal: true, type: 'network', details: 'manifestLoadError' } },
    { type: 'media.error', error: { fatal: true, type: 'media', details: 'bufferStalledError' } },
    { type: 'media.error', error: { fatal: true, type: 'other', details: 'internalException' } },
    { type: 'sharing.error', code: 150 },
    { type: 'retry' },
  ],
});
