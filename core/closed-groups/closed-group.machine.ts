import { assign, emit, fromPromise, setup } from 'xstate';
import type { ClosedGroupDetail } from '../api/lessons.ts';
import { errorOf, outputOf } from '../machine-events/index.ts';
import { FORBIDDEN_STATUS, NOT_FOUND_STATUS } from './closed-group.constants.ts';
import type {
  AddMemberInput,
  ClosedGroupContext,
  ClosedGroupEmitted,
  ClosedGroupEvent,
  ClosedGroupInput,
  CreateGroupInput,
  GroupIdInput,
  RemoveMemberInput,
  RenameGroupInput,
} from './closed-group.types.ts';
import {
  createClosedGroupContext,
  withFailure,
  withGroup,
  withMembers,
  withRenamed,
} from './closed-group-context.ts';
import {
  groupTitleProblem,
  memberEmailProblem,
  serverFieldProblem,
  statusOf,
} from './group-field-problems.ts';

const provideMe = (name: string) => () => Promise.reject(new Error(`provide me: ${name}`));
const idOf = (context: ClosedGroupContext) => context.groupId ?? 0;

/**
 * A closed group's page (issue 14, spec 1 §3 Closed group): the new-group page drafts a title and creates
 * the group; a group's page loads it (404 is "not found", 403 "not allowed") and then, independently,
 * renames it (`title`), adds and removes members one call at a time (`members`, removal confirmed first)
 * and deletes it (`deletion`, confirmed first). Titles and emails are checked by the contract's rules
 * before they are sent; the server's 422 is shown at its field. A write answered 404 (the group went
 * meanwhile, or the member) loads the group again; a deletion answered 404 has nothing left to delete.
 */
export const closedGroupMachine = setup({
  types: {
    context: {} as ClosedGroupContext,
    events: {} as ClosedGroupEvent,
    input: {} as ClosedGroupInput,
    emitted: {} as ClosedGroupEmitted,
  },
  actors: {
    loadGroup: fromPromise<ClosedGroupDetail, GroupIdInput>(provideMe('loadGroup')),
    createGroup: fromPromise<ClosedGroupDetail, CreateGroupInput>(provideMe('createGroup')),
    renameGroup: fromPromise<ClosedGroupDetail, RenameGroupInput>(provideMe('renameGroup')),
    addMember: fromPromise<ClosedGroupDetail, AddMemberInput>(provideMe('addMember')),
    removeMember: fromPromise<ClosedGroupDetail, RemoveMemberInput>(provideMe('removeMember')),
    deleteGroup: fromPromise<unknown, GroupIdInput>(provideMe('deleteGroup')),
  },
  guards: {
    hasGroupId: ({ context }) => context.groupId !== null,
    isTitleInvalid: ({ context }) => groupTitleProblem(context.title) !== null,
    isTitleUnchanged: ({ context }) => context.title.trim() === context.group?.title,
    isEmailInvalid: ({ context }) => memberEmailProblem(context.email) !== null,
    isMemberOfGroup: ({ context, event }) =>
      event.type === 'member.remove' &&
      (context.group?.members.some((member) => member.id === event.memberId) ?? false),
    isNotFound: ({ event }) => statusOf(errorOf(event)) === NOT_FOUND_STATUS,
    isForbidden: ({ event }) => statusOf(errorOf(event)) === FORBIDDEN_STATUS,
    isTitleRefusal: ({ event }) => serverFieldProblem(errorOf(event), 'title') !== null,
    isEmailRefusal: ({ event }) => serverFieldProblem(errorOf(event), 'email') !== null,
  },
  actions: {
    typeTitle: assign(({ event }) =>
      event.type === 'title.change' ? { title: event.title, titleProblem: null } : {},
    ),
    typeEmail: assign(({ event }) =>
      event.type === 'email.change' ? { email: event.email, emailProblem: null } : {},
    ),
    markTitleProblem: assign(({ context }) => ({ titleProblem: groupTitleProblem(context.title) })),
    markEmailProblem: assign(({ context }) => ({ emailProblem: memberEmailProblem(context.email) })),
    markServerTitleProblem: assign(({ event }) => ({
      titleProblem: serverFieldProblem(errorOf(event), 'title'),
    })),
    markServerEmailProblem: assign(({ event }) => ({
      emailProblem: serverFieldProblem(errorOf(event), 'email'),
    })),
    takeGroup: assign(({ context, event }) => withGroup(context, outputOf<ClosedGroupDetail>(event))),
    takeRename: assign(({ context, event }) => withRenamed(context, outputOf<ClosedGroupDetail>(event))),
    takeMembers: assign(({ context, event }) => withMembers(context, outputOf<ClosedGroupDetail>(event))),
    clearEmail: assign({ email: '', emailProblem: null }),
    chooseRemoval: assign(({ context, event }) => ({
      removal:
        event.type === 'member.remove'
          ? (context.group?.members.find((member) => member.id === event.memberId) ?? null)
          : null,
    })),
    forgetRemoval: assign({ removal: null }),
    storeLoadFailure: assign(({ context, event }) => withFailure(context, 'load', errorOf(event))),
    storeCreateFailure: assign(({ context, event }) => withFailure(context, 'create', errorOf(event))),
    storeRenameFailure: assign(({ context, event }) => withFailure(context, 'rename', errorOf(event))),
    storeAddFailure: assign(({ context, event }) => withFailure(context, 'add', errorOf(event))),
    storeRemoveFailure: assign(({ context, event }) => withFailure(context, 'remove', errorOf(event))),
    storeDeleteFailure: assign(({ context, event }) => withFailure(context, 'delete', errorOf(event))),
    dismissFailure: assign({ failure: null }),
    notifyCreated: emit(({ context }) => ({ type: 'group.created' as const, groupId: idOf(context) })),
    notifyDeleted: emit(({ context }) => ({ type: 'group.deleted' as const, groupId: idOf(context) })),
  },
}).createMachine({
  id: 'closedGroup',
  context: ({ input }) => createClosedGroupContext(input),
  initial: 'opening',
  on: { 'failure.dismiss': { actions: 'dismissFailure' } },
  states: {
    opening: {
      always: [{ guard: 'hasGroupId', target: 'loading' }, { target: 'drafting' }],
    },
    drafting: {
      on: {
        'title.change': { actions: 'typeTitle' },
        'group.create': [{ guard: 'isTitleInvalid', actions: 'markTitleProblem' }, { target: 'creating' }],
      },
    },
    creating: {
      tags: 'busy',
      entry: 'dismissFailure',
      invoke: {
        id: 'createGroup',
        src: 'createGroup',
        input: ({ context }) => ({ title: context.title }),
        onDone: { target: 'ready', actions: ['takeGroup', 'notifyCreated'] },
        onError: [
          { guard: 'isTitleRefusal', target: 'drafting', actions: 'markServerTitleProblem' },
          { target: 'drafting', actions: 'storeCreateFailure' },
        ],
      },
    },
    loading: {
      tags: 'busy',
      entry: 'dismissFailure',
      invoke: {
        id: 'loadGroup',
        src: 'loadGroup',
        input: ({ context }) => ({ groupId: idOf(context) }),
        onDone: { target: 'ready', actions: 'takeGroup' },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { guard: 'isForbidden', target: 'forbidden' },
          { target: 'loadFailed', actions: 'storeLoadFailure' },
        ],
      },
    },
    loadFailed: {
      on: { 'group.load': 'loading' },
    },
    notFound: {},
    forbidden: {},
    ready: {
      type: 'parallel',
      states: {
        title: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'title.change': { actions: 'typeTitle' },
                'title.save': [
                  { guard: 'isTitleUnchanged' },
                  { guard: 'isTitleInvalid', actions: 'markTitleProblem' },
                  { target: 'saving' },
                ],
              },
            },
            saving: {
              tags: 'busy',
              entry: 'dismissFailure',
              on: { 'title.change': { actions: 'typeTitle' } },
              invoke: {
                id: 'renameGroup',
                src: 'renameGroup',
                input: ({ context }) => ({ groupId: idOf(context), title: context.title }),
                onDone: { target: 'saved', actions: 'takeRename' },
                onError: [
                  { guard: 'isNotFound', target: '#closedGroup.loading' },
                  { guard: 'isTitleRefusal', target: 'idle', actions: 'markServerTitleProblem' },
                  { target: 'idle', actions: 'storeRenameFailure' },
                ],
              },
            },
            saved: {
              on: { 'title.change': { target: 'idle', actions: 'typeTitle' } },
            },
          },
        },
        members: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'email.change': { actions: 'typeEmail' },
                'member.add': [
                  { guard: 'isEmailInvalid', actions: 'markEmailProblem' },
                  { target: 'adding' },
                ],
                'member.remove': {
                  guard: 'isMemberOfGroup',
                  target: 'confirmingRemoval',
                  actions: 'chooseRemoval',
                },
              },
            },
            adding: {
              tags: 'busy',
              entry: 'dismissFailure',
              invoke: {
                id: 'addMember',
                src: 'addMember',
                input: ({ context }) => ({ groupId: idOf(context), email: context.email }),
                onDone: { target: 'idle', actions: ['takeMembers', 'clearEmail'] },
                onError: [
                  { guard: 'isNotFound', target: '#closedGroup.loading' },
                  { guard: 'isEmailRefusal', target: 'idle', actions: 'markServerEmailProblem' },
                  { target: 'idle', actions: 'storeAddFailure' },
                ],
              },
            },
            confirmingRemoval: {
              on: {
                'email.change': { actions: 'typeEmail' },
                'removal.confirm': { target: 'removing' },
                'removal.cancel': { target: 'idle', actions: 'forgetRemoval' },
              },
            },
            removing: {
              tags: 'busy',
              entry: 'dismissFailure',
              on: { 'email.change': { actions: 'typeEmail' } },
              invoke: {
                id: 'removeMember',
                src: 'removeMember',
                input: ({ context }) => ({ groupId: idOf(context), userId: context.removal?.id ?? 0 }),
                onDone: { target: 'idle', actions: ['takeMembers', 'forgetRemoval'] },
                onError: [
                  { guard: 'isNotFound', target: '#closedGroup.loading', actions: 'forgetRemoval' },
                  { target: 'idle', actions: ['storeRemoveFailure', 'forgetRemoval'] },
                ],
              },
            },
          },
        },
        deletion: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'group.delete': { target: 'confirming' } },
            },
            confirming: {
              on: {
                'deletion.confirm': { target: 'deleting' },
                'deletion.cancel': { target: 'idle' },
              },
            },
            deleting: {
              tags: 'busy',
              entry: 'dismissFailure',
              invoke: {
                id: 'deleteGroup',
                src: 'deleteGroup',
                input: ({ context }) => ({ groupId: idOf(context) }),
                onDone: { target: '#closedGroup.deleted' },
                onError: [
                  { guard: 'isNotFound', target: '#closedGroup.deleted' },
                  { target: 'idle', actions: 'storeDeleteFailure' },
                ],
              },
            },
          },
        },
      },
    },
    deleted: {
      type: 'final',
      entry: 'notifyDeleted',
    },
  },
});
