export * from './boot-query-keys.ts';
export * from './expert-menu.ts';
export * from './page-title.ts';
export * from './route-boot-queries.ts';
export * from './route-start-modules.ts';
export * from './visible-menu.ts';
