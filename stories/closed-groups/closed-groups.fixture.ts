import type { StateValue } from 'xstate';
import type { ClosedGroup, ClosedGroupDetail } from '../../core/api/lessons.ts';
import {
  type ClosedGroupContext,
  type ClosedGroupView,
  closedGroupMachine,
  createClosedGroupContext,
  selectClosedGroupView,
} from '../../core/closed-groups/index.ts';
import type { ClosedGroupCommands } from '../../ui/closed-groups/index.ts';

/** A group of the story school. */
export const storyGroup: ClosedGroupDetail = {
  id: 7,
  title: 'Spring cohort',
  name: 'Spring cohort',
  members_count: 3,
  members: [
    { id: 1, name: 'Olena Kovalenko', email: 'olena@example.com' },
    { id: 2, name: 'Taras Shevchuk', email: 'taras.shevchuk.with.a.long.address@example.com' },
    { id: 3, name: '<b>Not bold</b>', email: 'inert@example.com' },
  ],
};

/** The story school's groups. */
export const storyGroups: ClosedGroup[] = [
  { id: 7, title: 'Spring cohort', name: 'Spring cohort', members_count: 3 },
  { id: 8, title: 'Alumni', name: 'Alumni', members_count: 21 },
  {
    id: 9,
    title: 'VIP mentoring with a title long enough to wrap on a phone',
    name: 'VIP',
    members_count: 1,
  },
];

/** The view of the group page's machine resting in `value` (the real selector over a resolved snapshot). */
export function viewAt(value: StateValue, patch: Partial<ClosedGroupContext> = {}): ClosedGroupView {
  const context = {
    ...createClosedGroupContext({ groupId: 7 }),
    group: storyGroup,
    title: storyGroup.title,
    ...patch,
  };
  return selectClosedGroupView(closedGroupMachine.resolveState({ value, context }));
}

/** The group page at rest with every region idle, or with one region elsewhere. */
export const ready = (regions: Partial<Record<'title' | 'members' | 'deletion', string>> = {}) => ({
  ready: { title: 'idle', members: 'idle', deletion: 'idle', ...regions },
});

/** Commands that do nothing (the stories show states). */
export const inertCommands: ClosedGroupCommands = {
  changeTitle() {},
  submitTitle() {},
  changeEmail() {},
  addMember() {},
  removeMember() {},
  confirmRemoval() {},
  cancelRemoval() {},
  deleteGroup() {},
  confirmDeletion() {},
  cancelDeletion() {},
  retryLoad() {},
  dismissFailure() {},
};
