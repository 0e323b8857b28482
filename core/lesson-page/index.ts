export * from './lesson-access-screen.ts';
export * from './lesson-page.constants.ts';
export * from './lesson-page.ts';
export * from './lesson-quiz-access.ts';
export * from './video-gate.ts';
