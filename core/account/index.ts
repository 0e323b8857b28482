export * from './account-flow.constants.ts';
export { accountFlowMachine } from './account-flow.machine.ts';
export {
  type AccountFlowView,
  selectAccountFlowView,
  startingAccountFlowView,
} from './account-flow.select.ts';
export type {
  AccountFlowContext,
  AccountFlowEvent,
  ConfirmInput,
  FlowErrors,
  FlowSent,
  FlowValues,
  SendInput,
} from './account-flow.types.ts';
export { STARTING_ACCOUNT_FLOW_CONTEXT } from './account-flow-context.ts';
export * from './code-rules.ts';
export * from './contact-fields.ts';
export { flowErrorsOf, NO_FLOW_ERRORS } from './flow-errors.ts';
export { type ScreenText, type SignInField, type SignInScreen, signInScreen } from './sign-in-screen.ts';
