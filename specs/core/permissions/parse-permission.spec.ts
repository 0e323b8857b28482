import { describe, expect, it } from 'vitest';
import { formatPermission, parsePermission } from '../../../core/permissions/index.ts';

describe('parsePermission', () => {
  it('reads object and action', () => {
    expect(parsePermission('course_edit')).toEqual({ object: 'course', action: 'edit' });
  });

  it('keeps underscores of the object and takes the last part as the action', () => {
    expect(parsePermission('closed_group_list')).toEqual({ object: 'closed_group', action: 'list' });
    expect(parsePermission('contact_list_delete')).toEqual({ object: 'contact_list', action: 'delete' });
  });

  it('reads a sub-scope after the dot', () => {
    expect(parsePermission('course_edit.price')).toEqual({ object: 'course', action: 'edit', sub: 'price' });
    expect(parsePermission('report_analytic.sales_funnel')).toEqual({
      object: 'report',
      action: 'analytic',
      sub: 'sales_funnel',
    });
  });

  it('accepts a sub-scope on each sub-scoped action and refuses it on the others', () => {
    for (const action of ['personalize', 'analytic', 'export', 'edit', 'create', 'delete', 'curator']) {
      expect(parsePermission(`course_${action}.x`)).not.toBeNull();
    }
    for (const action of ['read', 'list', 'crud', 'deactivate', 'root', 'store', 'all']) {
      expect(parsePermission(`course_${action}.x`)).toBeNull();
    }
  });

  it('refuses malformed strings and unknown actions', () => {
    for (const text of [
      '',
      'course',
      '_edit',
      'course_',
      'course_fly',
      'Course_edit',
      'course_edit.',
      'course_edit.a.b',
      'course__edit',
    ]) {
      expect(parsePermission(text), text).toBeNull();
    }
  });

  it('formats back to the same text', () => {
    expect(formatPermission({ object: 'closed_group', action: 'curator', sub: 'homework' })).toBe(
      'closed_group_curator.homework',
    );
    expect(formatPermission({ object: 'cabinet', action: 'root' })).toBe('cabinet_root');
  });
});
