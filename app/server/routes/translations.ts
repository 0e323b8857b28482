import * as v from 'valibot';
import { LANGUAGE_HEADER } from '../../../core/api/api.constants.ts';
import { issuesToFieldErrors } from '../../../core/api/field-errors.ts';
import { resolveLanguage, translationGroupsQuerySchema } from '../../../core/api/translations.ts';
import type { AppDeps } from '../http/app-env.ts';
import { tableRoutes } from '../http/table-routes.ts';
import { invalidInput } from '../http/validation.ts';
import {
  loadTranslations,
  TRANSLATIONS_DIR,
  type TranslationCatalogue,
  translationsVersion,
} from '../i18n/translation-store.ts';

/** How long browsers and proxies may reuse an answer before asking again (the ETag makes that cheap). */
const TRANSLATIONS_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * `GET /translation-groups?groups[]=common&groups[]=menu&lang=uk`: the asked groups' texts in the
 * asked language (`lang`, else the X-Language header, else the default). In production the files
 * are read once; elsewhere on every call, so edited texts show at once.
 */
export function translationRoutes(deps: AppDeps, dir = TRANSLATIONS_DIR) {
  const { routes, serve } = tableRoutes(deps);
  let cached: TranslationCatalogue | undefined;
  const catalogue = () => {
    if (!deps.config.isProduction) return loadTranslations(dir);
    cached ??= loadTranslations(dir);
    return cached;
  };

  // The query is read here: groups come as repeated `groups[]`, `groups` or a comma-separated list,
  // which the table's schema checks once gathered.
  serve(
    'GET /translation-groups',
    (c) => {
      const asked = [...(c.req.queries('groups[]') ?? []), ...(c.req.queries('groups') ?? [])].flatMap(
        (item) =>
          item
            .split(',')
            .map((group) => group.trim())
            .filter(Boolean),
      );
      const parsed = v.safeParse(translationGroupsQuerySchema, {
        groups: asked,
        lang: c.req.query('lang'),
      });
      if (!parsed.success)
        return invalidInput(c, issuesToFieldErrors(parsed.issues, translationGroupsQuerySchema));
      const lang = resolveLanguage(parsed.output.lang || c.req.header(LANGUAGE_HEADER));
      const tables = catalogue()[lang];
      const data = Object.fromEntries(
        [...new Set(parsed.output.groups)].map((group) => [
          group,
          tables[group as keyof typeof tables] ?? {},
        ]),
      );
      const version = translationsVersion(data);
      const etag = `"${lang}-${version}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', TRANSLATIONS_CACHE_CONTROL);
      c.header('Vary', LANGUAGE_HEADER);
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
      return c.json({ data, meta: { lang, version } });
    },
    { readsItself: ['query'] },
  );

  return routes;
}
