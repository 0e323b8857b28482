export {
  type AccountFormStatus,
  CodeStep,
  type CodeStepTexts,
  type CountdownView,
  CreateSchoolForm,
  EmailChangeForm,
  PasswordChangeForm,
  RestoreForm,
  SignInCodeStep,
} from './account-forms.tsx';
export { LoginHistoryTable, PointsChart, PurchaseList, RewardsSummary } from './account-lists.tsx';
export { ContactFieldsForm, contactFieldName } from './contact-fields-form.tsx';
export { type AccountFlowBinding, type AccountFlowCalls, useAccountFlow } from './use-account-flow.ts';
