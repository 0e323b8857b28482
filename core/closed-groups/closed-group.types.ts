import type { ClosedGroupDetail } from '../api/lessons.ts';

/** A member of a group as the page shows them. */
export type GroupMember = ClosedGroupDetail['members'][number];

/** What the group page opens: a group by id, or `null` for the new-group page. */
export interface ClosedGroupInput {
  groupId: number | null;
}

/** Why a field's value is not sent, or what the server said of it (422). */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'invalidEmail' }
  | { kind: 'server'; message: string };

/** The calls the page makes, for the failure it stores. */
export type ClosedGroupOperation = 'load' | 'create' | 'rename' | 'add' | 'remove' | 'delete';

/** A failed call that is not about a field: shown until dismissed or the next try (spec 1 §8 message). */
export interface ClosedGroupFailure {
  operation: ClosedGroupOperation;
  message: string;
  /** The HTTP status, null when the request never got an answer. */
  status: number | null;
}

/** The page's memory; everything else is derived (closed-group.select.ts). */
export interface ClosedGroupContext {
  /** The group's id; null on the new-group page until it is created. */
  groupId: number | null;
  /** The group as the server last answered it. */
  group: ClosedGroupDetail | null;
  /** The title field as typed. */
  title: string;
  /** What is wrong with the title (checked before sending, or the server's 422). */
  titleProblem: FieldProblem | null;
  /** The add-a-member field as typed. */
  email: string;
  /** What is wrong with the email (checked before sending, or the server's 422). */
  emailProblem: FieldProblem | null;
  /** The member whose removal is being confirmed or sent. */
  removal: GroupMember | null;
  /** The last failed call that no field explains. */
  failure: ClosedGroupFailure | null;
}

/** What the person and the page send. */
export type ClosedGroupEvent =
  | { type: 'title.change'; title: string }
  | { type: 'group.create' }
  | { type: 'title.save' }
  | { type: 'email.change'; email: string }
  | { type: 'member.add' }
  | { type: 'member.remove'; memberId: number }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'group.delete' }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' }
  | { type: 'group.load' }
  | { type: 'failure.dismiss' };

/** What the machine tells the page: a group was created (open its page) or deleted (leave). */
export type ClosedGroupEmitted =
  | { type: 'group.created'; groupId: number }
  | { type: 'group.deleted'; groupId: number };

/** Input of `loadGroup` and `deleteGroup`. */
export interface GroupIdInput {
  groupId: number;
}
/** Input of `createGroup`. */
export interface CreateGroupInput {
  title: string;
}
/** Input of `renameGroup`. */
export interface RenameGroupInput {
  groupId: number;
  title: string;
}
/** Input of `addMember`. */
export interface AddMemberInput {
  groupId: number;
  email: string;
}
/** Input of `removeMember`. */
export interface RemoveMemberInput {
  groupId: number;
  userId: number;
}
