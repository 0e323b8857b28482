import { fromPromise } from 'xstate';
import { registerMachine } from '../inspector/index.ts';
import { accountFlowMachine } from './account-flow.machine.ts';
import type { FlowSent } from './account-flow.types.ts';

const qaSent: FlowSent = { sentTo: 'q***@example.com', resendAfter: 5 };

registerMachine({
  id: 'accountFlow',
  machine: accountFlowMachine,
  description:
    'An account flow (email or password change, restore, a new school, contact fields): the form, a code by mail with a resend countdown (QA: 5 s), the code confirmed; a flow without a code step finishes with its first call.',
  actors: {
    sendCode: fromPromise<FlowSent>(() => Promise.resolve(qaSent)),
    confirmCode: fromPromise(() => Promise.resolve({ confirmed: true })),
  },
  sampleEvents: [
    { type: 'form.submit', values: { email: 'qa@example.com', password: 'qa-password' } },
    { type: 'code.submit', code: '123456' },
    { type: 'code.resend' },
    { type: 'form.back' },
  ],
});
