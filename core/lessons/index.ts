export * from './copied-content.ts';
export * from './lesson-drafts.ts';
export * from './lessons.constants.ts';
export * from './render-editor-doc.ts';
export * from './unit-title.ts';
