import { CLOSED_GROUP_NOT_IN_SCHOOL } from '../../core/api/lessons.ts';
import type { ClosedGroupFailure, FieldProblem } from '../../core/closed-groups/index.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The sentence shown at a field for its problem; the server's own words when it said something else. */
export function fieldProblemText(problem: FieldProblem | null, field: 'title' | 'email', t: Translate) {
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'required':
      return t(field === 'title' ? 'groups.title_required' : 'groups.email_required');
    case 'tooLong':
      return t('groups.title_too_long', { max: problem.max });
    case 'invalidEmail':
      return t('groups.email_invalid');
    case 'server':
      return problem.message === CLOSED_GROUP_NOT_IN_SCHOOL ? t('groups.not_in_school') : problem.message;
  }
}

const FAILED_KEY: Record<ClosedGroupFailure['operation'], string> = {
  load: 'groups.load_group_failed',
  create: 'groups.create_failed',
  rename: 'groups.rename_failed',
  add: 'groups.add_failed',
  remove: 'groups.remove_failed',
  delete: 'groups.delete_failed',
};

/** What failed, in the interface language, for a failure's headline. */
export function failureTitle(failure: ClosedGroupFailure, t: Translate): string {
  return t(FAILED_KEY[failure.operation]);
}
