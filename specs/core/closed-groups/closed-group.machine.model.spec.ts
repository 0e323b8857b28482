import { describe, expect, it } from 'vitest';
import { type AnyEventObject, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ClosedGroupDetail } from '../../../core/api/lessons.ts';
import {
  type ClosedGroupEvent,
  type ClosedGroupInput,
  type ClosedGroupSnapshot,
  closedGroupMachine,
  groupTitleProblem,
  memberEmailProblem,
  selectClosedGroupView,
} from '../../../core/closed-groups/index.ts';
import { leafStateValues } from '../quiz/state-leaves.ts';
import { groupFixture, httpError, notInSchool, SCHOOL_PEOPLE } from './closed-group.fakes.ts';

const TOO_LONG = 'x'.repeat(201);

/** What the server would answer to the call in flight, from the snapshot it was sent in. */
function answers(snapshot: ClosedGroupSnapshot): AnyEventObject[] {
  const { context } = snapshot;
  const group = context.group ?? groupFixture();
  const title = context.title.trim();
  const person = SCHOOL_PEOPLE.find((candidate) => candidate.email === context.email.trim().toLowerCase());
  const withMembers = (members: ClosedGroupDetail['members']) =>
    groupFixture({ ...group, members: [...members] });
  return [
    { type: 'xstate.done.actor.loadGroup', output: groupFixture() },
    { type: 'xstate.error.actor.loadGroup', error: httpError(404) },
    { type: 'xstate.error.actor.loadGroup', error: httpError(403) },
    { type: 'xstate.error.actor.loadGroup', error: new TypeError('Failed to fetch') },
    {
      type: 'xstate.done.actor.createGroup',
      output: groupFixture({ id: 77, title, name: title, members: [] }),
    },
    { type: 'xstate.error.actor.createGroup', error: httpError(422, 'bad', { title: ['Too long.'] }) },
    { type: 'xstate.error.actor.createGroup', error: httpError(500) },
    { type: 'xstate.done.actor.renameGroup', output: groupFixture({ ...group, title, name: title }) },
    { type: 'xstate.error.actor.renameGroup', error: httpError(404) },
    { type: 'xstate.error.actor.renameGroup', error: httpError(422, 'bad', { title: ['Too long.'] }) },
    { type: 'xstate.error.actor.renameGroup', error: httpError(500) },
    ...(person
      ? [
          {
            type: 'xstate.done.actor.addMember',
            output: withMembers([
              ...group.members.filter((member) => member.id !== person.id),
              { ...person },
            ]),
          },
        ]
      : []),
    { type: 'xstate.error.actor.addMember', error: notInSchool() },
    { type: 'xstate.error.actor.addMember', error: httpError(404) },
    { type: 'xstate.error.actor.addMember', error: httpError(500) },
    {
      type: 'xstate.done.actor.removeMember',
      output: withMembers(group.members.filter((member) => member.id !== context.removal?.id)),
    },
    { type: 'xstate.error.actor.removeMember', error: httpError(404) },
    { type: 'xstate.error.actor.removeMember', error: httpError(500) },
    { type: 'xstate.done.actor.deleteGroup', output: { id: group.id } },
    { type: 'xstate.error.actor.deleteGroup', error: httpError(404) },
    { type: 'xstate.error.actor.deleteGroup', error: httpError(500) },
  ];
}

/** What a person can do on the page in any state (the walk sends all; the machine takes what fits). */
function eventsFor(snapshot: ClosedGroupSnapshot): AnyEventObject[] {
  const { group } = snapshot.context;
  const people: ClosedGroupEvent[] = [
    { type: 'title.change', title: '' },
    { type: 'title.change', title: 'Alumni' },
    { type: 'title.change', title: TOO_LONG },
    { type: 'title.change', title: group?.title ?? 'Insiders' },
    { type: 'group.create' },
    { type: 'title.save' },
    { type: 'email.change', email: '' },
    { type: 'email.change', email: 'not an email' },
    { type: 'email.change', email: 'curator@lectern.test' },
    { type: 'email.change', email: 'nobody@lectern.test' },
    { type: 'member.add' },
    { type: 'member.remove', memberId: group?.members[0]?.id ?? 2 },
    { type: 'member.remove', memberId: 999 },
    { type: 'removal.confirm' },
    { type: 'removal.cancel' },
    { type: 'group.delete' },
    { type: 'deletion.confirm' },
    { type: 'deletion.cancel' },
    { type: 'group.load' },
    { type: 'failure.dismiss' },
  ];
  // An actor answers only while it runs (an answer with none running would be no real event).
  const running = answers(snapshot).filter((event) => event.type.split('.').at(-1)! in snapshot.children);
  return [...people, ...running];
}

/** One concern of the page walked at a time (the whole product of them is too large to walk). */
interface Walk {
  input: ClosedGroupInput;
  events: RegExp;
  key: (snapshot: ClosedGroupSnapshot) => unknown[];
}

const failureOf = (snapshot: ClosedGroupSnapshot) => snapshot.context.failure?.operation ?? null;

const WALKS: Record<string, Walk> = {
  newGroup: {
    input: { groupId: null },
    events: /^(title\.change|group\.create|failure\.dismiss|xstate\.(done|error)\.actor\.createGroup)$/,
    key: (snapshot) => [snapshot.context.title, snapshot.context.titleProblem?.kind, failureOf(snapshot)],
  },
  title: {
    input: { groupId: 19 },
    events:
      /^(title\.change|title\.save|group\.load|failure\.dismiss|xstate\.(done|error)\.actor\.(loadGroup|renameGroup))$/,
    key: (snapshot) => [
      snapshot.context.title,
      snapshot.context.group?.title,
      snapshot.context.titleProblem?.kind,
      failureOf(snapshot),
    ],
  },
  members: {
    input: { groupId: 19 },
    events:
      /^(email\.change|member\.add|member\.remove|removal\.(confirm|cancel)|failure\.dismiss|xstate\.(done|error)\.actor\.(loadGroup|addMember|removeMember))$/,
    key: (snapshot) => [
      snapshot.context.email,
      snapshot.context.group?.members.map((member) => member.id),
      snapshot.context.emailProblem?.kind,
      snapshot.context.removal?.id,
      failureOf(snapshot),
    ],
  },
  deletion: {
    input: { groupId: 19 },
    events:
      /^(group\.delete|deletion\.(confirm|cancel)|title\.change|title\.save|failure\.dismiss|xstate\.(done|error)\.actor\.(loadGroup|deleteGroup|renameGroup))$/,
    key: (snapshot) => [snapshot.context.title === snapshot.context.group?.title, failureOf(snapshot)],
  },
};

const walked = Object.entries(WALKS).map(([name, walk]) => ({
  name,
  walk,
  paths: getShortestPaths(closedGroupMachine, {
    input: walk.input,
    events: ((snapshot: ClosedGroupSnapshot) =>
      eventsFor(snapshot).filter((event) => walk.events.test(event.type))) as never,
    serializeState: ((snapshot: ClosedGroupSnapshot) =>
      JSON.stringify([snapshot.value, snapshot.status, ...walk.key(snapshot)])) as never,
  }),
}));

interface Step {
  before: ClosedGroupSnapshot;
  event: AnyEventObject;
  after: ClosedGroupSnapshot;
  emitted: AnyEventObject[];
}

/** Each path replayed through `transition()`, keeping every step with what it emitted. */
function replay(path: (typeof walked)[number]['paths'][number], input: ClosedGroupInput): Step[] {
  let [snapshot] = initialTransition(closedGroupMachine, input);
  const steps: Step[] = [{ before: snapshot, event: { type: 'start' }, after: snapshot, emitted: [] }];
  for (const { event } of path.steps.slice(1)) {
    const [after, actions] = transition(closedGroupMachine, snapshot, event as ClosedGroupEvent);
    const emitted = (actions as { type: string; params?: unknown }[])
      .filter((action) => action.type === 'xstate.emit')
      .map((action) => (action.params as { event: AnyEventObject }).event);
    steps.push({ before: snapshot, event: event as AnyEventObject, after, emitted });
    snapshot = after;
  }
  return steps;
}

const steps = walked.flatMap(({ walk, paths }) => paths.flatMap((path) => replay(path, walk.input)));
const snapshots = steps.map((step) => step.after);
const running = (snapshot: ClosedGroupSnapshot, id: string) => id in snapshot.children;

describe('closed group machine, walked with xstate/graph', () => {
  it('explores many pages in each walk', () => {
    for (const { name, paths } of walked) expect(paths.length, name).toBeGreaterThan(10);
  });

  it('replays each path to the state the walk found', () => {
    for (const { walk, paths } of walked)
      for (const path of paths)
        expect(replay(path, walk.input).at(-1)?.after.value).toEqual(path.state.value);
  });

  it('reaches every state', () => {
    const paths = walked.flatMap((walk) => walk.paths);
    const unreached = leafStateValues(closedGroupMachine).filter(
      (leaf) => !paths.some((path) => path.state.matches(leaf.value as never)),
    );
    expect(unreached.map((leaf) => leaf.id)).toEqual([]);
  });

  it('never fails: every step leaves a running page, or one that is done because the group was deleted', () => {
    for (const snapshot of snapshots) {
      expect(
        snapshot.status === 'active' || snapshot.matches('deleted'),
        JSON.stringify(snapshot.error),
      ).toBe(true);
      if (snapshot.status === 'done') expect(snapshot.matches('deleted')).toBe(true);
    }
  });

  it('runs each call exactly in the state that makes it, so one member call is in flight at a time', () => {
    for (const snapshot of snapshots) {
      const at = JSON.stringify(snapshot.value);
      expect(running(snapshot, 'loadGroup'), at).toBe(snapshot.matches('loading'));
      expect(running(snapshot, 'createGroup'), at).toBe(snapshot.matches('creating'));
      expect(running(snapshot, 'renameGroup'), at).toBe(snapshot.matches({ ready: { title: 'saving' } }));
      expect(running(snapshot, 'addMember'), at).toBe(snapshot.matches({ ready: { members: 'adding' } }));
      expect(running(snapshot, 'removeMember'), at).toBe(
        snapshot.matches({ ready: { members: 'removing' } }),
      );
      expect(running(snapshot, 'deleteGroup'), at).toBe(
        snapshot.matches({ ready: { deletion: 'deleting' } }),
      );
      expect(running(snapshot, 'addMember') && running(snapshot, 'removeMember')).toBe(false);
    }
  });

  it('sends only what the contract takes: a title and an email are checked before they go', () => {
    for (const { after, before } of steps) {
      const started = (id: string) => running(after, id) && !running(before, id);
      if (started('createGroup') || started('renameGroup'))
        expect(groupTitleProblem(after.context.title)).toBeNull();
      if (started('addMember')) expect(memberEmailProblem(after.context.email)).toBeNull();
      if (started('renameGroup')) expect(after.context.title.trim()).not.toBe(before.context.group?.title);
    }
  });

  it('shows a problem at the field when the check or the server refuses it, and clears it on typing', () => {
    for (const { event, after } of steps) {
      if (event.type === 'title.change') expect(after.context.titleProblem).toBeNull();
      if (event.type === 'email.change' && after.context.email === event.email)
        expect(after.context.emailProblem).toBeNull();
      if (
        (event.type === 'group.create' || event.type === 'title.save') &&
        groupTitleProblem(after.context.title) !== null &&
        (after.matches('drafting') || after.matches({ ready: { title: 'idle' } }))
      )
        expect(after.context.titleProblem).toEqual(groupTitleProblem(after.context.title));
      if (event.type === 'xstate.error.actor.addMember' && event.error.status === 422)
        expect(after.context.emailProblem).toEqual({ kind: 'server', message: event.error.message });
      if (/error\.actor\.(createGroup|renameGroup)/.test(event.type) && event.error.status === 422)
        expect(after.context.titleProblem).toEqual({ kind: 'server', message: 'Too long.' });
    }
  });

  it('keeps the group as the server last answered it: rename answers its title, member calls its members', () => {
    for (const { event, before, after } of steps) {
      if (event.type === 'xstate.done.actor.renameGroup') {
        expect(after.context.group?.title).toBe(event.output.title);
        expect(after.context.group?.members).toEqual(before.context.group?.members);
      }
      if (/done\.actor\.(addMember|removeMember)/.test(event.type)) {
        expect(after.context.group?.members).toEqual(event.output.members);
        expect(after.context.group?.title).toBe(before.context.group?.title);
        expect(after.context.group?.members_count).toBe(event.output.members.length);
      }
      if (!/^xstate\.done/.test(event.type) && after.matches('ready'))
        expect(after.context.group).toEqual(before.context.group);
    }
  });

  it('asks before a member goes or the group goes, and a 404 on a write reads the group again', () => {
    for (const { event, before, after } of steps) {
      if (running(after, 'removeMember') && !running(before, 'removeMember'))
        expect(before.matches({ ready: { members: 'confirmingRemoval' } })).toBe(true);
      if (running(after, 'deleteGroup') && !running(before, 'deleteGroup'))
        expect(before.matches({ ready: { deletion: 'confirming' } })).toBe(true);
      if (/error\.actor\.(renameGroup|addMember|removeMember)/.test(event.type) && event.error.status === 404)
        expect(after.matches('loading')).toBe(true);
    }
  });

  it('tells the page of a created group once, with its id, and of a deleted one once', () => {
    for (const { event, emitted, after } of steps) {
      const created = emitted.filter((sent) => sent.type === 'group.created');
      const deleted = emitted.filter((sent) => sent.type === 'group.deleted');
      expect(created.length).toBe(event.type === 'xstate.done.actor.createGroup' ? 1 : 0);
      if (created.length) expect(created[0]).toEqual({ type: 'group.created', groupId: event.output.id });
      expect(deleted.length).toBe(after.matches('deleted') && /actor\.deleteGroup/.test(event.type) ? 1 : 0);
    }
  });

  it('gives a view whose flags follow the state', () => {
    for (const snapshot of snapshots) {
      const view = selectClosedGroupView(snapshot);
      const at = JSON.stringify(snapshot.value);
      expect(view.isNew, at).toBe(snapshot.matches('drafting') || snapshot.matches('creating'));
      expect(view.removal !== null, at).toBe(
        snapshot.matches({ ready: { members: 'confirmingRemoval' } }) ||
          snapshot.matches({ ready: { members: 'removing' } }),
      );
      expect(view.removal?.isRemoving ?? false).toBe(snapshot.matches({ ready: { members: 'removing' } }));
      expect(view.isAdding).toBe(running(snapshot, 'addMember'));
      expect(view.canChangeMembers).toBe(snapshot.matches({ ready: { members: 'idle' } }));
      if (view.titleStatus === 'saving') expect(view.canSubmitTitle).toBe(false);
      if (view.titleStatus === 'saved') expect(view.title.trim()).toBe(view.group?.title);
      if (
        view.phase === 'ready' &&
        view.titleStatus === 'changed' &&
        snapshot.matches({ ready: { title: 'idle' } })
      )
        expect(view.canSubmitTitle).toBe(true);
      expect(view.members).toEqual(snapshot.context.group?.members ?? []);
    }
  });
});
