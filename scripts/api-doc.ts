/**
 * `npm run api-doc`: writes the route table section of docs/api.md from the route table
 * (core/api/routes.ts: ROUTES and ACCESS_RULES), between its two marker comments; the rest of the page
 * is written by hand and kept as it is. specs/core/api/api-doc.spec.ts fails when the page differs from
 * what this writes, so the table and the docs cannot drift apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as v from 'valibot';
import * as api from '../core/api/index.ts';
import { ACCESS_RULES, type RouteEntry, type RouteRequest, routeTable } from '../core/api/routes.ts';

export const ROUTE_TABLE_START = '<!-- route-table:start -->';
export const ROUTE_TABLE_END = '<!-- route-table:end -->';

/** Where the page is. */
export const API_DOC = path.resolve(fileURLToPath(new URL('..', import.meta.url)), 'docs/api.md');

type AnySchema = v.GenericSchema & {
  type: string;
  entries?: Record<string, AnySchema>;
  options?: AnySchema[];
  item?: AnySchema;
  wrapped?: AnySchema;
  pipe?: AnySchema[];
};

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/** Each schema core/api exports, by the name it is exported under (the first name, where it has two). */
const SCHEMA_NAMES: ReadonlyMap<unknown, string> = (() => {
  const names = new Map<unknown, string>();
  for (const [name, value] of Object.entries(api).sort(([a], [b]) => a.localeCompare(b))) {
    if (isSchema(value) && !names.has(value)) names.set(value, name);
  }
  return names;
})();

/** Whether a schema is what `dataEnvelope(data)` makes: `{ data, meta?, links? }`. */
function envelopedData(schema: AnySchema): AnySchema | undefined {
  const entries = schema.type === 'object' ? schema.entries : undefined;
  if (!entries) return undefined;
  const keys = Object.keys(entries).sort().join(',');
  const optional = (key: string) => entries[key]?.type === 'optional';
  return keys === 'data,links,meta' && optional('meta') && optional('links') ? entries.data : undefined;
}

/** A schema as the doc names it: its exported name, else how it is made of named ones. */
export function schemaName(schema: AnySchema): string {
  const named = SCHEMA_NAMES.get(schema);
  if (named) return named;
  const data = envelopedData(schema);
  if (data) return `dataEnvelope(${schemaName(data)})`;
  switch (schema.type) {
    case 'union':
      return (schema.options ?? []).map(schemaName).join(' or ');
    case 'array':
      return schema.item ? `${schemaName(schema.item)}[]` : 'array';
    case 'optional':
    case 'nullable':
    case 'nullish':
      return schema.wrapped ? `${schemaName(schema.wrapped)} (${schema.type})` : schema.type;
    case 'object':
      return `{ ${Object.entries(schema.entries ?? {})
        .map(([key, entry]) => `${key}: ${schemaName(entry)}`)
        .join(', ')} }`;
    default:
      return schema.pipe?.[0] && schema.pipe[0] !== schema ? schemaName(schema.pipe[0]) : schema.type;
  }
}

/** A table cell: no line breaks, and a `|` does not end the cell. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

const REQUEST_PARTS: Record<keyof RouteRequest, string> = {
  body: 'body',
  query: 'query',
  form: 'form',
  metadata: 'tus metadata',
};

function requestOf(request: RouteRequest | undefined): string {
  const parts = (Object.keys(REQUEST_PARTS) as (keyof RouteRequest)[]).flatMap((part) => {
    const schema = request?.[part];
    return schema ? [`${REQUEST_PARTS[part]} ${codeName(schema as AnySchema)}`] : [];
  });
  return parts.length > 0 ? parts.join('; ') : '—';
}

function answerOf(entry: RouteEntry): string {
  if (entry.answer === null) return `no schema yet: ${entry.gap}`;
  if (entry.answer === 'bytes') return "bytes (the file's or the media's)";
  if (entry.answer === 'tus') return 'the tus protocol (status and headers)';
  return codeName(entry.answer as AnySchema);
}

/** A schema's name in code type; a union's options each on their own. */
function codeName(schema: AnySchema): string {
  if (schema.type === 'union' && !SCHEMA_NAMES.has(schema))
    return (schema.options ?? []).map(codeName).join(' or ');
  return code(schemaName(schema));
}

/** The generated section: one row per call, then the access rules with their text. */
export function renderRouteTable(): string {
  const rows = routeTable().map(({ method, path: callPath, entry }) =>
    [code(`${method} ${callPath}`), requestOf(entry.request), answerOf(entry), code(entry.access)]
      .map(cell)
      .join(' | '),
  );
  const rules = Object.entries(ACCESS_RULES).map(([rule, text]) => `${code(rule)} | ${cell(text)}`);
  return [
    ROUTE_TABLE_START,
    '<!-- Written by `npm run api-doc` from core/api/routes.ts (ROUTES, ACCESS_RULES): change the table there, then run it. -->',
    '',
    `${rows.length} calls, in the table's order. Schemas are the exports of \`core/api\`; \`dataEnvelope(x)\` is \`{ data: x, meta?, links? }\`.`,
    '',
    '| call | takes | answers | who may call |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    '### Access rules',
    '',
    '| rule | who may make the call |',
    '|---|---|',
    ...rules.map((row) => `| ${row} |`),
    ROUTE_TABLE_END,
  ].join('\n');
}

/** The page with its route table section written anew; the page must have the two markers. */
export function withRouteTable(page: string): string {
  const start = page.indexOf(ROUTE_TABLE_START);
  const end = page.indexOf(ROUTE_TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(
      `docs/api.md needs the markers ${ROUTE_TABLE_START} and ${ROUTE_TABLE_END}, in that order.`,
    );
  }
  return page.slice(0, start) + renderRouteTable() + page.slice(end + ROUTE_TABLE_END.length);
}

if (import.meta.main) {
  const page = readFileSync(API_DOC, 'utf8');
  const next = withRouteTable(page);
  if (next === page) console.log('docs/api.md: the route table section is up to date.');
  else {
    writeFileSync(API_DOC, next);
    console.log('docs/api.md: the route table section is written anew.');
  }
}
