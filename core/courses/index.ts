export * from './slugify.ts';
