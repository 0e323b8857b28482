import { fromPromise } from 'xstate';
import { registerMachine } from '../inspector/index.ts';
import { questionSaveMachine } from './question-save.machine.ts';

const QA_WRITE_MS = 1500;
const later = <T>(answer: T) => new Promise<T>((resolve) => setTimeout(() => resolve(answer), QA_WRITE_MS));

registerMachine({
  id: 'questionSave',
  machine: questionSaveMachine,
  description:
    'The quiz question editor’s save cycle: editing, saving, failed with retry; a save that changed the key of a question 3 attempts answered asks whether to re-score them, and the re-score can fail and be retried. QA writes take 1.5 s.',
  actors: {
    saveQuestion: fromPromise(() => later({ attempts: 3 })),
    rescoreQuestion: fromPromise(() => later({ attempts: 3, changed: 2 })),
  },
  sampleEvents: [
    { type: 'save' },
    { type: 'retry' },
    { type: 'rescore' },
    { type: 'keep' },
    { type: 'edit' },
  ],
});
