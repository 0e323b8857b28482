import { fromPromise } from 'xstate';
import type { LessonEditorCalls } from '../api/lesson-editor-calls.ts';
import type { ClosedGroupDetail } from '../api/lessons.ts';
import { closedGroupMachine } from './closed-group.machine.ts';
import type {
  AddMemberInput,
  CreateGroupInput,
  GroupIdInput,
  RemoveMemberInput,
  RenameGroupInput,
} from './closed-group.types.ts';

/** The calls the group page's actors make (the client's `api.lessonEditor`). */
export type ClosedGroupCalls = Pick<
  LessonEditorCalls,
  | 'closedGroup'
  | 'createClosedGroup'
  | 'renameClosedGroup'
  | 'addClosedGroupMember'
  | 'removeClosedGroupMember'
  | 'deleteClosedGroup'
>;

/** The group page's machine with its actors calling the server. */
export function closedGroupMachineWith(calls: ClosedGroupCalls) {
  return closedGroupMachine.provide({
    actors: {
      loadGroup: fromPromise<ClosedGroupDetail, GroupIdInput>(({ input }) =>
        calls.closedGroup(input.groupId),
      ),
      createGroup: fromPromise<ClosedGroupDetail, CreateGroupInput>(({ input }) =>
        calls.createClosedGroup({ title: input.title }),
      ),
      renameGroup: fromPromise<ClosedGroupDetail, RenameGroupInput>(({ input }) =>
        calls.renameClosedGroup(input.groupId, { title: input.title }),
      ),
      addMember: fromPromise<ClosedGroupDetail, AddMemberInput>(({ input }) =>
        calls.addClosedGroupMember(input.groupId, { email: input.email }),
      ),
      removeMember: fromPromise<ClosedGroupDetail, RemoveMemberInput>(({ input }) =>
        calls.removeClosedGroupMember(input.groupId, input.userId),
      ),
      deleteGroup: fromPromise<unknown, GroupIdInput>(({ input }) => calls.deleteClosedGroup(input.groupId)),
    },
  });
}

/** The group page's address (spec 1 §2): `/expert/closed-group/detail/{id}/settings/edit`, `new` for a new group. */
export function closedGroupPath(groupId: number | 'new'): string {
  return `/expert/closed-group/detail/${groupId}/settings/edit`;
}

/** The school's groups (spec 1 §2). */
export const CLOSED_GROUPS_PATH = '/expert/closed-groups';
