export { errorOf, onEach, outputOf } from './machine-events.ts';
