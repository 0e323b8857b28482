// Comments' public surface: constants, the one sanitizer, the visibility rules and the thread machine.

export * from './comment-text.ts';
export * from './comment-visibility.ts';
export * from './comments.constants.ts';
