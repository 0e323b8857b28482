/** Every action a permission string can name (spec 1 §6). */
export const PERMISSION_ACTIONS = [
  'read',
  'create',
  'edit',
  'delete',
  'list',
  'export',
  'analytic',
  'personalize',
  'curator',
  'crud',
  'deactivate',
  'root',
  'store',
  'all',
] as const;

/** The four actions an exact check compares (spec 1 §6: "no extra actions among read/create/edit/delete"). */
export const CRUD_ACTIONS = ['read', 'create', 'edit', 'delete'] as const;

/** Actions that accept an optional `.{sub}` scope (spec 1 §6). */
export const SUB_SCOPED_ACTIONS = [
  'personalize',
  'analytic',
  'export',
  'edit',
  'create',
  'delete',
  'curator',
] as const;

type PermissionActionName = (typeof PERMISSION_ACTIONS)[number];

/** Actions that stand for others: `crud` for the four, `all` for every action but `root`, `root` for everything. */
export const ACTION_IMPLICATIONS: Readonly<Record<'crud' | 'all' | 'root', readonly PermissionActionName[]>> =
  {
    crud: CRUD_ACTIONS,
    all: PERMISSION_ACTIONS.filter((action) => action !== 'root' && action !== 'all'),
    root: PERMISSION_ACTIONS.filter((action) => action !== 'root'),
  };

/** Objects of the expert menu and of the lesson page that permissions are granted on (spec 1 §1). */
export const PERMISSION_OBJECTS = [
  'cabinet',
  'course',
  'marathon',
  'closed_group',
  'consultation',
  'guide',
  'practice',
  'task',
  'webinar',
  'auto_webinar',
  'quiz',
  'lesson',
  'comment',
  'student',
  'contact',
  'contact_list',
  'order',
  'deal',
  'cta',
  'domain',
  'site',
  'chat_bot',
  'mailing',
  'template',
  'automation',
  'storage',
  'offer',
  'coupon',
  'affiliate',
  'report',
  'transaction',
  'certificate',
  'integration',
  'api',
] as const;

/** Roles a person can hold in a cabinet; `student` is the separate student-cabinet set. */
export const CABINET_ROLES = ['owner', 'admin', 'curator', 'student'] as const;
