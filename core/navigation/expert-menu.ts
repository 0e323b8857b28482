/** One link of the expert menu (spec 1 §1–2). */
export interface ExpertMenuItem {
  /** Stable id; also the translation key `menu.<id>`. */
  id: string;
  /** The route; absent for areas that exist in the menu but are disabled. */
  path: string;
  /** Icon name from the app's icon set. */
  icon: string;
  /** Present in the menu but not available (spec 1 §1). */
  disabled?: boolean;
  /** Permission object whose `list` right shows the item; absent when every expert sees it. */
  permissionObject?: string;
  /** Query flags the page honours (`new=true` opens creation, `view=settings` shows settings). */
  query?: { new?: boolean; viewSettings?: boolean };
}

/** A titled group of menu links. */
export interface ExpertMenuSection {
  id: string;
  items: ExpertMenuItem[];
}

/** The whole expert menu in the order people meet it. Disabled areas keep a path so they stay addressable. */
export const EXPERT_MENU: readonly ExpertMenuSection[] = [
  {
    id: 'products',
    items: [
      {
        id: 'courses',
        path: '/expert/courses',
        icon: 'book',
        permissionObject: 'course',
        query: { new: true },
      },
      {
        id: 'marathons',
        path: '/expert/marathons',
        icon: 'flag',
        permissionObject: 'marathon',
        query: { new: true },
      },
      { id: 'closed_groups', path: '/expert/closed-groups', icon: 'lock', permissionObject: 'closed_group' },
      { id: 'consultations', path: '/expert/consultations', icon: 'chat', disabled: true },
      { id: 'guides', path: '/expert/guides', icon: 'map', disabled: true },
    ],
  },
  {
    id: 'learning',
    items: [
      { id: 'practices', path: '/expert/practices', icon: 'pencil', permissionObject: 'practice' },
      {
        id: 'quizzes',
        path: '/expert/quiz/list',
        icon: 'check',
        permissionObject: 'quiz',
        query: { new: true },
      },
      { id: 'webinars', path: '/expert/webinars-calendar', icon: 'video', permissionObject: 'webinar' },
      // Ours (docs/comments.md): unread comments and attempts waiting for review, with their count.
      { id: 'review_inbox', path: '/expert/review-inbox', icon: 'inbox', permissionObject: 'comment' },
    ],
  },
  {
    id: 'crm',
    items: [
      {
        id: 'contacts',
        path: '/expert/crm/contacts',
        icon: 'users',
        permissionObject: 'contact',
        query: { viewSettings: true },
      },
      {
        id: 'contact_lists',
        path: '/expert/crm/contact-lists',
        icon: 'list',
        permissionObject: 'contact_list',
      },
      { id: 'orders', path: '/expert/crm/orders', icon: 'cart', permissionObject: 'order' },
      { id: 'deals', path: '/expert/crm/deals', icon: 'briefcase', disabled: true },
      { id: 'tasks', path: '/expert/crm/tasks', icon: 'tasks', disabled: true },
    ],
  },
  {
    id: 'site',
    items: [
      { id: 'cta', path: '/expert/settings/cta', icon: 'megaphone', permissionObject: 'cta' },
      { id: 'domain', path: '/expert/settings/domain', icon: 'globe', permissionObject: 'domain' },
      { id: 'site_constructor', path: '/expert/site-constructor', icon: 'layout', disabled: true },
      { id: 'chat_bot', path: '/expert/chat-bot', icon: 'bot', disabled: true },
    ],
  },
  {
    id: 'mailing',
    items: [
      { id: 'letters', path: '/expert/mailing', icon: 'mail', permissionObject: 'mailing' },
      { id: 'templates', path: '/expert/mailing/templates', icon: 'template', permissionObject: 'template' },
      { id: 'automations', path: '/expert/automation/list', icon: 'bolt', permissionObject: 'automation' },
    ],
  },
  {
    id: 'storage',
    items: [{ id: 'storage', path: '/expert/storage', icon: 'cloud', permissionObject: 'storage' }],
  },
  {
    id: 'payments',
    items: [
      { id: 'offers', path: '/expert/payments/offers', icon: 'tag', permissionObject: 'offer' },
      { id: 'coupons', path: '/expert/payments/coupons', icon: 'ticket', permissionObject: 'coupon' },
      { id: 'affiliates', path: '/expert/affiliates', icon: 'handshake', permissionObject: 'affiliate' },
    ],
  },
  {
    id: 'analytics',
    items: [
      { id: 'reports', path: '/expert/reports', icon: 'chart', permissionObject: 'report' },
      {
        id: 'transactions',
        path: '/expert/analytics-transactions',
        icon: 'coins',
        permissionObject: 'transaction',
      },
      {
        id: 'webinar_analytics',
        path: '/expert/analytics-webinars',
        icon: 'presentation',
        permissionObject: 'report',
      },
    ],
  },
  {
    id: 'settings',
    items: [
      {
        id: 'certificates',
        path: '/expert/certificate/list',
        icon: 'award',
        permissionObject: 'certificate',
      },
      { id: 'integrations', path: '/expert/integrations/all', icon: 'plug', permissionObject: 'integration' },
      { id: 'api', path: '/expert/settings/api', icon: 'code', permissionObject: 'api' },
    ],
  },
];

/** Expert pages reached from other pages rather than from the menu (spec 1 §2). */
export const EXPERT_SECONDARY_ROUTES = [
  { id: 'closed_group_new', path: '/expert/closed-group/detail/new/settings/edit', parent: 'closed_groups' },
  { id: 'template_create', path: '/expert/mailing/templates/create', parent: 'templates' },
] as const;

/** Every menu item, flattened. */
export function expertMenuItems(): ExpertMenuItem[] {
  return EXPERT_MENU.flatMap((section) => section.items);
}

/** `pathname` is at or under a secondary route; its `new` segment also stands for an item's id (a group's page). */
function isUnderSecondaryRoute(path: string, pathname: string): boolean {
  const given = pathname.split('/');
  return path
    .split('/')
    .every((segment, at) => segment === given[at] || (segment === 'new' && /^\d+$/.test(given[at] ?? '')));
}

/** The menu item whose path is the longest prefix of `pathname`, so sub-pages keep their parent active. */
export function activeMenuItem(pathname: string): ExpertMenuItem | undefined {
  const secondary = EXPERT_SECONDARY_ROUTES.find((route) => isUnderSecondaryRoute(route.path, pathname));
  const items = expertMenuItems();
  if (secondary) return items.find((item) => item.id === secondary.parent);
  return items
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
