import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { PERSONAL_SETTING_KEYS } from '../../../core/api/account.ts';
import { API_PREFIX, LANGUAGE_HEADER } from '../../../core/api/api.constants.ts';
import { ROUTES } from '../../../core/api/routes.ts';
import {
  type Language,
  resolveLanguage,
  TRANSLATION_GROUPS,
  type TranslationGroupsResponse,
  translationGroupsResponseSchema,
} from '../../../core/api/translations.ts';
import {
  BOOT_QUERIES_ELEMENT,
  BOOT_TRANSLATIONS_ELEMENT,
  type BootCall,
  type BootQuery,
  routeBootQueries,
} from '../../../core/navigation/index.ts';
import { resolveAuthentication } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { userPersonalSettings } from '../db/schema.ts';
import type { AppDeps, AppEnv, Authentication } from './app-env.ts';

/** JSON that cannot end its script element or break a line in old parsers. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A `<script type="application/json">` element holding `value`, inert whatever its strings say. */
export const jsonScriptElement = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${scriptJson(value)}</script>`;

/**
 * The language the app will show this viewer at its start (app/web/language/): a signed-in person's
 * saved language, else the browser's (`Accept-Language`, what `navigator.language` reports). A choice
 * kept only on the device (localStorage) is not seen here; the app then redraws in that language.
 */
export async function viewerLanguage(
  db: Db,
  userId: number | null,
  acceptLanguage: string | undefined,
): Promise<Language> {
  if (userId !== null) {
    const [saved] = await db
      .select({ value: userPersonalSettings.value })
      .from(userPersonalSettings)
      .where(
        and(
          eq(userPersonalSettings.userId, userId),
          eq(userPersonalSettings.key, PERSONAL_SETTING_KEYS.language),
        ),
      );
    if (typeof saved?.value === 'string') return resolveLanguage(saved.value);
  }
  return resolveLanguage(acceptLanguage);
}

/** The server's own HTTP application, called in process (`app.fetch`). */
export type InProcessApi = (request: Request, env: unknown) => Response | Promise<Response>;

/** What a served page carries for the app's start (docs/performance.md "What the served page carries"). */
export interface PageBoot {
  /** The language the app starts in. */
  language: Language;
  /** Who asked: null for a visitor. */
  auth: Authentication | null;
  /** The translation groups the app starts with, in `language`. */
  translations: TranslationGroupsResponse;
  /** Their element: the same for every viewer of the language and build. */
  translationsElement: string;
  /** The seeded queries' element; empty for a visitor (nothing personal in the page). */
  queriesElement: string;
  /** The app's modules (manifest keys) the served answers will open at once, beyond the route's own start. */
  modules?: string[];
  /** The images the served answers show first (same-origin paths), fetched with the page. */
  images?: string[];
}

/** A served answer: its query key and value, and what the page loads once it has it. */
interface Seeded {
  entry: [readonly unknown[], unknown];
  modules: readonly string[];
  images: readonly string[];
}

/** The API path of a boot call, its parameters filled in. */
function callUrl(call: BootCall, origin: string): URL {
  const path = call.name.slice(call.name.indexOf(' ') + 1);
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(call.params?.[name] ?? '')),
  );
  const url = new URL(`${API_PREFIX}${filled}`, origin);
  for (const [name, value] of Object.entries(call.search ?? {})) url.searchParams.set(name, String(value));
  return url;
}

/**
 * Makes what a page carries: the viewer's language and its translation groups (made once per language in
 * production, as the translations route reads its files once), and for a signed-in caller the answers the
 * page starts with (core/navigation/route-boot-queries.ts), each by calling the server's own route in
 * process with the caller's cookies, so the route's handler decides the answer, its permissions and its
 * school scope as it does for the app's own call. A call that fails is left out: the app then asks itself.
 */
export function createPageBoot(deps: AppDeps, api: InProcessApi) {
  const translationCache = new Map<Language, { translations: TranslationGroupsResponse; element: string }>();

  const callApi = async (c: Context<AppEnv>, url: URL, language: Language) => {
    const headers = new Headers({ [LANGUAGE_HEADER]: language, Accept: 'application/json' });
    const cookie = c.req.header('Cookie');
    if (cookie) headers.set('Cookie', cookie);
    for (const name of ['User-Agent', 'X-Forwarded-For', 'X-Forwarded-Proto']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    return api(new Request(url, { headers }), c.env);
  };

  const translationsOf = async (c: Context<AppEnv>, language: Language) => {
    const known = deps.config.isProduction ? translationCache.get(language) : undefined;
    if (known) return known;
    const url = new URL(`${API_PREFIX}/translation-groups`, c.req.url);
    for (const group of TRANSLATION_GROUPS) url.searchParams.append('groups[]', group);
    url.searchParams.set('lang', language);
    const response = await callApi(c, url, language);
    const translations = v.parse(translationGroupsResponseSchema, await response.json());
    const made = { translations, element: jsonScriptElement(BOOT_TRANSLATIONS_ELEMENT, translations) };
    if (deps.config.isProduction) translationCache.set(language, made);
    return made;
  };

  const answerOf = async (
    c: Context<AppEnv>,
    query: BootQuery,
    language: Language,
  ): Promise<{ value: unknown } | undefined> => {
    try {
      const response = await callApi(c, callUrl(query.call, c.req.url), language);
      if (response.status === 403 || response.status === 404)
        return query.whenRefused === undefined ? undefined : { value: query.whenRefused };
      if (!response.ok) return undefined;
      const schema = ROUTES[query.call.name].answer;
      if (!schema || typeof schema === 'string') return undefined;
      return { value: query.select(v.parse(schema, await response.json())) };
    } catch (error) {
      (c.get('logger') ?? deps.logger).warn(
        { err: error, call: query.call.name },
        'a page start answer was left out',
      );
      return undefined;
    }
  };

  /** The query's answer, then those it leads to (`followedBy`), each made once the one before is known. */
  const seeded = async (c: Context<AppEnv>, query: BootQuery, language: Language): Promise<Seeded[]> => {
    const answer = await answerOf(c, query, language);
    if (!answer) return [];
    const own: Seeded = {
      entry: [query.key, answer.value],
      modules: query.modules ?? [],
      images: query.images?.(answer.value) ?? [],
    };
    const next = query.followedBy?.(answer.value) ?? [];
    const after = await Promise.all(next.map((follow) => seeded(c, follow, language)));
    return [own, ...after.flat()];
  };

  return async (c: Context<AppEnv>, pathname: string): Promise<PageBoot> => {
    const auth = await resolveAuthentication(c, deps);
    const language = await viewerLanguage(
      deps.db,
      auth?.user.id ?? null,
      c.req.header(LANGUAGE_HEADER) ?? c.req.header('Accept-Language'),
    );
    const [{ translations, element }, queries] = await Promise.all([
      translationsOf(c, language),
      auth
        ? Promise.all(routeBootQueries(pathname).map((query) => seeded(c, query, language)))
        : Promise.resolve([]),
    ]);
    const answers = queries.flat();
    return {
      language,
      auth,
      translations,
      translationsElement: element,
      queriesElement: auth
        ? jsonScriptElement(
            BOOT_QUERIES_ELEMENT,
            answers.map((answer) => answer.entry),
          )
        : '',
      modules: [...new Set(answers.flatMap((answer) => answer.modules))],
      images: [...new Set(answers.flatMap((answer) => answer.images))],
    };
  };
}

/** Makes a page's boot data for the request. */
export type PageBootMaker = ReturnType<typeof createPageBoot>;
