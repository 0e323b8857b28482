import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/index.ts';
import { ERROR_REPORTING_SAMPLING, isNoisyBrowserError } from '../../../core/errors/index.ts';

describe('which browser errors are reported (spec 2 §8)', () => {
  it('ignores network errors of every browser, 422 answers, answers that never came, and aborted play requests', () => {
    for (const noise of [
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Load failed'),
      new ApiError(422, 'The title is required.', { title: ['The title is required.'] }),
      new ApiError(0, 'No connection'),
      new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'),
      new DOMException(
        'The fetching process for the media resource was aborted by the user agent.',
        'AbortError',
      ),
      { name: 'NotAllowedError', message: 'The play() request was interrupted by a new load request.' },
    ]) {
      expect(isNoisyBrowserError(noise), String(noise)).toBe(true);
    }
  });

  it('reports everything else: program errors, server failures, refusals other than 422', () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new RangeError('Invalid time value'),
      new ApiError(500, 'Something went wrong on our side.'),
      new ApiError(403, 'You may not do that.'),
      new ApiError(409, 'The lesson was changed elsewhere.'),
      'a thrown string',
      undefined,
    ]) {
      expect(isNoisyBrowserError(error), String(error)).toBe(false);
    }
  });

  it('decides any API answer by its status alone: only 422 (and 0) is noise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.string(), (status, message) => {
        expect(isNoisyBrowserError(new ApiError(status, `x ${message}`))).toBe(status === 422);
      }),
    );
  });

  it('samples no traces and replays every session that had an error', () => {
    expect(ERROR_REPORTING_SAMPLING).toEqual({
      tracesSampleRate: 0,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
    });
  });
});
