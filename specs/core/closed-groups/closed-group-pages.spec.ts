import { describe, expect, it } from 'vitest';
import { CLOSED_GROUPS_PATH, closedGroupPath, closedGroupRights } from '../../../core/closed-groups/index.ts';
import { activeMenuItem } from '../../../core/navigation/index.ts';
import { permissionsForRole } from '../../../core/permissions/index.ts';

describe('who may do what with closed groups (spec 1 §6, as the server checks it)', () => {
  it('lets an owner and an admin do everything', () => {
    const all = { canList: true, canCreate: true, canOpen: true, canDelete: true };
    expect(closedGroupRights(permissionsForRole('owner'))).toEqual(all);
    expect(closedGroupRights(permissionsForRole('admin'))).toEqual(all);
  });

  it('lets a curator see the list only', () => {
    expect(closedGroupRights(permissionsForRole('curator'))).toEqual({
      canList: true,
      canCreate: false,
      canOpen: false,
      canDelete: false,
    });
  });

  it('reads each right from its own action', () => {
    expect(closedGroupRights(['closed_group_create'])).toMatchObject({ canCreate: true, canDelete: false });
    expect(closedGroupRights(['closed_group_delete'])).toMatchObject({ canCreate: false, canDelete: true });
    expect(closedGroupRights(['closed_group_edit'])).toMatchObject({ canOpen: true, canDelete: false });
    expect(closedGroupRights(['course_all'])).toEqual({
      canList: false,
      canCreate: false,
      canOpen: false,
      canDelete: false,
    });
  });
});

describe('the group pages in the expert menu', () => {
  it('keep "Closed groups" active on the list, the new-group page and a group’s page', () => {
    expect(activeMenuItem(CLOSED_GROUPS_PATH)?.id).toBe('closed_groups');
    expect(activeMenuItem(closedGroupPath('new'))?.id).toBe('closed_groups');
    expect(activeMenuItem(closedGroupPath(42))?.id).toBe('closed_groups');
    expect(closedGroupPath(42)).toBe('/expert/closed-group/detail/42/settings/edit');
  });

  it('do not take addresses that only look alike', () => {
    expect(activeMenuItem('/expert/closed-group/detail/abc/settings/edit')).toBeUndefined();
    expect(activeMenuItem('/expert/mailing/templates/create')?.id).toBe('templates');
    expect(activeMenuItem('/expert/mailing/templates/42')?.id).toBe('templates');
  });
});
