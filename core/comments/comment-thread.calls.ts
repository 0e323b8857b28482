import { fromPromise } from 'xstate';
import type { CommentCalls } from '../api/comment-calls.ts';
import { commentThreadMachine } from './comment-thread.machine.ts';

/** The thread's machine calling the server through the comment calls. */
export function commentThreadMachineWith(calls: CommentCalls) {
  return commentThreadMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => calls.list(input.thread, input.query, input.asStudent)),
      createComment: fromPromise(({ input }) => calls.create(input.body, input.asStudent)),
      updateComment: fromPromise(({ input }) => calls.update(input.id, input.body)),
      removeComment: fromPromise(({ input }) => calls.remove(input.id)),
      setPrivate: fromPromise(({ input }) => calls.setPrivate(input.id, input.isPrivate)),
      bulk: fromPromise(({ input }) => calls.bulk(input.action, input.body)),
    },
  });
}
