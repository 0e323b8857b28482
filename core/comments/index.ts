// Comments' public surface: constants, the one sanitizer, the visibility rules and the thread machine.

export * from './comment-text.ts';
export * from './comment-thread.calls.ts';
export * from './comment-thread.machine.ts';
export * from './comment-thread.rules.ts';
export * from './comment-thread.select.ts';
export type * from './comment-thread.types.ts';
export * from './comment-visibility.ts';
export * from './comments.constants.ts';
export * from './result-comment-parts.ts';
