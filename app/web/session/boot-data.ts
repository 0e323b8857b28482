import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { type TranslationGroupsResponse, translationGroupsResponseSchema } from '../../../core/api/index.ts';
import { BOOT_QUERIES_ELEMENT, BOOT_TRANSLATIONS_ELEMENT } from '../../../core/navigation/index.ts';

/** The JSON of a `<script type="application/json">` the server put in the page, or undefined. */
function pageJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The translation groups the page was served with (app/server/http/page-boot.ts), in the language the
 * server chose for this viewer; undefined where the page has none (the dev server, a saved page).
 */
export function servedTranslations(): TranslationGroupsResponse | undefined {
  const parsed = v.safeParse(translationGroupsResponseSchema, pageJson(BOOT_TRANSLATIONS_ELEMENT));
  return parsed.success ? parsed.output : undefined;
}

/**
 * How long a served answer counts as fresh for a query that sets no `staleTime` of its own (the cabinet's
 * products, the course program): the page's first render must not ask again for what it came with; once
 * the query has fetched itself, its own rule (fresh for 0 ms) holds again.
 */
const SERVED_ANSWER_FRESH_MS = 30_000;

const seededQueriesSchema = v.array(v.tuple([v.array(v.unknown()), v.unknown()]));

/**
 * Seeds the query client with the answers the page was served with, under the keys the pages ask by
 * (core/navigation/route-boot-queries.ts), as fresh as now so each query's `staleTime` applies: the first
 * render draws from them instead of asking. Called once, before the first render.
 */
export function seedServedQueries(queryClient: QueryClient, now = Date.now()): void {
  const parsed = v.safeParse(seededQueriesSchema, pageJson(BOOT_QUERIES_ELEMENT));
  if (!parsed.success) return;
  for (const [key, value] of parsed.output) {
    queryClient.setQueryDefaults(key, {
      staleTime: (query) => (query.state.dataUpdatedAt === now ? SERVED_ANSWER_FRESH_MS : 0),
    });
    queryClient.setQueryData(key, value, { updatedAt: now });
  }
}
