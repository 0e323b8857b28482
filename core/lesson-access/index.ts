export * from './closed-reason.ts';
export * from './lesson-access.constants.ts';
export * from './lesson-access.ts';
export type * from './lesson-access.types.ts';
export * from './zoned-time.ts';
