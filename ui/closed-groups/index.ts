export {
  type ClosedGroupCommands,
  ClosedGroupEditor,
  type ClosedGroupEditorProps,
} from './closed-group-editor.tsx';
export {
  ClosedGroupList,
  type ClosedGroupListProps,
  type ClosedGroupListState,
} from './closed-group-list.tsx';
export { ClosedGroupMembers, type ClosedGroupMembersProps } from './closed-group-members.tsx';
export { failureTitle, fieldProblemText } from './closed-group-texts.ts';
export { type UseClosedGroupOptions, useClosedGroup } from './use-closed-group.ts';
