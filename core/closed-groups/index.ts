// Closed groups' public surface: the group page's statechart, its view and the pure rules.

export * from './closed-group.constants.ts';
export { closedGroupMachine } from './closed-group.machine.ts';
export {
  type ClosedGroupPhase,
  type ClosedGroupSnapshot,
  type ClosedGroupView,
  type DeletionStep,
  selectClosedGroupPhase,
  selectClosedGroupView,
  type TitleStatus,
} from './closed-group.select.ts';
export type {
  AddMemberInput,
  ClosedGroupContext,
  ClosedGroupEmitted,
  ClosedGroupEvent,
  ClosedGroupFailure,
  ClosedGroupInput,
  ClosedGroupOperation,
  CreateGroupInput,
  FieldProblem,
  GroupIdInput,
  GroupMember,
  RemoveMemberInput,
  RenameGroupInput,
} from './closed-group.types.ts';
export {
  CLOSED_GROUPS_PATH,
  type ClosedGroupCalls,
  closedGroupMachineWith,
  closedGroupPath,
} from './closed-group-calls-actors.ts';
export {
  createClosedGroupContext,
  withFailure,
  withGroup,
  withMembers,
  withRenamed,
} from './closed-group-context.ts';
export { type ClosedGroupRights, closedGroupRights } from './closed-group-rights.ts';
export {
  groupTitleProblem,
  memberEmailProblem,
  serverFieldProblem,
  statusOf,
} from './group-field-problems.ts';
export { groupsMatching } from './groups-matching.ts';
