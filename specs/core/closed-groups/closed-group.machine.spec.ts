import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type ClosedGroupEmitted,
  type ClosedGroupInput,
  closedGroupMachineWith,
  closedGroupPath,
  selectClosedGroupView,
} from '../../../core/closed-groups/index.ts';
import { fakeGroupsServer, groupFixture } from './closed-group.fakes.ts';

type Server = ReturnType<typeof fakeGroupsServer>;

function open(server: Server, input: ClosedGroupInput) {
  const emitted: ClosedGroupEmitted[] = [];
  const actor = createActor(closedGroupMachineWith(server), { input });
  actor.on('*', (event) => emitted.push(event as ClosedGroupEmitted));
  actor.start();
  const view = () => selectClosedGroupView(actor.getSnapshot());
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, emitted, view, settled };
}

describe('a closed group page against a server', () => {
  it('creates a group from a typed title and tells the page its id', async () => {
    const server = fakeGroupsServer([]);
    const page = open(server, { groupId: null });
    expect(page.view()).toMatchObject({ phase: 'drafting', isNew: true, canSubmitTitle: true });
    page.actor.send({ type: 'group.create' });
    expect(page.view().titleProblem).toEqual({ kind: 'required' });
    expect(server.calls).toEqual([]);
    page.actor.send({ type: 'title.change', title: '  Insiders ' });
    expect(page.view().titleProblem).toBeNull();
    page.actor.send({ type: 'group.create' });
    await page.settled();
    const [created] = [...server.groups.values()];
    expect(created?.title).toBe('Insiders');
    expect(page.emitted).toEqual([{ type: 'group.created', groupId: created!.id }]);
    expect(closedGroupPath(created!.id)).toBe(`/expert/closed-group/detail/${created!.id}/settings/edit`);
  });

  it('renames, shows Saved, and goes back to changed when typed on', async () => {
    const page = open(fakeGroupsServer(), { groupId: 19 });
    await page.settled();
    expect(page.view()).toMatchObject({ phase: 'ready', title: 'Insiders', titleStatus: 'unchanged' });
    expect(page.view().canSubmitTitle).toBe(false);
    page.actor.send({ type: 'title.change', title: 'Alumni' });
    expect(page.view()).toMatchObject({ titleStatus: 'changed', canSubmitTitle: true });
    page.actor.send({ type: 'title.save' });
    expect(page.view().titleStatus).toBe('saving');
    await page.settled();
    expect(page.view()).toMatchObject({ titleStatus: 'saved', group: { title: 'Alumni' } });
    page.actor.send({ type: 'title.change', title: 'Alumni 2' });
    expect(page.view().titleStatus).toBe('changed');
  });

  it('shows the server’s refusal of an unknown email at the field, then adds a person of the school', async () => {
    const server = fakeGroupsServer();
    const page = open(server, { groupId: 19 });
    await page.settled();
    page.actor.send({ type: 'email.change', email: 'nobody@lectern.test' });
    page.actor.send({ type: 'member.add' });
    await page.settled();
    expect(page.view().emailProblem).toEqual({
      kind: 'server',
      message: 'No one of the school has this email.',
    });
    expect(page.view().email).toBe('nobody@lectern.test');
    page.actor.send({ type: 'email.change', email: 'Curator@Lectern.test' });
    page.actor.send({ type: 'member.add' });
    await page.settled();
    expect(page.view().members.map((member) => member.email)).toEqual([
      'curator@lectern.test',
      'student@lectern.test',
    ]);
    expect(page.view()).toMatchObject({ email: '', emailProblem: null, group: { members_count: 2 } });
  });

  it('removes a member only after the confirmation, and keeps them on cancel', async () => {
    const server = fakeGroupsServer();
    const page = open(server, { groupId: 19 });
    await page.settled();
    page.actor.send({ type: 'member.remove', memberId: 2 });
    expect(page.view().removal).toEqual({ member: groupFixture().members[0], isRemoving: false });
    page.actor.send({ type: 'removal.cancel' });
    expect(page.view().removal).toBeNull();
    expect(server.calls).toEqual(['GET 19']);
    page.actor.send({ type: 'member.remove', memberId: 2 });
    page.actor.send({ type: 'removal.confirm' });
    expect(page.view().removal?.isRemoving).toBe(true);
    await page.settled();
    expect(page.view().members).toEqual([]);
    expect(server.calls.at(-1)).toBe('DELETE 19 members 2');
  });

  it('deletes the group after the confirmation and tells the page', async () => {
    const server = fakeGroupsServer();
    const page = open(server, { groupId: 19 });
    await page.settled();
    page.actor.send({ type: 'group.delete' });
    expect(page.view().deletion).toBe('confirming');
    page.actor.send({ type: 'deletion.confirm' });
    await waitFor(page.actor, (snapshot) => snapshot.status === 'done');
    expect(server.groups.size).toBe(0);
    expect(page.emitted).toEqual([{ type: 'group.deleted', groupId: 19 }]);
  });

  it('shows not found for a group that is not there, and reads the group again when it goes meanwhile', async () => {
    const missing = open(fakeGroupsServer(), { groupId: 5 });
    await missing.settled();
    expect(missing.view().phase).toBe('notFound');

    const server = fakeGroupsServer();
    const page = open(server, { groupId: 19 });
    await page.settled();
    server.groups.delete(19);
    page.actor.send({ type: 'title.change', title: 'Alumni' });
    page.actor.send({ type: 'title.save' });
    await page.settled();
    expect(page.view().phase).toBe('notFound');
  });

  it('keeps a failure that no field explains until dismissed, and offers Retry for a failed load', async () => {
    const server = fakeGroupsServer();
    let fail = true;
    const flaky = {
      ...server,
      closedGroup: async (id: number) => {
        if (fail) throw new TypeError('Failed to fetch');
        return server.closedGroup(id);
      },
    };
    const page = open(flaky, { groupId: 19 });
    await waitFor(page.actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(page.view().failure).toEqual({ operation: 'load', message: 'Failed to fetch', status: null });
    fail = false;
    page.actor.send({ type: 'group.load' });
    await page.settled();
    expect(page.view()).toMatchObject({ phase: 'ready', failure: null });
  });
});
