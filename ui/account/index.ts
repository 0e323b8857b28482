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
export {
  LoginHistoryTable,
  PointsChart,
  ProductList,
  PurchaseList,
  RewardsSummary,
} from './account-lists.tsx';
export { ContactFieldsForm, contactFieldName } from './contact-fields-form.tsx';
export { SelectField, type SelectFieldProps } from './select-field.tsx';
export { type AccountFlowBinding, type AccountFlowCalls, useAccountFlow } from './use-account-flow.ts';
