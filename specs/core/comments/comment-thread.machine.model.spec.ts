import { describe, expect, it } from 'vitest';
import { type AnyEventObject, initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type CommentThreadEvent,
  type CommentThreadInput,
  type CommentThreadSnapshot,
  canSendComment,
  commentThreadMachine,
  OPTIMISTIC_COMMENT_ID,
  selectCommentThreadView,
} from '../../../core/comments/index.ts';
import { leafStateValues } from '../quiz/state-leaves.ts';
import { commentFixture, httpError, listFixture } from './comment-thread.fakes.ts';

// The thread machine walked with xstate/graph, one concern at a time (the whole product is too large):
// every path is replayed through transition(), and what a person would notice is checked at each step.

const AFTER = 'xstate.after.loadDelay.commentThread.waiting';

function answers(snapshot: CommentThreadSnapshot): AnyEventObject[] {
  const { context } = snapshot;
  const saved = commentFixture(40, { text: context.draft?.text ?? context.text });
  return [
    {
      type: 'xstate.done.actor.loadPage',
      output: listFixture([commentFixture(2), commentFixture(1)], { lastPage: 2 }),
    },
    {
      type: 'xstate.done.actor.loadPage',
      output: listFixture(
        [commentFixture(9, { can: { edit: false, toggle_visibility: false, delete: false } })],
        {
          allowed: false,
          staff: false,
        },
      ),
    },
    { type: 'xstate.error.actor.loadPage', error: httpError(500) },
    { type: 'xstate.done.actor.createComment', output: saved },
    { type: 'xstate.error.actor.createComment', error: httpError(403) },
    {
      type: 'xstate.done.actor.updateComment',
      output: commentFixture(context.editingId ?? 2, { text: context.text }),
    },
    { type: 'xstate.error.actor.updateComment', error: httpError(422) },
    { type: 'xstate.done.actor.removeComment', output: {} },
    { type: 'xstate.error.actor.removeComment', error: httpError(403) },
    { type: 'xstate.done.actor.setPrivate', output: commentFixture(2, { is_private: true }) },
    { type: 'xstate.error.actor.setPrivate', error: httpError(500) },
    { type: 'xstate.done.actor.bulk', output: [1, 2] },
    { type: 'xstate.error.actor.bulk', error: httpError(500) },
  ];
}

function eventsFor(snapshot: CommentThreadSnapshot): AnyEventObject[] {
  const people: CommentThreadEvent[] = [
    { type: 'text.change', text: '' },
    { type: 'text.change', text: 'Чому?' },
    { type: 'key.enter' },
    { type: 'key.enter', shift: true },
    { type: 'private.set', isPrivate: true },
    { type: 'file.uploading' },
    { type: 'file.uploaded', file: { uuid: 'f1', name: 'essay.pdf' } },
    { type: 'file.failed' },
    { type: 'file.remove', uuid: 'f1' },
    { type: 'send' },
    { type: 'edit.start', id: 2 },
    { type: 'edit.cancel' },
    { type: 'more' },
    { type: 'reload' },
    { type: 'delete', id: 2 },
    { type: 'visibility.toggle', id: 2 },
    { type: 'bulk', action: 'restrict' },
    { type: 'unseen.next' },
    { type: 'focus.done' },
  ];
  const running = answers(snapshot).filter((event) => event.type.split('.').at(-1)! in snapshot.children);
  const delay = snapshot.matches('waiting') ? [{ type: AFTER }] : [];
  return [...delay, ...people, ...running];
}

interface Walk {
  input: CommentThreadInput;
  events: RegExp;
  key: (snapshot: CommentThreadSnapshot) => unknown[];
}

const LOAD = 'xstate\\.after\\..*|xstate\\.(done|error)\\.actor\\.loadPage';
const WALKS: Record<string, Walk> = {
  form: {
    input: { thread: { type: 'quiz-attempt', id: 6 }, part: { quiz_question_id: 7 }, asStudent: true },
    events: new RegExp(
      `^(${LOAD}|text\\.change|key\\.enter|file\\.(uploading|uploaded|failed|remove)|send|xstate\\.(done|error)\\.actor\\.createComment)$`,
    ),
    key: (s) => [
      s.context.text.replace(/\n+$/, '\n'),
      Math.min(s.context.files.length, 2),
      Math.min(s.context.uploading, 2),
      Math.min(s.context.comments.length, 4),
      s.context.comments[0]?.id,
      s.context.isAllowed,
    ],
  },
  editing: {
    input: { thread: { type: 'lesson', id: 3 }, asStudent: false },
    events: new RegExp(
      `^(${LOAD}|text\\.change|edit\\.(start|cancel)|send|xstate\\.(done|error)\\.actor\\.updateComment)$`,
    ),
    key: (s) => [s.context.text, s.context.editingId, s.context.comments.map((c) => c.text)],
  },
  moderation: {
    input: { thread: { type: 'quiz-attempt', id: 6 }, asStudent: false },
    events: new RegExp(
      `^(${LOAD}|more|reload|delete|visibility\\.toggle|bulk|unseen\\.next|focus\\.done|xstate\\.(done|error)\\.actor\\.(removeComment|setPrivate|bulk))$`,
    ),
    key: (s) => [
      s.context.unreadIds,
      s.context.focusCommentId,
      s.context.page,
      s.context.comments.map((c) => c.id),
    ],
  },
};

const walked = Object.entries(WALKS).map(([name, walk]) => ({
  name,
  walk,
  paths: getShortestPaths(commentThreadMachine, {
    input: walk.input,
    events: ((snapshot: CommentThreadSnapshot) =>
      eventsFor(snapshot).filter((event) => walk.events.test(event.type))) as never,
    serializeState: ((snapshot: CommentThreadSnapshot) =>
      JSON.stringify([snapshot.value, ...walk.key(snapshot)])) as never,
    limit: 4000,
  }),
}));

interface Step {
  before: CommentThreadSnapshot;
  event: AnyEventObject;
  after: CommentThreadSnapshot;
  emitted: AnyEventObject[];
}

function replay(path: (typeof walked)[number]['paths'][number], input: CommentThreadInput): Step[] {
  let [snapshot] = initialTransition(commentThreadMachine, input);
  const steps: Step[] = [];
  for (const { event } of path.steps.slice(1)) {
    const [after, actions] = transition(commentThreadMachine, snapshot, event as CommentThreadEvent);
    const emitted = (actions as { type: string; params?: unknown }[])
      .filter((action) => action.type === 'xstate.emit')
      .map((action) => (action.params as { event: AnyEventObject }).event);
    steps.push({ before: snapshot, event: event as AnyEventObject, after, emitted });
    snapshot = after;
  }
  return steps;
}

const steps = walked.flatMap(({ walk, paths }) => paths.flatMap((path) => replay(path, walk.input)));

describe('comment thread machine, walked with xstate/graph', () => {
  it('explores many states in each walk and reaches every state', () => {
    for (const { name, paths } of walked) expect(paths.length, name).toBeGreaterThan(10);
    const paths = walked.flatMap((walk) => walk.paths);
    const unreached = leafStateValues(commentThreadMachine).filter(
      (leaf) => !paths.some((path) => path.state.matches(leaf.value as never)),
    );
    expect(unreached.map((leaf) => leaf.id)).toEqual([]);
  });

  it('reads nothing before the load delay has passed', () => {
    for (const { before, after, event } of steps)
      if (before.matches('waiting') && event.type !== AFTER) expect(after.matches('waiting')).toBe(true);
  });

  it('never sends while a file uploads, with nothing to send, or where posting is closed', () => {
    for (const { before, after } of steps) {
      const started = before.matches({ ready: 'idle' }) && after.matches({ ready: 'creating' });
      if (started) {
        expect(before.context.uploading).toBe(0);
        expect(canSendComment(before.context)).toBe(true);
      }
      if (after.matches({ ready: 'creating' }) || after.matches({ ready: 'updating' }))
        expect(selectCommentThreadView(after).canSend).toBe(false);
    }
  });

  it('shows a sent comment at once, keeps it on success and takes it back (text restored) on failure', () => {
    for (const { before, after, event, emitted } of steps) {
      if (after.matches({ ready: 'creating' }) && !before.matches({ ready: 'creating' })) {
        expect(after.context.comments[0]?.id).toBe(OPTIMISTIC_COMMENT_ID);
        expect(after.context.text).toBe('');
      }
      if (event.type === 'xstate.error.actor.createComment') {
        expect(after.context.comments.some((c) => c.id === OPTIMISTIC_COMMENT_ID)).toBe(false);
        expect(after.context.text).toBe(before.context.draft?.text);
        expect(emitted.map((e) => e.type)).toEqual(['comment.failed']);
      }
      if (event.type === 'xstate.done.actor.createComment') {
        expect(after.context.comments.some((c) => c.id === OPTIMISTIC_COMMENT_ID)).toBe(false);
        expect(after.context.comments[0]?.id).toBe(40);
      }
    }
  });

  it('Enter sends and Shift+Enter breaks the line', () => {
    for (const { before, after, event } of steps) {
      if (event.type !== 'key.enter' || !before.matches({ ready: 'idle' })) continue;
      if ((event as { shift?: boolean }).shift) expect(after.context.text).toBe(`${before.context.text}\n`);
      else if (canSendComment(before.context)) expect(after.matches({ ready: 'idle' })).toBe(false);
      else expect(after.context.text).toBe(before.context.text);
    }
  });

  it('edits only a comment the person may edit, fills the box, and restores it when the save fails', () => {
    for (const { before, after, event } of steps) {
      if (event.type === 'edit.start' && after.context.editingId !== null) {
        const comment = before.context.comments.find((c) => c.id === after.context.editingId);
        expect(comment?.can.edit).toBe(true);
        expect(after.context.text).toBe(comment?.text);
      }
      if (event.type === 'edit.cancel') expect(after.context.editingId).toBeNull();
      if (event.type === 'xstate.error.actor.updateComment')
        expect(after.context.comments).toEqual(
          before.context.comments.map((c) =>
            c.id === before.context.editedBefore?.id ? before.context.editedBefore : c,
          ),
        );
    }
  });

  it('moderates only as staff and walks the unseen comments one by one', () => {
    for (const { before, after, event } of steps) {
      if (event.type === 'bulk' && !before.context.isStaff) expect(after.value).toEqual(before.value);
      if (event.type === 'unseen.next' && before.context.unreadIds.length > 0) {
        expect(after.context.focusCommentId).toBe(before.context.unreadIds[0]);
        expect(after.context.unreadIds).toEqual(before.context.unreadIds.slice(1));
      }
    }
  });
});
