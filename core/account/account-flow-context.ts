import type { AccountFlowContext } from './account-flow.types.ts';
import { NO_FLOW_ERRORS } from './flow-errors.ts';

/** What an account flow keeps as it starts: nothing sent, no errors, no round finished. */
export const STARTING_ACCOUNT_FLOW_CONTEXT: AccountFlowContext = {
  values: {},
  sentTo: null,
  secondsLeft: 0,
  code: '',
  extra: {},
  errors: NO_FLOW_ERRORS,
  result: null,
  rounds: 0,
};
