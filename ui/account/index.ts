export {
  type AccountFormStatus,
  type CountdownView,
  CreateSchoolForm,
  EmailChangeForm,
  PasswordChangeForm,
  RestoreForm,
} from './account-forms.tsx';
export { LoginHistoryTable, PointsChart, PurchaseList, RewardsSummary } from './account-lists.tsx';
