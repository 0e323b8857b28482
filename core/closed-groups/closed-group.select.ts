import type { SnapshotFrom } from 'xstate';
import type { ClosedGroupDetail } from '../api/lessons.ts';
import type { closedGroupMachine } from './closed-group.machine.ts';
import type { ClosedGroupFailure, FieldProblem, GroupMember } from './closed-group.types.ts';

export type ClosedGroupSnapshot = SnapshotFrom<typeof closedGroupMachine>;

/** Where the page is, as a screen shows it. */
export type ClosedGroupPhase =
  | 'drafting'
  | 'creating'
  | 'loading'
  | 'loadFailed'
  | 'notFound'
  | 'forbidden'
  | 'ready'
  | 'deleted';

/** The title's save line: nothing to save, typed but not saved, being saved, saved. */
export type TitleStatus = 'unchanged' | 'changed' | 'saving' | 'saved';

/** A group deletion's step. */
export type DeletionStep = 'idle' | 'confirming' | 'deleting';

/** What the group pages need of the machine. */
export interface ClosedGroupView {
  phase: ClosedGroupPhase;
  /** The new-group page (nothing created yet). */
  isNew: boolean;
  group: ClosedGroupDetail | null;
  title: string;
  titleProblem: FieldProblem | null;
  titleStatus: TitleStatus;
  /** Create (new page) or Save (rename) may be pressed. */
  canSubmitTitle: boolean;
  email: string;
  emailProblem: FieldProblem | null;
  isAdding: boolean;
  /** A member may be added or removed now (one member call at a time). */
  canChangeMembers: boolean;
  members: readonly GroupMember[];
  /** The member whose removal is being confirmed or sent. */
  removal: { member: GroupMember; isRemoving: boolean } | null;
  deletion: DeletionStep;
  failure: ClosedGroupFailure | null;
}

const TOP_PHASES: readonly ClosedGroupPhase[] = [
  'drafting',
  'creating',
  'loading',
  'loadFailed',
  'notFound',
  'forbidden',
  'ready',
  'deleted',
];

/** The page's phase from the machine's state. */
export function selectClosedGroupPhase(snapshot: ClosedGroupSnapshot): ClosedGroupPhase {
  return TOP_PHASES.find((phase) => snapshot.matches(phase as never)) ?? 'loading';
}

function titleStatusOf(snapshot: ClosedGroupSnapshot): TitleStatus {
  const { title, group } = snapshot.context;
  if (snapshot.matches({ ready: { title: 'saving' } })) return 'saving';
  if (title.trim() !== (group?.title ?? '')) return 'changed';
  return snapshot.matches({ ready: { title: 'saved' } }) ? 'saved' : 'unchanged';
}

function deletionOf(snapshot: ClosedGroupSnapshot): DeletionStep {
  if (snapshot.matches({ ready: { deletion: 'confirming' } })) return 'confirming';
  if (snapshot.matches({ ready: { deletion: 'deleting' } }) || snapshot.matches('deleted')) return 'deleting';
  return 'idle';
}

/** The view model of the group pages. */
export function selectClosedGroupView(snapshot: ClosedGroupSnapshot): ClosedGroupView {
  const { context } = snapshot;
  const phase = selectClosedGroupPhase(snapshot);
  const titleStatus = titleStatusOf(snapshot);
  const isNew = phase === 'drafting' || phase === 'creating';
  const membersIdle = snapshot.matches({ ready: { members: 'idle' } });
  return {
    phase,
    isNew,
    group: context.group,
    title: context.title,
    titleProblem: context.titleProblem,
    titleStatus,
    canSubmitTitle: isNew
      ? phase === 'drafting'
      : snapshot.matches({ ready: { title: 'idle' } }) && titleStatus === 'changed',
    email: context.email,
    emailProblem: context.emailProblem,
    isAdding: snapshot.matches({ ready: { members: 'adding' } }),
    canChangeMembers: membersIdle,
    members: context.group?.members ?? [],
    removal: context.removal
      ? {
          member: context.removal,
          isRemoving: snapshot.matches({ ready: { members: 'removing' } }),
        }
      : null,
    deletion: deletionOf(snapshot),
    failure: context.failure,
  };
}
