import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

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

async function choose(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).check({ force: true });
}

async function pickFromDropdown(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers the question on screen through its answer area, by the demo question's title. */
async function answerDemoQuestion(page: Page, title: string) {
  if (title.startsWith('Which letter sounds like')) return choose(page, 'й');
  if (title.startsWith('Which of these are vowels')) {
    await choose(page, 'а');
    return choose(page, 'о');
  }
  if (title.startsWith('Ukrainian has the letter')) return choose(page, 'Yes');
  if (title.startsWith('Pick the letter that is the same')) return choose(page, 'к');
  if (title.startsWith('Fastest answer')) return choose(page, '33');
  if (title.startsWith('Which words are greetings')) {
    await choose(page, 'привіт');
    return choose(page, 'добрий день');
  }
  if (title.startsWith('Which letter is a soft sign')) return choose(page, 'ь');
  if (title.startsWith('Write one word you can already read')) return choose(page, 'I wrote a word');
  if (title.startsWith('How do you learn best')) return choose(page, 'Listening');
  if (title.startsWith('The alphabet lesson was clear')) return choose(page, 'Agree');
  if (title.startsWith('Rate this lesson')) return page.getByRole('radio').nth(4).check({ force: true });
  if (title.startsWith('How do you feel about Cyrillic'))
    return page.getByRole('radio').first().check({ force: true });
  if (title.startsWith('Would you recommend')) return page.getByRole('radio').last().check({ force: true });
  if (title.startsWith('Put the first letters in alphabet order')) {
    // The keyboard and tap alternative to dragging: move buttons, until а, б, в.
    const order = async () =>
      (await page
        .getByRole('button', { name: /^Move “.” up$/ })
        .evaluateAll((buttons) =>
          buttons.map((button) => button.getAttribute('aria-label')?.charAt(6) ?? ''),
        )) as string[];
    for (let round = 0; round < 4; round += 1) {
      const letters = await order();
      const wrong = ['а', 'б', 'в'].findIndex((letter, index) => letters[index] !== letter);
      if (wrong < 0) return;
      await page.getByRole('button', { name: `Move “${['а', 'б', 'в'][wrong]}” up` }).click();
    }
    expect(await order()).toEqual(['а', 'б', 'в']);
    return;
  }
  if (title.startsWith('Match the Cyrillic letter')) {
    await page.getByRole('button', { name: /^ш/ }).first().click();
    return page.getByRole('button', { name: /^sh/ }).first().click();
  }
  if (title.startsWith('Build the word for')) {
    for (const [index, letter] of [...'дім'].entries()) {
      await page
        .getByRole('button', { name: new RegExp(`^Letter \\d+: ${letter}$`) })
        .first()
        .click();
      await page.getByRole('button', { name: new RegExp(`^Place ${index + 1} in the word`) }).click();
    }
    return;
  }
  if (title.startsWith('Build "My name is Taras"')) {
    for (const word of ['Мене', 'звати', 'Тарас']) {
      await page.getByRole('button', { name: `Add “${word}” to the sentence` }).click();
    }
    return;
  }
  if (title.startsWith('Fill in the greeting')) {
    await page.getByLabel('Gap 1', { exact: true }).fill('день');
    return pickFromDropdown(page, /Gap 2/, 'справи');
  }
  if (title.startsWith('Type the Ukrainian word for'))
    return page.getByLabel('Gap 1', { exact: true }).fill('дякую');
  if (title.startsWith('Choose the right letter')) return pickFromDropdown(page, /Kyiv/, 'и');
  if (title.startsWith('Choose every letter that fits')) {
    await pickFromDropdown(page, /Letters with a dot/, 'ї');
    await page.getByRole('option', { name: 'і', exact: true }).click();
    return page.keyboard.press('Escape');
  }
  if (title.startsWith('Record yourself reading')) {
    await page.getByRole('textbox').first().fill('The soft sign.');
    await page.locator('article input[type="file"]').setInputFiles({
      name: 'alphabet-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('а б в г ґ д е є ж з и і ї й'),
    });
    await expect
      .poll(() => page.getByText('alphabet-notes.txt').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    return;
  }
  throw new Error(`No way to answer “${title}”`);
}

describe('the quiz page', () => {
  it('the demo student takes the all-types quiz one by one, checks an answer, and sees the result', async () => {
    const page = await signedIn('student@lectern.test');
    await page.goto(COURSE);
    await expect.poll(() => page.getByRole('link', { name: /Alphabet check/ }).count(), POLL).toBe(1);
    await screenshot(page, 'quiz-course-overview-en');
    await page.getByRole('link', { name: /Alphabet check/ }).click();
    await page.waitForURL(/\/quizzes\/\d+$/);
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
