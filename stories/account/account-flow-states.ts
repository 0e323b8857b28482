import type { AnyStateMachine } from 'xstate';
import { accountFlowMachine } from '../../core/account/index.ts';

const forms = 'account/account-forms.stories.tsx';

/** The account flow's states and the story showing each (`file › Export`). */
export const accountFlowStates: { machines: AnyStateMachine[]; stories: Record<string, string> } = {
  machines: [accountFlowMachine],
  stories: {
    'accountFlow.editing': `${forms} › EmailChange`,
    'accountFlow.sending': `${forms} › EmailChangeSending`,
    'accountFlow.codeEntry.counting': `${forms} › EmailChangeCodeSent`,
    'accountFlow.codeEntry.resendable': `${forms} › EmailChangeWrongCodeResendReady`,
    'accountFlow.resending': `${forms} › EmailChangeResending`,
    'accountFlow.confirming': `${forms} › PasswordChangeConfirming`,
    'accountFlow.done': `${forms} › EmailChanged`,
  },
};
