/** Product name that ends every page title. */
export const PRODUCT_NAME = 'Lectern';

/**
 * A page title built from the path's segments (spec 1 §2), most specific first:
 * `/expert/crm/contacts` → `Contacts · CRM · Lectern`. Ids and `new` are skipped;
 * `label` names a segment (a translated title) or returns undefined to use the segment itself.
 */
export function pageTitle(pathname: string, label: (segment: string) => string | undefined): string {
  const segments = pathname
    .split('/')
    .map((segment) => decodeURIComponent(segment).trim())
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment) && !/^[0-9a-f-]{32,36}$/i.test(segment));
  const words = segments
    .map((segment) => label(segment) ?? humanize(segment))
    .filter((word, index, all) => word !== '' && word !== all[index - 1]);
  return [...words.reverse(), PRODUCT_NAME].join(' · ');
}

/** `contact-lists` → `Contact lists` */
export function humanize(segment: string): string {
  const spaced = segment.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
