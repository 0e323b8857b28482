import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';
import { demoQuestion } from './support/demo-quiz.ts';
import { textsIn } from './support/texts.ts';

const baseUrl = inject('baseUrl');
const COURSE = '/courses/ukrainian-for-beginners';
const LESSON = `${COURSE}/the-cyrillic-alphabet`;
const PHONE = { width: 390, height: 844 };
const POLL = { timeout: 10_000 };
let browser: Browser;
let expert: Page;
let alphabetLessonId: number;

beforeAll(async () => {
  browser = await launchChromium();
  expert = await (await newContext(browser, baseUrl)).newPage();
  await signIn(expert, 'expert@lectern.test');
  await expert.waitForURL('**/expert/courses');
  alphabetLessonId = await findAlphabetLesson();
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL(/\/(cabinet|expert\/courses)$/);
  return page;
}

/** Serious axe findings in the page's own content (the shell's phone header is checked by its own specs). */
async function contentViolations(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).filter((finding) => !finding.includes('._brand_'));
}

/** An authoring call as the signed-in expert, with the session's CSRF token. */
async function asExpert<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const cookies = await expert.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'lectern_csrf')?.value ?? '';
  const response = await expert.request.fetch(`/api/v1${path}`, {
    method,
    headers: { 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The demo lesson holding the "Alphabet check" quiz (the demo's first lesson). */
async function findAlphabetLesson(): Promise<number> {
  for (let id = 1; id < 20; id += 1) {
    const quizzes = await asExpert<{ name: string }[]>('GET', `/constructor/lessons/${id}/quizzes`).catch(
      () => [],
    );
    if (quizzes.some((quiz) => quiz.name.startsWith('Alphabet check'))) return id;
  }
  throw new Error('The demo lesson with quizzes was not found.');
}

/** A quiz made for one spec through the authoring API. */
async function createQuiz(
  options: Record<string, unknown>,
  questions: Record<string, unknown>[],
): Promise<number> {
  const quiz = await asExpert<{ id: number }>(
    'POST',
    `/constructor/lessons/${alphabetLessonId}/quizzes`,
    options,
  );
  for (const question of questions)
    await asExpert('POST', `/constructor/quizzes/${quiz.id}/questions`, question);
  return quiz.id;
}

const single = (name: string, required = true) => ({
  type_slug: 'single_answer',
  name,
  is_required: required,
  answers: [
    { ref: 1, text: 'й', is_correct: true },
    { ref: 2, text: 'и', is_correct: false },
  ],
});

const heading = (page: Page) => page.locator('article h2').first();
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

const english = textsIn('en');

/** Answers the question on screen right, by the demo question's title; the text/media answer also attaches a file. */
async function answerDemoQuestion(page: Page, title: string) {
  const question = demoQuestion(title);
  await question.answer(page, 'right', english);
  if (question.slug !== 'text_media_answer') return;
  await page.locator('article input[type="file"]').setInputFiles({
    name: 'alphabet-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('а б в г ґ д е є ж з и і ї й'),
  });
  await expect
    .poll(() => page.getByText('alphabet-notes.txt').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

describe('the quiz page', () => {
  it('the demo student takes the all-types quiz one by one, checks an answer, and sees the result', async () => {
    const page = await signedIn('student@lectern.test');
    await page.goto(COURSE);
    await expect.poll(() => page.getByRole('link', { name: /Alphabet check/ }).count(), POLL).toBe(1);
    await screenshot(page, 'quiz-course-overview-en');
    await page.getByRole('link', { name: /Alphabet check/ }).click();
    await page.waitForURL(/\/quizzes\/\d+$/);
    // The demo student may have taken it before (quiz-verdicts.e2e.ts): then the preview offers it again.
    const again = page.getByRole('button', { name: 'Take it again', exact: true });
    await expect
      .poll(async () => (await again.count()) + (await heading(page).count()), POLL)
      .toBeGreaterThan(0);
    if ((await again.count()) > 0) await again.click();
    await expect.poll(() => heading(page).textContent(), POLL).toContain('Which letter sounds like');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'quiz-attempt-desktop-en');

    const total = await page.getByRole('navigation', { name: 'Questions' }).getByRole('button').count();
    expect(total).toBe(22);
    for (let index = 0; index < total; index += 1) {
      const title = (await heading(page).textContent()) ?? '';
      await answerDemoQuestion(page, title);
      if (index === 0) {
        await page.getByRole('button', { name: 'Check', exact: true }).click();
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'Correct' }).count(), POLL)
          .toBeGreaterThan(0);
        await screenshot(page, 'quiz-checked-en');
      }
      if (index === total - 1) break;
      await next(page).click();
      // Focus moves to the next question's heading, so a screen reader hears it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), POLL).toBe('H2');
      await expect.poll(() => heading(page).textContent(), POLL).not.toBe(title);
    }
    await screenshot(page, 'quiz-last-question-en');
    await page.getByRole('button', { name: 'Finish', exact: true }).last().click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your result' }).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => page.getByText('Your answers').count(), POLL).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'quiz-result-en');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'screenshots/quiz-result-top-en.png' });
    await page.context().close();
  });

  it('a timed quiz runs out and the server finishes it', async () => {
    const quizId = await createQuiz(
      { name: 'E2E timed: fifteen seconds', timer_duration: 15, start_info_text: 'Fifteen seconds only.' },
      [single('A question nobody answers in time.', false)],
    );
    const page = await signedIn('student@lectern.test');
    await page.goto(`${LESSON}/quizzes/${quizId}`);
    await expect.poll(() => page.getByText('Fifteen seconds only.').count(), POLL).toBe(1);
    await screenshot(page, 'quiz-preview-timed-en');
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expect.poll(() => page.getByRole('timer').count(), POLL).toBeGreaterThan(0);
    await screenshot(page, 'quiz-attempt-timed-en');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your result' }).count(), {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(1);
    const attempt = await page.evaluate(
      async (id) => {
        const response = await fetch(`/api/v1/lessons/${id.lesson}/quizzes/${id.quiz}`);
        return (
          (await response.json()) as { data: { attempt: { status_id: number; finished_at: string | null } } }
        ).data.attempt;
      },
      { lesson: alphabetLessonId, quiz: quizId },
    );
    expect(attempt.status_id).not.toBe(5);
    expect(attempt.finished_at).not.toBeNull();
    await page.context().close();
  }, 60_000);

  it('an all-on-page quiz warns before leaving', async () => {
    const quizId = await createQuiz({ name: 'E2E all on one page', questions_display_type_id: 2 }, [
      single('First question on the page'),
      single('Second question on the page'),
    ]);
    const page = await signedIn('student@lectern.test');
    await page.goto(`${LESSON}/quizzes/${quizId}`);
    await expect.poll(() => page.locator('article').count(), POLL).toBe(2);
    await page.locator('article').first().getByLabel('й', { exact: true }).check({ force: true });
    await expect.poll(() => page.getByText('Saving your answers…').count(), POLL).toBe(0);
    await screenshot(page, 'quiz-all-on-page-en');

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: /Back to the course/ }).click();
    const ask = page.getByRole('dialog', { name: 'Leave the quiz?' });
    await expect.poll(() => ask.count(), POLL).toBe(1);
    await screenshot(page, 'quiz-leave-warning-en');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => ask.count(), POLL).toBe(0);
    expect(page.url()).toContain(`/quizzes/${quizId}`);
    const context = page.context();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs, POLL).toContain('beforeunload');
    await context.close();
  });

  it('the attempt screen works on a 390×844 phone', async () => {
    const page = await signedIn('student@lectern.test', PHONE);
    await page.goto(COURSE);
    await page.getByRole('link', { name: /Practice: letters that look alike/ }).click();
    await page.waitForURL(/\/quizzes\/\d+$/);
    await expect.poll(() => heading(page).textContent(), POLL).toContain('Fastest answer');
    await answerDemoQuestion(page, (await heading(page).textContent()) ?? '');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(await contentViolations(page)).toEqual([]);
    await screenshot(page, 'quiz-attempt-phone-en');
    await next(page).click();
    await expect.poll(() => heading(page).textContent(), POLL).toContain('Choose the right letter');
    await screenshot(page, 'quiz-attempt-phone-list-en');
    await page.context().close();
  });

  it('an untouched sorting question counts as answered in its shown order', async () => {
    const quizId = await createQuiz({ name: 'E2E untouched sorting' }, [
      single('Which letter is й?'),
      {
        type_slug: 'sorting',
        name: 'Leave the letters as they are.',
        is_required: true,
        answers: ['а', 'б', 'в'].map((text, index) => ({ ref: index + 1, text, order: index + 1 })),
      },
    ]);
    const page = await signedIn('student@lectern.test');
    await page.goto(`${LESSON}/quizzes/${quizId}`);
    await page.getByLabel('й', { exact: true }).check({ force: true });
    await next(page).click();
    await expect.poll(() => heading(page).textContent(), POLL).toContain('Leave the letters');
    // The order is never moved: the finish must not be refused for a required question with no answer.
    await page.getByRole('button', { name: 'Finish', exact: true }).last().click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your result' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.context().close();
  });

  it('a one-attempt quiz refuses a second start (in Ukrainian)', async () => {
    const quizId = await createQuiz(
      { name: 'E2E one attempt', attempt_limit: 1, attempt_limit_text: 'Ви використали єдину спробу.' },
      [single('Одне питання')],
    );
    const page = await signedIn('student@lectern.test');
    await page.getByLabel('Language').selectOption('uk');
    await page.goto(`${LESSON}/quizzes/${quizId}`);
    await page.getByLabel('й', { exact: true }).check({ force: true });
    await screenshot(page, 'quiz-attempt-desktop-uk');
    await page.getByRole('button', { name: 'Завершити', exact: true }).last().click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Ваш результат' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Пройти ще раз' }).count()).toBe(0);
    await screenshot(page, 'quiz-result-uk');
    await page.getByRole('button', { name: 'Повернутися до тесту' }).click();
    await expect.poll(() => page.getByText('Ви використали єдину спробу.').count(), POLL).toBe(1);
    expect(await page.getByRole('button', { name: /Почати|Пройти ще раз/ }).count()).toBe(0);
    await screenshot(page, 'quiz-out-of-attempts-uk');

    const status = await page.evaluate(
      async (id) => {
        const response = await fetch(`/api/v1/lessons/${id.lesson}/quizzes/${id.quiz}/start-attempt`);
        return response.status;
      },
      { lesson: alphabetLessonId, quiz: quizId },
    );
    expect(status).toBe(409);
    await page.getByLabel('Мова').selectOption('en');
    await expect.poll(() => page.getByRole('link', { name: /Back to the course/ }).count(), POLL).toBe(1);
    await page.context().close();
  });
});
