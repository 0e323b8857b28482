import * as v from 'valibot';
import { closedGroupMemberRequestSchema, closedGroupRequestSchema } from '../api/lessons.ts';
import { LESSON_LIMITS } from '../lessons/lessons.constants.ts';
import { REFUSED_STATUS } from './closed-group.constants.ts';
import type { FieldProblem } from './closed-group.types.ts';

/** What keeps a group title from being sent, by the contract's own rule; null when it may go. */
export function groupTitleProblem(title: string): FieldProblem | null {
  if (v.safeParse(closedGroupRequestSchema, { title }).success) return null;
  return title.trim() === ''
    ? { kind: 'required' }
    : { kind: 'tooLong', max: LESSON_LIMITS.closedGroupTitleLength };
}

/** What keeps a member's email from being sent, by the contract's own rule; null when it may go. */
export function memberEmailProblem(email: string): FieldProblem | null {
  if (v.safeParse(closedGroupMemberRequestSchema, { email }).success) return null;
  return email.trim() === '' ? { kind: 'required' } : { kind: 'invalidEmail' };
}

/** The server's message for a field of a refusal (422), when it names that field. */
export function serverFieldProblem(error: unknown, field: string): FieldProblem | null {
  if (statusOf(error) !== REFUSED_STATUS) return null;
  const errors = (error as { errors?: Record<string, unknown> }).errors;
  const messages = errors?.[field];
  const message = Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : null;
  return message ? { kind: 'server', message } : null;
}

/** The HTTP status of a failed call, null when it never got an answer. */
export function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : null;
}
