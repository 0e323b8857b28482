import { hasAtLeast } from '../permissions/index.ts';
import { EXPERT_MENU, type ExpertMenuSection } from './expert-menu.ts';

/**
 * The expert menu a person sees in a cabinet: items whose object they may list, plus the disabled
 * areas (shown to every expert, never reachable). Sections left empty are dropped.
 */
export function visibleExpertMenu(permissions: readonly string[]): ExpertMenuSection[] {
  return EXPERT_MENU.map((section) => ({
    ...section,
    items: section.items.filter(
      (item) =>
        item.disabled || !item.permissionObject || hasAtLeast(permissions, item.permissionObject, ['list']),
    ),
  })).filter((section) => section.items.some((item) => !item.disabled));
}
