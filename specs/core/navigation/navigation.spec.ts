import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeMenuItem,
  EXPERT_MENU,
  expertMenuItems,
  humanize,
  pageTitle,
  visibleExpertMenu,
} from '../../../core/navigation/index.ts';
import { permissionsForRole } from '../../../core/permissions/index.ts';

/** The expert routes of spec 1 §2, in its table's order. */
const SPEC_ROUTES = [
  '/expert/courses',
  '/expert/marathons',
  '/expert/closed-groups',
  '/expert/practices',
  '/expert/quiz/list',
  '/expert/webinars-calendar',
  '/expert/crm/contacts',
  '/expert/crm/contact-lists',
  '/expert/crm/orders',
  '/expert/crm/tasks',
  '/expert/settings/cta',
  '/expert/settings/domain',
  '/expert/mailing',
  '/expert/mailing/templates',
  '/expert/automation/list',
  '/expert/storage',
  '/expert/payments/offers',
  '/expert/payments/coupons',
  '/expert/affiliates',
  '/expert/reports',
  '/expert/analytics-transactions',
  '/expert/analytics-webinars',
  '/expert/certificate/list',
  '/expert/integrations/all',
  '/expert/settings/api',
];

describe('expert menu', () => {
  it('links every menu route of spec 1 §2', () => {
    const paths = expertMenuItems().map((item) => item.path);
    expect(SPEC_ROUTES.filter((route) => !paths.includes(route))).toEqual([]);
  });

  it('shows consultations, guides, deals, tasks, the site constructor and the chat bot disabled', () => {
    const disabled = expertMenuItems()
      .filter((item) => item.disabled)
      .map((item) => item.id)
      .sort();
    expect(disabled).toEqual(['chat_bot', 'consultations', 'deals', 'guides', 'site_constructor', 'tasks']);
  });

  it('marks the creation and settings queries of spec 1 §2', () => {
    const withNew = expertMenuItems()
      .filter((item) => item.query?.new)
      .map((item) => item.path);
    expect(withNew).toEqual(['/expert/courses', '/expert/marathons', '/expert/quiz/list']);
    expect(expertMenuItems().find((item) => item.query?.viewSettings)?.path).toBe('/expert/crm/contacts');
  });

  it('keeps the parent item active on sub-pages', () => {
    expect(activeMenuItem('/expert/mailing/templates/create')?.id).toBe('templates');
    expect(activeMenuItem('/expert/mailing')?.id).toBe('letters');
    expect(activeMenuItem('/expert/closed-group/detail/new/settings/edit')?.id).toBe('closed_groups');
    expect(activeMenuItem('/cabinet')).toBeUndefined();
  });

  it('gives an owner every enabled item and a student none', () => {
    const owner = visibleExpertMenu(permissionsForRole('owner')).flatMap((section) => section.items);
    expect(owner).toHaveLength(expertMenuItems().length);
    expect(visibleExpertMenu([])).toEqual([]);
  });

  it('hides items a curator may not list but keeps the disabled areas visible', () => {
    const items = visibleExpertMenu(permissionsForRole('curator')).flatMap((section) => section.items);
    const ids = items.map((item) => item.id);
    expect(ids).toContain('courses');
    expect(ids).not.toContain('orders');
    expect(items.filter((item) => !item.disabled).every((item) => item.permissionObject)).toBe(true);
  });

  it('never shows an item whose object the permissions do not list', () => {
    const objects = [...new Set(expertMenuItems().flatMap((item) => item.permissionObject ?? []))];
    fc.assert(
      fc.property(fc.subarray(objects), (listed) => {
        const shown = visibleExpertMenu(listed.map((object) => `${object}_list`))
          .flatMap((section) => section.items)
          .filter((item) => !item.disabled);
        return shown.every((item) => item.permissionObject && listed.includes(item.permissionObject));
      }),
    );
  });

  it('gives the review inbox to those who moderate comments: owner, admin and curator', () => {
    for (const role of ['owner', 'admin', 'curator'] as const) {
      const ids = visibleExpertMenu(permissionsForRole(role)).flatMap((section) =>
        section.items.map((item) => item.id),
      );
      expect(ids).toContain('review_inbox');
    }
    expect(activeMenuItem('/expert/review-inbox')?.id).toBe('review_inbox');
  });

  it('has unique ids and paths', () => {
    const items = EXPERT_MENU.flatMap((section) => section.items);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.path)).size).toBe(items.length);
  });
});

describe('page titles from path segments', () => {
  const labels: Record<string, string> = { expert: '', crm: 'CRM', contacts: 'Contacts' };
  const label = (segment: string) => (Object.hasOwn(labels, segment) ? labels[segment] : undefined);

  it('puts the most specific segment first and the product last', () => {
    expect(pageTitle('/expert/crm/contacts', label)).toBe('Contacts · CRM · Lectern');
  });

  it('humanizes segments without a label and skips ids', () => {
    expect(pageTitle('/expert/course/42/lesson/7/constructor', label)).toBe(
      'Constructor · Lesson · Course · Lectern',
    );
    expect(humanize('contact-lists')).toBe('Contact lists');
  });

  it('is the product name alone at the root', () => {
    expect(pageTitle('/', label)).toBe('Lectern');
  });

  it('always ends with the product name and never holds an empty part', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{0,12}$/), { maxLength: 6 }), (segments) => {
        const title = pageTitle(`/${segments.join('/')}`, label);
        return title.endsWith('Lectern') && !title.split(' · ').includes('');
      }),
    );
  });
});
