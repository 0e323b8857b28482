export { LoginHistoryTable, PointsChart, PurchaseList, RewardsSummary } from './account-lists.tsx';
