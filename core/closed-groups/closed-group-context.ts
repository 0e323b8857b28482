import { errorMessage } from '../api/api-error.ts';
import type { ClosedGroupDetail } from '../api/lessons.ts';
import type {
  ClosedGroupContext,
  ClosedGroupInput,
  ClosedGroupOperation,
  FieldProblem,
} from './closed-group.types.ts';
import { statusOf } from './group-field-problems.ts';

// The context steps the machine's actions take, one pure function each.

/** The page's first memory: nothing loaded, empty fields. */
export function createClosedGroupContext(input: ClosedGroupInput): ClosedGroupContext {
  return {
    groupId: input.groupId,
    group: null,
    title: '',
    titleProblem: null,
    email: '',
    emailProblem: null,
    removal: null,
    failure: null,
  };
}

/** A group as the server answered it (loaded or created): the title field starts from its title. */
export function withGroup(context: ClosedGroupContext, group: ClosedGroupDetail): ClosedGroupContext {
  return { ...context, groupId: group.id, group, title: group.title, titleProblem: null, failure: null };
}

/** A rename answered: the title is the server's, and the field takes it unless typed on meanwhile. */
export function withRenamed(context: ClosedGroupContext, group: ClosedGroupDetail): ClosedGroupContext {
  const typedOn = context.title.trim() !== group.title;
  return {
    ...context,
    group: { ...(context.group ?? group), title: group.title, name: group.name },
    title: typedOn ? context.title : group.title,
  };
}

/** A member added or removed: the members and their count are the server's, the other fields stay. */
export function withMembers(context: ClosedGroupContext, group: ClosedGroupDetail): ClosedGroupContext {
  const members = { members: group.members, members_count: group.members_count };
  return { ...context, group: context.group ? { ...context.group, ...members } : group };
}

/** A failed call no field explains, kept to be shown. */
export function withFailure(
  context: ClosedGroupContext,
  operation: ClosedGroupOperation,
  error: unknown,
): ClosedGroupContext {
  return { ...context, failure: { operation, message: errorMessage(error), status: statusOf(error) } };
}

/** The title field's problem (or none), as the check or the server found it. */
export function withTitleProblem(
  context: ClosedGroupContext,
  problem: FieldProblem | null,
): ClosedGroupContext {
  return { ...context, titleProblem: problem };
}
