export * from './avatar-colour.ts';
