import type { CabinetRole } from './permission.types.ts';
import { PERMISSION_OBJECTS } from './permissions.constants.ts';

const OWNER_ONLY_OBJECTS = new Set<string>(['cabinet', 'api']);

const CURATED_PRODUCTS = ['course', 'marathon', 'closed_group', 'practice', 'quiz', 'webinar'] as const;

const STUDENT_PERMISSIONS = [
  'cabinet_read',
  'course_read',
  'course_list',
  'marathon_read',
  'marathon_list',
  'closed_group_read',
  'closed_group_list',
  'lesson_read',
  'quiz_read',
  'practice_read',
  'webinar_read',
  'comment_read',
  'comment_list',
  'comment_create',
  'certificate_read',
  'certificate_list',
];

function ownerPermissions(): string[] {
  return ['cabinet_root', ...PERMISSION_OBJECTS.map((object) => `${object}_all`)];
}

function adminPermissions(): string[] {
  return [
    'cabinet_read',
    'cabinet_edit',
    'cabinet_list',
    ...PERMISSION_OBJECTS.filter((object) => !OWNER_ONLY_OBJECTS.has(object)).map(
      (object) => `${object}_all`,
    ),
  ];
}

function curatorPermissions(): string[] {
  return [
    'cabinet_read',
    'cabinet_list',
    ...CURATED_PRODUCTS.flatMap((object) => [`${object}_read`, `${object}_list`, `${object}_curator`]),
    'lesson_read',
    'task_read',
    'task_list',
    'comment_crud',
    'comment_list',
    'comment_curator',
    'student_read',
    'student_list',
    'student_analytic',
    'certificate_read',
    'certificate_list',
    'certificate_create',
  ];
}

/**
 * The permission strings a role holds in a cabinet (spec 1 §6 leaves the lists unshown; see
 * docs/permissions.md): owner holds everything, admin everything but the cabinet itself and API keys,
 * a curator reviews students' work, a student reads what they study.
 */
export function permissionsForRole(role: CabinetRole): string[] {
  switch (role) {
    case 'owner':
      return ownerPermissions();
    case 'admin':
      return adminPermissions();
    case 'curator':
      return curatorPermissions();
    case 'student':
      return [...STUDENT_PERMISSIONS];
  }
}
