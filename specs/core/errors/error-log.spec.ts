import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/index.ts';
import { browserErrorReport, ERROR_LOG_REPORTS_PER_PAGE, errorLogGate } from '../../../core/errors/index.ts';

const limits = { text: 40, stack: 80 };

describe('a browser error as the server’s log receives it (spec 2 §8)', () => {
  it('always fits the contract’s limits and never has an empty message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().map((message) => new Error(message)),
          fc.string(),
          fc.record({ message: fc.string(), stack: fc.string() }),
          fc.anything(),
        ),
        fc.string(),
        fc.string(),
        (thrown, fallback, page) => {
          const report = browserErrorReport('error', thrown, fallback, page, limits);
          if (report === null) return;
          expect(report.message.trim().length).toBeGreaterThan(0);
          expect(report.message.length).toBeLessThanOrEqual(limits.text);
          expect(report.page.length).toBeLessThanOrEqual(limits.text);
          expect((report.stack ?? '').length).toBeLessThanOrEqual(limits.stack);
        },
      ),
    );
  });

  it('keeps an error’s message and stack, and leaves out the noise the filter names', () => {
    const error = new TypeError('x is undefined');
    expect(browserErrorReport('error', error, 'Script error.', '/courses', limits)).toMatchObject({
      kind: 'error',
      message: 'x is undefined',
      page: '/courses',
    });
    expect(browserErrorReport('error', new TypeError('Failed to fetch'), '', '/', limits)).toBeNull();
    expect(browserErrorReport('unhandledrejection', new ApiError(422, 'Bad'), '', '/', limits)).toBeNull();
    expect(browserErrorReport('error', undefined, 'Script error.', '/', limits)?.message).toBe(
      'Script error.',
    );
    expect(browserErrorReport('error', undefined, '   ', '/', limits)).toBeNull();
  });

  it('lets each distinct error of a page through once, and no more than the page’s budget', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 60 }), (messages) => {
        const gate = errorLogGate();
        const sent = messages.filter((message) => gate({ kind: 'error', message, page: '/' }));
        expect(new Set(sent).size).toBe(sent.length);
        expect(sent.length).toBe(Math.min(new Set(messages).size, ERROR_LOG_REPORTS_PER_PAGE));
      }),
    );
  });
});
