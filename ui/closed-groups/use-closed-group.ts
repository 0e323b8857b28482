import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  type ClosedGroupInput,
  type ClosedGroupView,
  type closedGroupMachine,
  selectClosedGroupView,
} from '../../core/closed-groups/index.ts';
import type { ClosedGroupCommands } from './closed-group-editor.tsx';

/** What the page does when the machine tells it a group was created or deleted. */
export interface UseClosedGroupOptions {
  onCreated?(groupId: number): void;
  onDeleted?(groupId: number): void;
}

/** Runs a closed group page's machine (with its actors provided) and gives its view and commands. */
export function useClosedGroup(
  machine: typeof closedGroupMachine,
  input: ClosedGroupInput,
  options: UseClosedGroupOptions = {},
): { view: ClosedGroupView; commands: ClosedGroupCommands } {
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, selectClosedGroupView);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const created = actor.on('group.created', (event) => latest.current.onCreated?.(event.groupId));
    const deleted = actor.on('group.deleted', (event) => latest.current.onDeleted?.(event.groupId));
    return () => {
      created.unsubscribe();
      deleted.unsubscribe();
    };
  }, [actor]);
  const commands = useMemo<ClosedGroupCommands>(
    () => ({
      changeTitle: (title) => actor.send({ type: 'title.change', title }),
      submitTitle: () => actor.send({ type: view.isNew ? 'group.create' : 'title.save' }),
      changeEmail: (email) => actor.send({ type: 'email.change', email }),
      addMember: () => actor.send({ type: 'member.add' }),
      removeMember: (memberId) => actor.send({ type: 'member.remove', memberId }),
      confirmRemoval: () => actor.send({ type: 'removal.confirm' }),
      cancelRemoval: () => actor.send({ type: 'removal.cancel' }),
      deleteGroup: () => actor.send({ type: 'group.delete' }),
      confirmDeletion: () => actor.send({ type: 'deletion.confirm' }),
      cancelDeletion: () => actor.send({ type: 'deletion.cancel' }),
      retryLoad: () => actor.send({ type: 'group.load' }),
      dismissFailure: () => actor.send({ type: 'failure.dismiss' }),
    }),
    [actor, view.isNew],
  );
  return { view, commands };
}
