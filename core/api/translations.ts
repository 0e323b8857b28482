import * as v from 'valibot';

/** Interface languages; any other locale falls back to the default (spec 1 §1). */
export const LANGUAGES = ['en', 'uk', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The fixed list of translation groups the server holds. */
export const TRANSLATION_GROUPS = [
  'common',
  'auth',
  'menu',
  'cabinet',
  'expert',
  'errors',
  'network',
  'ui',
  'quiz',
  'questions',
  'exercises',
  'uploads',
  'lesson',
  'editor',
  'program',
  'public_page',
  'groups',
  'player',
  'recorder',
  'notices',
  'comments',
  'create-course',
] as const;
export type TranslationGroup = (typeof TRANSLATION_GROUPS)[number];

/** Texts of one group: key to text with `:name` placeholders. */
export type TranslationTable = Record<string, string>;

/** `GET translation-groups?groups[]=…&lang=…` */
export const translationGroupsQuerySchema = v.object({
  groups: v.pipe(
    v.union([v.string(), v.array(v.string())], 'groups must name at least one group.'),
    v.transform((value) => (Array.isArray(value) ? value : [value])),
    v.minLength(1, 'groups must name at least one group.'),
    v.checkItems(
      (group) => (TRANSLATION_GROUPS as readonly string[]).includes(group),
      `Unknown group; the groups are ${TRANSLATION_GROUPS.join(', ')}.`,
    ),
  ),
  lang: v.optional(v.string()),
});

/** Answer: `data` maps each asked group to its table; `meta.lang` is the language served. */
export const translationGroupsResponseSchema = v.object({
  data: v.record(v.string(), v.record(v.string(), v.string())),
  meta: v.object({ lang: v.picklist(LANGUAGES), version: v.string() }),
});
export type TranslationGroupsResponse = v.InferOutput<typeof translationGroupsResponseSchema>;

/** The language to serve for any asked locale: `uk-UA` → `uk`, unknown → the default. */
export function resolveLanguage(locale: string | null | undefined): Language {
  const base = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}
