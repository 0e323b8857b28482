export * from './account.ts';
export * from './api.constants.ts';
export * from './api-error.ts';
export * from './auth.ts';
export * from './client.ts';
export * from './envelope.ts';
export * from './translations.ts';
export * from './field-errors.ts';
