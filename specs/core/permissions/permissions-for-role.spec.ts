import { describe, expect, it } from 'vitest';
import {
  CABINET_ROLES,
  hasAtLeast,
  hasPermission,
  PERMISSION_OBJECTS,
  parsePermission,
  permissionsForRole,
} from '../../../core/permissions/index.ts';

describe('permissionsForRole', () => {
  it('gives every role only well-formed permission strings, without repeats', () => {
    for (const role of CABINET_ROLES) {
      const list = permissionsForRole(role);
      expect(list.length).toBeGreaterThan(0);
      expect(
        list.filter((text) => parsePermission(text) === null),
        role,
      ).toEqual([]);
      expect(new Set(list).size, role).toBe(list.length);
    }
  });

  it('lets the owner do everything on every menu object', () => {
    const owner = permissionsForRole('owner');
    for (const object of PERMISSION_OBJECTS) {
      expect(hasAtLeast(owner, object, ['all']), object).toBe(true);
    }
    expect(hasPermission(owner, 'cabinet_root')).toBe(true);
  });

  it('lets an admin run the school but not own the cabinet or its API keys', () => {
    const admin = permissionsForRole('admin');
    expect(hasAtLeast(admin, 'course', ['crud', 'export', 'analytic'])).toBe(true);
    expect(hasAtLeast(admin, 'transaction', ['read', 'export'])).toBe(true);
    expect(hasPermission(admin, 'cabinet_root')).toBe(false);
    expect(hasPermission(admin, 'cabinet_delete')).toBe(false);
    expect(hasPermission(admin, 'api_read')).toBe(false);
  });

  it('lets a curator review work and comments without editing products or seeing money', () => {
    const curator = permissionsForRole('curator');
    expect(hasAtLeast(curator, 'course', ['read', 'curator'])).toBe(true);
    expect(hasAtLeast(curator, 'comment', ['crud'])).toBe(true);
    expect(hasPermission(curator, 'course_edit')).toBe(false);
    expect(hasPermission(curator, 'transaction_read')).toBe(false);
    expect(hasPermission(curator, 'order_read')).toBe(false);
  });

  it('lets a student only read what they study and write comments', () => {
    const student = permissionsForRole('student');
    expect(hasAtLeast(student, 'course', ['read'])).toBe(true);
    expect(hasAtLeast(student, 'comment', ['read', 'create'])).toBe(true);
    const writes = student.filter((text) => /_(edit|delete|crud|all|root|curator)/.test(text));
    expect(writes).toEqual([]);
  });

  it('orders roles by power: each role holds nothing the role above it lacks', () => {
    const ladder = ['student', 'curator', 'admin', 'owner'] as const;
    for (let index = 0; index < ladder.length - 1; index++) {
      const lower = ladder[index]!;
      const upper = permissionsForRole(ladder[index + 1]!);
      const missing = permissionsForRole(lower).filter((text) => !hasPermission(upper, text));
      expect(missing, `${lower} below ${ladder[index + 1]}`).toEqual([]);
    }
  });
});
