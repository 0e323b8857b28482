/**
 * `npm run bench -- recorder`: MP3 encoding of a recording (spec 2 §9: 320 kbps, 1152-sample frames) in
 * Chromium: seconds of audio encoded per second in a Web Worker against lamejs on the main thread, in the
 * same page and run, and the main thread's long tasks while the worker encodes a 5-minute recording.
 * The page runs the project's own encoder (core/recorder/mp3-encoding.ts, bundled with esbuild).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SAMPLE_RATE = 48_000;
const SHORT_SECONDS = 60;
const LONG_SECONDS = 300;
const RUNS = 3;

async function encoderModule(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { encodeMp3 } from './core/recorder/mp3-encoding.ts';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
  });
  return result.outputFiles[0]?.text ?? '';
}

const WORKER = `import { encodeMp3 } from './encoder.js';
self.onmessage = (event) => {
  const started = performance.now();
  const bytes = encodeMp3(event.data.samples, event.data.sampleRate, () => self.postMessage({ type: 'progress' }));
  self.postMessage({ type: 'done', ms: performance.now() - started, size: bytes.length });
};`;

const PAGE = `<!doctype html><meta charset="utf-8"><title>recorder bench</title><script type="module">
import { encodeMp3 } from './encoder.js';
const tone = (seconds, rate) => {
  const samples = new Float32Array(seconds * rate);
  for (let i = 0; i < samples.length; i += 1) samples[i] = 0.4 * Math.sin(i / 7) + 0.1 * Math.sin(i / 53);
  return samples;
};
window.mainThread = (seconds, rate) => {
  const samples = tone(seconds, rate);
  const started = performance.now();
  encodeMp3(samples, rate);
  return performance.now() - started;
};
window.inWorker = (seconds, rate) => new Promise((resolve) => {
  const samples = tone(seconds, rate);
  const longTasks = [];
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry.duration); });
  observer.observe({ type: 'longtask', buffered: false });
  const worker = new Worker('./worker.js', { type: 'module' });
  const started = performance.now();
  worker.onmessage = (event) => {
    if (event.data.type !== 'done') return;
    const wall = performance.now() - started;
    worker.terminate();
    setTimeout(() => { observer.disconnect(); resolve({ wall, encodeMs: event.data.ms, longTasks }); }, 100);
  };
  const copy = samples.slice();
  worker.postMessage({ samples: copy, sampleRate: rate }, [copy.buffer]);
});
window.ready = true;
</script>`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The recorder section of docs/benchmarks.md. */
export default async function recorderBenchmarks(): Promise<string> {
  const encoder = await encoderModule();
  const server = createServer((request, response) => {
    const file = request.url?.split('?')[0];
    const body = file === '/encoder.js' ? encoder : file === '/worker.js' ? WORKER : PAGE;
    response.setHeader('content-type', file?.endsWith('.js') ? 'text/javascript' : 'text/html');
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    const main: number[] = [];
    const worker: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      main.push(
        await page.evaluate(
          ([s, r]) => (window as never as { mainThread: (s: number, r: number) => number }).mainThread(s, r),
          [SHORT_SECONDS, SAMPLE_RATE] as const,
        ),
      );
      const measured = await page.evaluate(
        ([s, r]) =>
          (window as never as { inWorker: (s: number, r: number) => Promise<{ wall: number }> }).inWorker(
            s,
            r,
          ),
        [SHORT_SECONDS, SAMPLE_RATE] as const,
      );
      worker.push(measured.wall);
    }
    const long = await page.evaluate(
      ([s, r]) =>
        (
          window as never as {
            inWorker: (s: number, r: number) => Promise<{ wall: number; longTasks: number[] }>;
          }
        ).inWorker(s, r),
      [LONG_SECONDS, SAMPLE_RATE] as const,
    );
    const mainLong = await page.evaluate(
      ([s, r]) => (window as never as { mainThread: (s: number, r: number) => number }).mainThread(s, r),
      [LONG_SECONDS, SAMPLE_RATE] as const,
    );
    const speed = (ms: number) => (SHORT_SECONDS / (ms / 1000)).toFixed(1);
    const longest = long.longTasks.length ? Math.max(...long.longTasks) : 0;
    return [
      '## Recorder: MP3 encoding (spec 2 §9, 320 kbps, mono 48 kHz)',
      '',
      `The project's encoder (lamejs, \`core/recorder/mp3-encoding.ts\`) on a ${SHORT_SECONDS} s tone, median of ${RUNS} runs in one Chromium page; the worker's time includes starting it and moving the samples.`,
      '',
      '| where | seconds of audio per second | median time |',
      '|---|---:|---:|',
      `| Web Worker (what the app does) | ${speed(median(worker))} | ${median(worker).toFixed(0)} ms |`,
      `| main thread (baseline) | ${speed(median(main))} | ${median(main).toFixed(0)} ms |`,
      '',
      `A ${LONG_SECONDS / 60}-minute recording: the worker took ${(long.wall / 1000).toFixed(1)} s, during which the page had ${long.longTasks.length} long task(s) over 50 ms (longest ${longest.toFixed(0)} ms; aim: none). On the main thread the same encoding blocks the page for ${(mainLong / 1000).toFixed(1)} s in one task.`,
    ].join('\n');
  } finally {
    await browser.close();
    server.close();
  }
}
