import type { ClosedGroupDetail } from '../../../core/api/lessons.ts';
import { CLOSED_GROUP_NOT_IN_SCHOOL } from '../../../core/api/lessons.ts';

/** A failed call as the client throws it: a status, the server's message and field messages. */
export function httpError(status: number, message = 'refused', errors: Record<string, string[]> = {}) {
  return Object.assign(new Error(message), { status, errors });
}

/** The people of the fake school, by email. */
export const SCHOOL_PEOPLE = [
  { id: 1, name: 'Olena Expert', email: 'expert@lectern.test' },
  { id: 2, name: 'Taras Student', email: 'student@lectern.test' },
  { id: 3, name: 'Kateryna Curator', email: 'curator@lectern.test' },
] as const;

/** A group of the fake school: "Insiders" with the student in it. */
export function groupFixture(patch: Partial<ClosedGroupDetail> = {}): ClosedGroupDetail {
  const members = patch.members ?? [{ ...SCHOOL_PEOPLE[1] }];
  return {
    id: 19,
    title: 'Insiders',
    name: 'Insiders',
    ...patch,
    members,
    members_count: members.length,
  };
}

/** The server's refusal of an email of no one in the school. */
export const notInSchool = () =>
  httpError(422, CLOSED_GROUP_NOT_IN_SCHOOL, { email: [CLOSED_GROUP_NOT_IN_SCHOOL] });

/** A fake server holding one school's groups, answering as the real one does (404, 422). */
export function fakeGroupsServer(initial: ClosedGroupDetail[] = [groupFixture()]) {
  const groups = new Map(initial.map((group) => [group.id, structuredClone(group)]));
  let nextId = 100;
  const calls: string[] = [];
  const found = (groupId: number) => {
    const group = groups.get(groupId);
    if (!group) throw httpError(404, 'There is no such closed group.');
    return group;
  };
  const answer = (group: ClosedGroupDetail) => {
    const sorted = [...group.members].sort((a, b) => a.name.localeCompare(b.name));
    const stored = { ...group, members: sorted, members_count: sorted.length };
    groups.set(group.id, stored);
    return structuredClone(stored);
  };
  const title = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '')
      throw httpError(422, 'Give the group a title.', { title: ['Give the group a title.'] });
    return trimmed;
  };
  return {
    groups,
    calls,
    closedGroup: async (groupId: number) => {
      calls.push(`GET ${groupId}`);
      return structuredClone(found(groupId));
    },
    createClosedGroup: async (body: { title: string }) => {
      calls.push('POST');
      const text = title(body.title);
      return answer({ id: nextId++, title: text, name: text, members_count: 0, members: [] });
    },
    renameClosedGroup: async (groupId: number, body: { title: string }) => {
      calls.push(`PUT ${groupId}`);
      const text = title(body.title);
      return answer({ ...found(groupId), title: text, name: text });
    },
    addClosedGroupMember: async (groupId: number, body: { email: string }) => {
      calls.push(`POST ${groupId} members`);
      const group = found(groupId);
      const person = SCHOOL_PEOPLE.find((candidate) => candidate.email === body.email.trim().toLowerCase());
      if (!person) throw notInSchool();
      return answer({
        ...group,
        members: [...group.members.filter((m) => m.id !== person.id), { ...person }],
      });
    },
    removeClosedGroupMember: async (groupId: number, userId: number) => {
      calls.push(`DELETE ${groupId} members ${userId}`);
      const group = found(groupId);
      if (!group.members.some((member) => member.id === userId))
        throw httpError(404, 'There is no such member of the group.');
      return answer({ ...group, members: group.members.filter((member) => member.id !== userId) });
    },
    deleteClosedGroup: async (groupId: number) => {
      calls.push(`DELETE ${groupId}`);
      found(groupId);
      groups.delete(groupId);
      return { id: groupId };
    },
  };
}
