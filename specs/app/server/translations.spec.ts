import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationGroupsResponseSchema } from '../../../core/api/translations.ts';
import { API, createTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let dir: string;

const TEXTS = {
  en: { common: { hello: 'Hello', save: 'Save', only_en: 'Only in English' }, menu: { courses: 'Courses' } },
  uk: { common: { hello: 'Привіт', save: 'Зберегти' }, menu: { courses: 'Курси' } },
  ru: { common: { hello: 'Привет', save: 'Сохранить' } },
} as const;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lectern-translations-'));
  for (const [lang, groups] of Object.entries(TEXTS)) {
    mkdirSync(path.join(dir, lang));
    for (const [group, table] of Object.entries(groups)) {
      writeFileSync(path.join(dir, lang, `${group}.json`), JSON.stringify(table));
    }
  }
  server = await createTestServer({ translationsDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchGroups = async (query: string, headers: Record<string, string> = {}) => {
  const response = await server.request(`${API}/translation-groups?${query}`, { headers });
  expect(response.status).toBe(200);
  return v.parse(translationGroupsResponseSchema, await response.json());
};

describe('GET /translation-groups', () => {
  it('answers each group asked with repeated groups[] in the asked language', async () => {
    const body = await fetchGroups('groups[]=common&groups[]=menu&lang=uk');
    expect(body.meta.lang).toBe('uk');
    expect(body.data.common).toMatchObject({ hello: 'Привіт', save: 'Зберегти' });
    expect(body.data.menu).toEqual({ courses: 'Курси' });
    expect(body.meta.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('accepts groups as a plain or comma-separated parameter', async () => {
    expect(Object.keys((await fetchGroups('groups=menu&lang=en')).data)).toEqual(['menu']);
    expect(Object.keys((await fetchGroups('groups=common,menu&lang=en')).data)).toEqual(['common', 'menu']);
  });

  it('falls back to the English text for a key a language lacks', async () => {
    expect((await fetchGroups('groups[]=common&lang=uk')).data.common?.only_en).toBe('Only in English');
  });

  it('answers an empty table for a group whose file does not exist', async () => {
    const body = await fetchGroups('groups[]=quiz&groups[]=menu&lang=ru');
    expect(body.data.quiz).toEqual({});
    expect(body.data.menu).toEqual({ courses: 'Courses' });
  });

  it('serves a region locale in its language and an unknown locale in English', async () => {
    expect((await fetchGroups('groups[]=common&lang=uk-UA')).meta.lang).toBe('uk');
    const german = await fetchGroups('groups[]=common&lang=de');
    expect(german.meta.lang).toBe('en');
    expect(german.data.common?.hello).toBe('Hello');
  });

  it('uses the X-Language header when lang is absent, and lang when both are sent', async () => {
    expect((await fetchGroups('groups[]=common', { 'X-Language': 'ru' })).data.common?.hello).toBe('Привет');
    expect((await fetchGroups('groups[]=common&lang=uk', { 'X-Language': 'ru' })).meta.lang).toBe('uk');
    expect((await fetchGroups('groups[]=common')).meta.lang).toBe('en');
  });

  it('lets clients cache: an ETag, Cache-Control, and 304 when nothing changed', async () => {
    const first = await server.request(`${API}/translation-groups?groups[]=common&lang=uk`);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toContain('max-age=');
    expect(first.headers.get('Vary')).toContain('X-Language');
    const again = await server.request(`${API}/translation-groups?groups[]=common&lang=uk`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    const otherLanguage = await server.request(`${API}/translation-groups?groups[]=common&lang=ru`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(otherLanguage.status).toBe(200);
  });

  it('answers 422 for an unknown group or no group at all', async () => {
    const unknown = await server.request(
      `${API}/translation-groups?groups[]=common&groups[]=secrets&lang=en`,
    );
    expect(unknown.status).toBe(422);
    const { errors } = (await unknown.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(['groups.1']);
    expect(errors['groups.1']?.[0]).toMatch(/Unknown group/);
    const none = await server.request(`${API}/translation-groups?lang=en`);
    expect(none.status).toBe(422);
    expect(Object.keys(((await none.json()) as { errors: object }).errors)).toEqual(['groups']);
  });

  it('needs no sign-in, so the sign-in page can be translated', async () => {
    const response = await server.request(`${API}/translation-groups?groups[]=common`);
    expect(response.status).toBe(200);
  });
});
