import { afterEach, describe, expect, it } from 'vitest';
import { collectEarlyErrors, reportErrorsToServerLog } from '../../../app/web/error-reporting.ts';
import type { BrowserErrorReport } from '../../../core/errors/index.ts';

// Spec 2 §8: without a Sentry DSN, the page's uncaught errors and unhandled rejections go to the
// server's log, each distinct one once, the noisy ones never.

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function listen(): BrowserErrorReport[] {
  const sent: BrowserErrorReport[] = [];
  stop = reportErrorsToServerLog(window, async (report) => {
    sent.push(report);
  });
  return sent;
}

const rejection = (reason: unknown) => {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  return event;
};

describe('the page’s errors reach the server’s log', () => {
  it('sends an uncaught error once with its page, however often it repeats', () => {
    window.history.replaceState(null, '', '/courses/demo?unit=4');
    const sent = listen();
    const error = new TypeError('lesson is undefined');
    for (let i = 0; i < 3; i += 1)
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'error',
      message: 'lesson is undefined',
      page: '/courses/demo?unit=4',
    });
  });

  it('sends an unhandled rejection, and not a failed fetch or an interrupted play()', () => {
    const sent = listen();
    window.dispatchEvent(rejection(new TypeError('Failed to fetch')));
    window.dispatchEvent(
      rejection(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError')),
    );
    window.dispatchEvent(rejection(new Error('the outbox could not open its store')));
    expect(sent.map((report) => [report.kind, report.message])).toEqual([
      ['unhandledrejection', 'the outbox could not open its store'],
    ]);
  });

  it('stops listening when stopped', () => {
    const sent = listen();
    stop?.();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop'), message: 'after stop' }));
    expect(sent).toHaveLength(0);
  });
});

describe('with Sentry, the errors before its SDK has loaded', () => {
  it('are kept, up to the limit, and handed over when the SDK is there; later ones are its own', () => {
    const early = collectEarlyErrors(window, 2);
    const first = new TypeError('menu is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error: first, message: first.message }));
    window.dispatchEvent(rejection('the session could not load'));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('third'), message: 'third' }));
    expect(early.stop()).toEqual([first, 'the session could not load']);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    expect(early.stop()).toEqual([]);
  });

  it('keep the message of an error event that carries no error', () => {
    const early = collectEarlyErrors(window, 10);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(early.stop()).toEqual(['Script error.']);
  });
});
