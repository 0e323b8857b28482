import type { AnyMachineSnapshot } from 'xstate';
import { fromPromise } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import { CLOSED_GROUP_NOT_IN_SCHOOL, type ClosedGroupDetail } from '../api/lessons.ts';
import { registerMachine } from '../inspector/index.ts';
import { closedGroupMachine } from './closed-group.machine.ts';
import type {
  AddMemberInput,
  ClosedGroupContext,
  CreateGroupInput,
  RemoveMemberInput,
  RenameGroupInput,
} from './closed-group.types.ts';

const QA_WRITE_MS = 1500;
const SCHOOL = [
  { id: 1, name: 'Olena Expert', email: 'expert@lectern.test' },
  { id: 2, name: 'Taras Student', email: 'student@lectern.test' },
];

/** A QA server in memory: one group, the school's two people; writes take 1.5 s. */
function qaServer() {
  let group: ClosedGroupDetail = {
    id: 1,
    title: 'Inspector group',
    name: 'Inspector group',
    members_count: 1,
    members: [SCHOOL[1]!],
  };
  const later = <T>(answer: () => T) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error);
        }
      }, QA_WRITE_MS),
    );
  const withMembers = (members: ClosedGroupDetail['members']) => {
    group = { ...group, members, members_count: members.length };
    return structuredClone(group);
  };
  return {
    loadGroup: fromPromise(async () => structuredClone(group)),
    createGroup: fromPromise<ClosedGroupDetail, CreateGroupInput>(({ input }) =>
      later(() => {
        group = { id: 2, title: input.title.trim(), name: input.title.trim(), members_count: 0, members: [] };
        return structuredClone(group);
      }),
    ),
    renameGroup: fromPromise<ClosedGroupDetail, RenameGroupInput>(({ input }) =>
      later(() => {
        group = { ...group, title: input.title.trim(), name: input.title.trim() };
        return structuredClone(group);
      }),
    ),
    addMember: fromPromise<ClosedGroupDetail, AddMemberInput>(({ input }) =>
      later(() => {
        const person = SCHOOL.find((candidate) => candidate.email === input.email.trim().toLowerCase());
        if (!person)
          throw new ApiError(422, CLOSED_GROUP_NOT_IN_SCHOOL, { email: [CLOSED_GROUP_NOT_IN_SCHOOL] });
        return withMembers([...group.members.filter((member) => member.id !== person.id), person]);
      }),
    ),
    removeMember: fromPromise<ClosedGroupDetail, RemoveMemberInput>(({ input }) =>
      later(() => withMembers(group.members.filter((member) => member.id !== input.userId))),
    ),
    deleteGroup: fromPromise(() => later(() => ({ id: group.id }))),
  };
}

registerMachine({
  id: 'closedGroup',
  machine: closedGroupMachine,
  description:
    'A closed group page: load (404 not found, 403 not allowed), rename with its save line, add a member of the school by email (422 at the field), remove one after confirming, delete the group after confirming; the new-group page drafts and creates. QA writes take 1.5 s.',
  input: { groupId: 1 },
  actors: qaServer(),
  sampleEvents: (snapshot: AnyMachineSnapshot) => {
    const { title, group } = snapshot.context as ClosedGroupContext;
    return [
      { type: 'title.change', title: `${title}!` },
      { type: 'title.change', title: '' },
      { type: 'title.save' },
      { type: 'email.change', email: 'expert@lectern.test' },
      { type: 'email.change', email: 'nobody@lectern.test' },
      { type: 'member.add' },
      { type: 'member.remove', memberId: group?.members[0]?.id ?? 2 },
      { type: 'removal.confirm' },
      { type: 'removal.cancel' },
      { type: 'group.delete' },
      { type: 'deletion.confirm' },
      { type: 'deletion.cancel' },
      { type: 'group.load' },
      { type: 'failure.dismiss' },
    ];
  },
});
