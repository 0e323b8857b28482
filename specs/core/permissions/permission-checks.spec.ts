import { describe, expect, it } from 'vitest';
import {
  canAnalyse,
  canCreate,
  canCurate,
  canDelete,
  canEdit,
  canExport,
  canPersonalize,
  hasAtLeast,
  hasExactly,
  hasPermission,
} from '../../../core/permissions/index.ts';

describe('hasAtLeast', () => {
  it('passes when every demanded action is granted, whatever else is granted', () => {
    expect(hasAtLeast(['course_read', 'course_edit', 'course_list'], 'course', ['read', 'edit'])).toBe(true);
  });

  it('fails when one demanded action is missing', () => {
    expect(hasAtLeast(['course_read'], 'course', ['read', 'edit'])).toBe(false);
  });

  it('keeps objects apart, including objects whose names share a prefix', () => {
    expect(hasAtLeast(['contact_list_read'], 'contact', ['read'])).toBe(false);
    expect(hasAtLeast(['contact_read'], 'contact_list', ['read'])).toBe(false);
  });

  it('treats crud as read, create, edit and delete', () => {
    expect(hasAtLeast(['quiz_crud'], 'quiz', ['read', 'create', 'edit', 'delete'])).toBe(true);
    expect(hasAtLeast(['quiz_crud'], 'quiz', ['list'])).toBe(false);
  });

  it('treats all as every action but root, and root as everything', () => {
    expect(hasAtLeast(['order_all'], 'order', ['export', 'list', 'deactivate', 'crud', 'edit.status'])).toBe(
      true,
    );
    expect(hasAtLeast(['order_all'], 'order', ['root'])).toBe(false);
    expect(hasAtLeast(['cabinet_root'], 'cabinet', ['all', 'root', 'delete'])).toBe(true);
  });

  it('lets an unscoped grant cover any sub-scope, but a scoped grant only its own', () => {
    expect(hasAtLeast(['course_edit'], 'course', ['edit.price'])).toBe(true);
    expect(hasAtLeast(['course_edit.price'], 'course', ['edit.price'])).toBe(true);
    expect(hasAtLeast(['course_edit.price'], 'course', ['edit.title'])).toBe(false);
    expect(hasAtLeast(['course_edit.price'], 'course', ['edit'])).toBe(false);
  });

  it('ignores malformed grants', () => {
    expect(hasAtLeast(['course edit', 'course_fly', 'course_read.x'], 'course', ['read'])).toBe(false);
  });

  it('throws on a demand that names no action, since that is a programming error', () => {
    // @ts-expect-error: an unknown action is refused by the type as well
    expect(() => hasAtLeast(['course_read'], 'course', ['fly'])).toThrow(/Unknown permission action/);
    expect(() => hasAtLeast(['course_read'], 'course', ['read.x' as 'read'])).toThrow();
  });
});

describe('hasExactly', () => {
  it('passes for exactly the demanded set among read/create/edit/delete', () => {
    expect(hasExactly(['course_read'], 'course', ['read'])).toBe(true);
    expect(hasExactly(['course_read', 'course_edit'], 'course', ['read', 'edit'])).toBe(true);
  });

  it('fails when one more of read/create/edit/delete is present', () => {
    expect(hasExactly(['course_read', 'course_delete'], 'course', ['read'])).toBe(false);
    expect(hasExactly(['course_crud'], 'course', ['read'])).toBe(false);
  });

  it('does not mind extra actions outside the four', () => {
    expect(hasExactly(['course_read', 'course_list', 'course_export'], 'course', ['read'])).toBe(true);
  });

  it('counts a scoped grant of the four as extra', () => {
    expect(hasExactly(['course_read', 'course_edit.price'], 'course', ['read'])).toBe(false);
    expect(hasExactly(['course_read', 'course_edit.price'], 'course', ['read', 'edit.price'])).toBe(true);
  });

  it('reads a demand of crud as the four', () => {
    expect(hasExactly(['course_crud'], 'course', ['crud'])).toBe(true);
  });

  it('fails when a demanded action is missing', () => {
    expect(hasExactly(['course_read'], 'course', ['read', 'edit'])).toBe(false);
  });
});

describe('sub-scoped checks', () => {
  const checks = [
    ['personalize', canPersonalize],
    ['analytic', canAnalyse],
    ['export', canExport],
    ['edit', canEdit],
    ['create', canCreate],
    ['delete', canDelete],
    ['curator', canCurate],
  ] as const;

  for (const [action, check] of checks) {
    it(`${action}: a scoped grant answers for its scope only; without a scope, any grant answers`, () => {
      const granted = [`report_${action}.sales`];
      expect(check(granted, 'report', 'sales')).toBe(true);
      expect(check(granted, 'report', 'leads')).toBe(false);
      expect(check(granted, 'report')).toBe(true);
      expect(check([`report_${action}`], 'report', 'leads')).toBe(true);
      expect(check(['report_read'], 'report')).toBe(false);
      expect(check([`course_${action}`], 'report', 'sales')).toBe(false);
    });
  }
});

describe('hasPermission', () => {
  it('checks one permission string with the same rules', () => {
    expect(hasPermission(['course_all'], 'course_edit.price')).toBe(true);
    expect(hasPermission(['course_edit.price'], 'course_edit')).toBe(false);
    expect(hasPermission(['course_edit'], 'not a permission')).toBe(false);
  });
});
