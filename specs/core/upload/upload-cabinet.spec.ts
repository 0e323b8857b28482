import { describe, expect, it } from 'vitest';
import { permissionsForRole } from '../../../core/permissions/index.ts';
import { uploadCabinetOf } from '../../../core/upload/index.ts';

const school = (role: Parameters<typeof permissionsForRole>[0]) => ({
  cabinet_id: 7,
  permissions: permissionsForRole(role),
});

describe('the school an upload goes into', () => {
  it('is the current school for those who may store files there', () => {
    expect(uploadCabinetOf(school('owner'))).toBe(7);
    expect(uploadCabinetOf(school('admin'))).toBe(7);
  });

  it("is none (the person's own files) for a student or a curator looking at the school, so their answer files are not refused", () => {
    expect(uploadCabinetOf(school('student'))).toBeNull();
    expect(uploadCabinetOf(school('curator'))).toBeNull();
  });

  it('is none in the study cabinet or before the permissions are known', () => {
    expect(uploadCabinetOf({ cabinet_id: 0, permissions: permissionsForRole('owner') })).toBeNull();
    expect(uploadCabinetOf(undefined)).toBeNull();
  });
});
