import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../app/server/db/schema.ts';
import { CABINET_PRODUCTS_PER_PAGE, PERSONAL_SETTING_KEYS } from '../../../../core/api/account.ts';
import {
  BOOT_QUERIES_ELEMENT,
  BOOT_TRANSLATIONS_ELEMENT,
  QUIZ_BOOT_KEYS,
} from '../../../../core/navigation/index.ts';
import { createQuiz, singleAnswer } from '../quiz/quiz-fixture.ts';
import { type School, seedSchools } from '../support/schools-fixture.ts';
import { API, browser, createTestServer, type TestServer } from '../support/test-server.ts';

// Every page the server serves for the app carries what the app starts from (docs/performance.md "What
// the served page carries"): the translation groups in the viewer's language, and for a signed-in caller
// the answers the page asks for first, made by the server's own routes for that caller.

let server: TestServer;
let dataDir: string;
let webRoot: string;
let a: School;
let b: School;

const INDEX =
  '<!doctype html><html lang="en"><head><title>Lectern</title><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-page-boot-'));
  webRoot = mkdtempSync(path.join(tmpdir(), 'lectern-page-boot-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  server = await createTestServer({ env: { LECTERN_DATA_DIR: dataDir }, webRoot });
  [a, b] = (await seedSchools(server, 2)) as [School, School];
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webRoot, { recursive: true, force: true });
});

/** The JSON of the page's element `id`, or undefined where the page has none. */
function elementJson(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] as string) : undefined;
}

/** The seeded queries of a page, by their key (none where the page has no element). */
function seededQueries(html: string): Map<string, unknown> {
  const entries = (elementJson(html, BOOT_QUERIES_ELEMENT) ?? []) as [unknown[], unknown][];
  return new Map(entries.map(([key, value]) => [JSON.stringify(key), value]));
}

const dataOf = async (response: Response) => ((await response.json()) as { data: unknown }).data;

describe('a visitor’s page', () => {
  it('carries the translation groups in the browser’s language, as the translations route answers them, and no user', async () => {
    for (const [acceptLanguage, language] of [
      ['uk-UA,uk;q=0.9,en;q=0.5', 'uk'],
      ['en-GB', 'en'],
      ['ru', 'ru'],
    ] as const) {
      const response = await browser(server).get('/cabinet', { 'Accept-Language': acceptLanguage });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Vary')).toContain('Cookie');
      expect(response.headers.get('Vary')).toContain('Accept-Language');
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      const translations = elementJson(html, BOOT_TRANSLATIONS_ELEMENT) as {
        data: Record<string, Record<string, string>>;
        meta: { lang: string };
      };
      expect(translations.meta.lang).toBe(language);
      const fromRoute = await (
        await server.request(`${API}/translation-groups?groups=common,cabinet&lang=${language}`)
      ).json();
      expect(translations.data.common).toEqual(fromRoute.data.common);
      expect(translations.data.cabinet).toEqual(fromRoute.data.cabinet);
      expect(elementJson(html, BOOT_QUERIES_ELEMENT)).toBeUndefined();
      expect(html).not.toContain(BOOT_QUERIES_ELEMENT);
    }
  });
});

describe('a signed-in person’s page', () => {
  it('carries the user, the cabinet frame’s and the cabinet’s answers exactly as the API gives them to that person', async () => {
    const student = a.student.browser;
    const response = await student.get('/cabinet', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    const seeded = seededQueries(html);
    expect(seeded.size).toBe(6);
    expect(seeded.get('["user"]')).toEqual(await dataOf(await student.get(`${API}/user`)));
    expect((seeded.get('["user"]') as { email: string }).email).toBe(a.student.email);
    expect(seeded.get('["permissions"]')).toEqual(
      await dataOf(await student.get(`${API}/cabinet/users/permissions`)),
    );
    expect(seeded.get('["profile-menu"]')).toEqual(await dataOf(await student.get(`${API}/profile/menu`)));
    expect(seeded.get('["alerts"]')).toEqual(await dataOf(await student.get(`${API}/alerts`)));
    expect(seeded.get('["pending-payments"]')).toEqual(
      await dataOf(await student.get(`${API}/orders/payments/pending`)),
    );
    const products = await (
      await student.get(`${API}/user/products?page=1&per_page=${CABINET_PRODUCTS_PER_PAGE}`)
    ).json();
    expect(seeded.get('["user-products",""]')).toEqual(products);
    expect(products.data.length).toBeGreaterThan(0);
  });

  it('holds their own school’s data only (cross-school)', async () => {
    for (const [school, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const person of [school.owner, school.student]) {
        const html = await (await person.browser.get('/cabinet')).text();
        const queries = JSON.stringify(elementJson(html, BOOT_QUERIES_ELEMENT));
        expect(queries).toContain(school.marker);
        expect(queries).not.toContain(other.marker);
      }
    }
  });

  it('places a quiz of their own lesson, and none of another school’s', async () => {
    const own = `/courses/${a.courseSlug}/${a.lessonSlug}/quizzes/${a.lessonQuiz.id}`;
    const ownPage = seededQueries(await (await a.student.browser.get(own)).text());
    expect(ownPage.get(JSON.stringify(['quiz-lesson', a.courseSlug, a.lessonSlug, a.lessonQuiz.id]))).toEqual(
      {
        lessonId: a.lessonId,
        unitId: null,
      },
    );
    const foreign = `/courses/${b.courseSlug}/${b.lessonSlug}/quizzes/${b.lessonQuiz.id}`;
    const html = await (await a.student.browser.get(foreign)).text();
    expect(
      seededQueries(html).get(JSON.stringify(['quiz-lesson', b.courseSlug, b.lessonSlug, b.lessonQuiz.id])),
    ).toBeNull();
    // The address names the other school's course (in the key); no answer holds anything of it.
    expect(JSON.stringify([...(seededQueries(html).values() ?? [])])).not.toContain(b.marker);
    expect([...seededQueries(html).keys()].filter((key) => key.includes('served-quiz'))).toEqual([]);
  });

  it('serves a quiz that opens on its questions with the quiz and its first questions as the student’s calls answer them', async () => {
    const { quizId } = await createQuiz(a.owner.browser, a.lessonId, { name: `opens at once ${a.marker}` }, [
      singleAnswer(`first ${a.marker}`),
      singleAnswer(`second ${a.marker}`),
    ]);
    const base = `/lessons/${a.lessonId}`;
    const student = a.student.browser;
    const seeded = seededQueries(
      await (await student.get(`/courses/${a.courseSlug}/${a.lessonSlug}/quizzes/${quizId}`)).text(),
    );
    const quiz = seeded.get(JSON.stringify(QUIZ_BOOT_KEYS.quiz(base, quizId)));
    expect(quiz).toEqual(await dataOf(await student.get(`${API}${base}/quizzes/${quizId}`)));
    const questions = seeded.get(JSON.stringify(QUIZ_BOOT_KEYS.questions(base, quizId, 0))) as {
      name: string;
    }[];
    expect(questions).toEqual(
      await dataOf(await student.get(`${API}${base}/quizzes/${quizId}/quiz-questions`)),
    );
    expect(questions.map((question) => question.name)).toEqual([`first ${a.marker}`, `second ${a.marker}`]);
    // No attempt was started by serving them: the student's quiz still has none.
    expect(
      (await dataOf(await student.get(`${API}${base}/quizzes/${quizId}`))) as { attempt: unknown },
    ).toMatchObject({ attempt: null });
  });

  it('serves a quiz that opens on its preview (a timer) without its questions, and a running attempt with its own', async () => {
    const base = `/lessons/${a.lessonId}`;
    const { quizId } = await createQuiz(
      a.owner.browser,
      a.lessonId,
      { name: `timed ${a.marker}`, timer_duration: 600 },
      [singleAnswer(`timed ${a.marker}`)],
    );
    const path = `/courses/${a.courseSlug}/${a.lessonSlug}/quizzes/${quizId}`;
    const seeded = seededQueries(await (await a.student.browser.get(path)).text());
    expect(seeded.get(JSON.stringify(QUIZ_BOOT_KEYS.quiz(base, quizId)))).toEqual(
      await dataOf(await a.student.browser.get(`${API}${base}/quizzes/${quizId}`)),
    );
    expect([...seeded.keys()].filter((key) => key.includes('served-quiz-questions'))).toEqual([]);

    const started = (await dataOf(
      await a.student.browser.get(`${API}${base}/quizzes/${quizId}/start-attempt`),
    )) as { id: number };
    const resumed = seededQueries(await (await a.student.browser.get(path)).text());
    expect(resumed.get(JSON.stringify(QUIZ_BOOT_KEYS.questions(base, quizId, started.id)))).toEqual(
      await dataOf(
        await a.student.browser.get(
          `${API}${base}/quizzes/${quizId}/quiz-questions?attempt_id=${started.id}`,
        ),
      ),
    );
  });

  it('keeps a typed name inert: it ends no element and runs nothing, and reads back as typed', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 & "quoted"';
    await server.database.db.update(users).set({ name: hostile }).where(eq(users.id, a.curator.id));
    const html = await (await a.curator.browser.get('/cabinet')).text();
    // The app's entry, the translations and the seeded answers: the name ended none of them.
    expect(html.match(/<\/script>/g)?.length).toBe(3);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('\u2028');
    expect((seededQueries(html).get('["user"]') as { name: string }).name).toBe(hostile);
  });

  it('starts in the language they saved, whatever the browser says', async () => {
    const person = b.curator.browser;
    const saved = await person.send('POST', `${API}/user-personal-settings`, {
      settings: [{ key: PERSONAL_SETTING_KEYS.language, value: 'ru' }],
    });
    expect(saved.status).toBeLessThan(300);
    const html = await (await person.get('/cabinet', { 'Accept-Language': 'en-US' })).text();
    expect(html).toContain('<html lang="ru"');
    expect((elementJson(html, BOOT_TRANSLATIONS_ELEMENT) as { meta: { lang: string } }).meta.lang).toBe('ru');
  });

  it('is never one person’s page revalidated for another', async () => {
    const first = await a.student.browser.get('/cabinet', { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const other = await b.student.browser.get('/cabinet', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(other.status).toBe(200);
    const visitor = await browser(server).get('/cabinet', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(visitor.status).toBe(200);
    const html = await (await b.student.browser.get('/cabinet')).text();
    expect((seededQueries(html).get('["user"]') as { email: string }).email).toBe(b.student.email);
  });
});
