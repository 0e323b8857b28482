import { canCreate, canDelete, canEdit, hasAtLeast } from '../permissions/index.ts';

/** What a person's permissions let them do with the school's closed groups (spec 1 §6), as the server checks it. */
export interface ClosedGroupRights {
  /** See the list (`list`). */
  canList: boolean;
  /** Create a group (`create`): the new-group page and its button. */
  canCreate: boolean;
  /** Open a group's page to rename it and change its members (`edit`). */
  canOpen: boolean;
  /** Delete a group (`delete`). */
  canDelete: boolean;
}

/** The closed-group rights held in a list of permission strings. */
export function closedGroupRights(granted: Iterable<string>): ClosedGroupRights {
  const list = [...granted];
  return {
    canList: hasAtLeast(list, 'closed_group', ['list']),
    canCreate: canCreate(list, 'closed_group'),
    canOpen: canEdit(list, 'closed_group'),
    canDelete: canDelete(list, 'closed_group'),
  };
}
