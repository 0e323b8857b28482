import { useEffect } from 'react';
import { pageTitle } from '../../../core/navigation/page-title.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';

/**
 * Keeps the document title in step with the address, built from its segments (spec 1 §2): each segment
 * named by its `menu.title_<segment>` text, else by `name` (the expert menu's names, given by the expert
 * layout), else spelled out from itself. `null`: another layout keeps the title.
 */
export function usePageTitle(pathname: string | null, name?: (segment: string) => string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (pathname === null) return;
    document.title = pageTitle(pathname, (segment) => {
      const key = `menu.title_${segment}`;
      const text = t(key);
      return text !== key ? text : name?.(segment);
    });
  }, [pathname, t, name]);
}
