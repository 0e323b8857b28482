import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, setAccountLanguage, signIn } from './support/browser.ts';
import {
  type AnswerMode,
  DEMO_QUESTIONS,
  type DemoQuestion,
  demoQuestion,
  type Expected,
  expectedVerdict,
  type Texts,
} from './support/demo-quiz.ts';
import { textsIn } from './support/texts.ts';

// The demo student takes the demo quiz of every question type three times (every answer right,
// every answer wrong, every question left empty where that is allowed) and reads, after each Check
// and on the result screen, what they are told; then the expert opens the same attempt.

const baseUrl = inject('baseUrl');
const COURSE = '/courses/ukrainian-for-beginners';
const DEMO_QUIZ = /Alphabet check: every question type/;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const POLL = { timeout: 10_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface Pass {
  mode: AnswerMode;
  language: 'en' | 'uk';
  viewport: { width: number; height: number };
}

/** What one pass saw of one question after Check. */
interface Seen {
  question: DemoQuestion;
  expected: Expected;
}

async function signedIn(email: string, pass: Pass): Promise<Page> {
  const context = await newContext(browser, baseUrl, pass.viewport);
  const page = await context.newPage();
  await signIn(page, email);
  await page.waitForURL(/\/(cabinet|expert\/courses)$/);
  await setAccountLanguage(page, pass.language);
  return page;
}

const heading = (page: Page) => page.locator('article h2').first();

/** The check banner: the status inside the attempt, not the app's welcome banner. */
const banner = (page: Page) => page.locator('section[aria-labelledby^="attempt-"] > [role="status"]');

/** Opens the demo quiz on a fresh attempt: takes it again when an earlier attempt is finished. */
async function openDemoQuiz(page: Page, t: Texts): Promise<number> {
  await page.goto(COURSE);
  await expect.poll(() => page.getByRole('link', { name: DEMO_QUIZ }).count(), POLL).toBe(1);
  await page.getByRole('link', { name: DEMO_QUIZ }).click();
  await page.waitForURL(/\/quizzes\/\d+$/);
  const again = page.getByRole('button', { name: t('quiz.replay'), exact: true });
  await expect
    .poll(async () => (await again.count()) + (await heading(page).count()), POLL)
    .toBeGreaterThan(0);
  if ((await again.count()) > 0) await again.click();
  await expect.poll(() => heading(page).count(), POLL).toBe(1);
  if (!((await heading(page).textContent()) ?? '').includes(DEMO_QUESTIONS[0]!.title)) {
    // An attempt left running (a failed run) resumes where it stopped: finish it, then start afresh.
    await finishRunningAttempt(page, t);
    await page.getByRole('button', { name: t('quiz.replay'), exact: true }).click();
  }
  await expect.poll(() => heading(page).textContent(), POLL).toContain(DEMO_QUESTIONS[0]!.title);
  return Number(page.url().match(/\/quizzes\/(\d+)$/)?.[1]);
}

async function finishRunningAttempt(page: Page, t: Texts): Promise<void> {
  for (let step = 0; step < DEMO_QUESTIONS.length; step += 1) {
    const title = (await heading(page).textContent()) ?? '';
    const next = page.getByRole('button', { name: t('quiz.next'), exact: true });
    if ((await next.count()) === 0) break;
    if (await next.isDisabled()) await demoQuestion(title).answer(page, 'right', t);
    await next.click();
    await expect.poll(() => heading(page).textContent(), POLL).not.toBe(title);
  }
  await page
    .getByRole('button', { name: t('quiz.finish'), exact: true })
    .last()
    .click();
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0)
    await dialog.getByRole('button', { name: t('quiz.finish_anyway'), exact: true }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: t('quiz.result_title') }).count(), { timeout: 15_000 })
    .toBe(1);
}

/** Reads the banner after Check and asserts what the student is told of this question. */
async function readBanner(page: Page, t: Texts, seen: Seen, shot: string | null): Promise<void> {
  const { question, expected } = seen;
  const title = t(`quiz.banner_${expected === 'poll' ? 'saved' : expected}`);
  const shown = banner(page);
  await expect.poll(() => shown.locator('p').first().textContent(), POLL).toBe(title);
  const text = (await shown.innerText()).replace(/\s+/g, ' ');
  // A poll, a scale or an answer an expert checks is never called wrong.
  if (expected === 'poll' || expected === 'saved') {
    expect(text).not.toContain(t('quiz.banner_incorrect'));
    expect(text).not.toContain(t('quiz.banner_correct_answers', { answers: '' }).trim());
  }
  if (question.key) {
    expect(text).toContain(t('quiz.banner_correct_answers', { answers: question.key.join(', ') }));
  }
  if (expected === 'poll') await expectOwnPollFigure(shown, t);
  if (shot) await screenshot(page, shot);
}

/** A poll's figures name the student's own answer and count it: at least one answer, a share above 0 %. */
async function expectOwnPollFigure(scope: Locator, t: Texts): Promise<void> {
  const mine = scope.locator('li', { hasText: `· ${t('questions.review_your_answer')}` });
  await expect.poll(() => mine.count(), POLL).toBe(1);
  const row = (await mine.innerText()).replace(/\s+/g, ' ');
  const percent = Number(row.match(/([\d.]+) %/)?.[1]);
  const count = Number(row.match(/(\d+)\s+\D*$/)?.[1]);
  expect(percent, row).toBeGreaterThan(0);
  expect(count, row).toBeGreaterThanOrEqual(1);
}

/** Takes the demo quiz in one pass; answers what the result screen and the expert must agree with. */
async function takeDemoQuiz(page: Page, pass: Pass, t: Texts): Promise<{ seen: Seen[]; attemptId: number }> {
  const seen: Seen[] = [];
  const tag = `${pass.mode}-${pass.language}-${pass.viewport === PHONE ? 'phone' : 'desktop'}`;
  for (let index = 0; index < DEMO_QUESTIONS.length; index += 1) {
    const title = (await heading(page).textContent()) ?? '';
    const question = demoQuestion(title);
    const expected = expectedVerdict(question, pass.mode);
    const check = page.getByRole('button', { name: t('quiz.check'), exact: true });
    if (pass.mode === 'empty' && !question.optional) {
      // A required question cannot be left: Check and Next wait for an answer (a sorting order always is one).
      if (!question.alwaysAnswered) expect(await check.isDisabled(), question.slug).toBe(true);
      if (index === 0) await refusedFinishIsSaidAtTheQuestion(page, t, tag);
      await question.answer(page, 'right', t);
      seen.push({ question, expected: expectedVerdict(question, 'right') });
    } else if (pass.mode === 'empty') {
      seen.push({ question, expected });
    } else {
      await question.answer(page, pass.mode, t);
      await check.click();
      await readBanner(page, t, { question, expected }, index === 0 || expected === 'poll' ? null : null);
      if (question.slug === 'choose_from_list' || question.slug === 'interview')
        await screenshot(page, `quiz-verdict-${question.slug}-${tag}`);
      seen.push({ question, expected });
    }
    if (index === DEMO_QUESTIONS.length - 1) break;
    await page.getByRole('button', { name: t('quiz.next'), exact: true }).click();
    await expect.poll(() => heading(page).textContent(), POLL).not.toBe(title);
  }
  const finished = page.waitForResponse(
    (response) =>
      /\/quiz-attempts\/\d+(\/finish)?$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'POST',
  );
  await page
    .getByRole('button', { name: t('quiz.finish'), exact: true })
    .last()
    .click();
  if (pass.mode === 'empty') {
    // The optional question is still unanswered: the finish asks first.
    const dialog = page.getByRole('dialog', { name: t('quiz.finish_confirm_title') });
    await expect.poll(() => dialog.count(), POLL).toBe(1);
    await dialog.getByRole('button', { name: t('quiz.finish_anyway'), exact: true }).click();
  }
  const response = await finished;
  const attemptId = Number(new URL(response.url()).pathname.match(/quiz-attempts\/(\d+)/)?.[1]);
  await expect
    .poll(() => page.getByRole('heading', { name: t('quiz.result_title') }).count(), { timeout: 15_000 })
    .toBe(1);
  return { seen, attemptId };
}

/** Finishing with a required question unanswered is said at that question, in the reader's language, with no error notification. */
async function refusedFinishIsSaidAtTheQuestion(page: Page, t: Texts, tag: string): Promise<void> {
  await page
    .getByRole('button', { name: t('quiz.finish'), exact: true })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: t('quiz.finish_confirm_title') });
  await expect.poll(() => dialog.count(), POLL).toBe(1);
  await dialog.getByRole('button', { name: t('quiz.finish_anyway'), exact: true }).click();
  const card = page.locator('article').first();
  await expect.poll(() => card.getByText(t('quiz.required_to_finish')).count(), POLL).toBe(1);
  expect(await page.getByText(t('quiz.something_went_wrong')).count()).toBe(0);
  await screenshot(page, `quiz-verdict-required-${tag}`);
}

/** The result screen: each card's verdict is the expected one, and the header counts those very cards. */
async function readResult(page: Page, t: Texts, seen: Seen[], tag: string): Promise<void> {
  const cards = page.locator('article');
  await expect.poll(() => cards.count(), POLL).toBe(DEMO_QUESTIONS.length);
  const marked = { correct: 0, incorrect: 0 };
  for (const [index, entry] of seen.entries()) {
    const card = cards.nth(index);
    const head = ((await card.locator(':scope > header').innerText()) ?? '').replace(/\s+/g, ' ');
    const says = (key: string) => head.includes(t(key));
    const context = `${entry.question.slug}: “${head}”`;
    if (entry.expected === 'correct') expect(says('quiz.verdict_correct'), context).toBe(true);
    else expect(says('quiz.verdict_correct'), context).toBe(false);
    if (entry.expected === 'incorrect') expect(says('quiz.verdict_incorrect'), context).toBe(true);
    else expect(says('quiz.verdict_incorrect'), context).toBe(false);
    if (entry.expected === 'skipped') expect(says('quiz.review_not_started'), context).toBe(true);
    if (says('quiz.verdict_correct')) marked.correct += 1;
    if (says('quiz.verdict_incorrect')) marked.incorrect += 1;
    if (entry.expected === 'poll') await expectOwnPollFigure(card, t);
  }
  const stat = (key: string) =>
    page.locator('dl > div', { has: page.getByText(t(key), { exact: true }) }).locator('dd');
  expect(Number(await stat('quiz.result_correct').textContent())).toBe(marked.correct);
  expect(Number(await stat('quiz.result_incorrect').textContent())).toBe(marked.incorrect);
  expect(marked.correct).toBe(seen.filter((entry) => entry.expected === 'correct').length);
  expect(marked.incorrect).toBe(seen.filter((entry) => entry.expected === 'incorrect').length);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/quiz-verdict-result-${tag}.png` });
}

/** The expert opens the same attempt: each question's verdict badge is the one the student was told. */
async function readExpertReview(quizId: number, attemptId: number, seen: Seen[], tag: string): Promise<void> {
  const expert = await signedIn('expert@lectern.test', { mode: 'right', language: 'en', viewport: DESKTOP });
  const t = textsIn('en');
  await expert.goto(`/expert/quiz/${quizId}/attempts/${attemptId}`);
  const widgets = expert.locator('article[aria-labelledby^="expert-question-"]');
  await expect.poll(() => widgets.count(), { timeout: 15_000 }).toBe(DEMO_QUESTIONS.length);
  for (const [index, entry] of seen.entries()) {
    const tools = (await widgets.nth(index).locator(':scope > header').innerText()).replace(/\s+/g, ' ');
    const context = `${entry.question.slug}: “${tools}”`;
    expect(tools.includes(t('expert.quiz_review_answer_correct')), context).toBe(
      entry.expected === 'correct',
    );
    expect(tools.includes(t('expert.quiz_review_answer_incorrect')), context).toBe(
      entry.expected === 'incorrect',
    );
  }
  // The choose-from-list widget, whose right answer was once marked wrong: once its answers are in,
  // nothing in it says wrong when the answer is right.
  const list = seen.findIndex((entry) => entry.question.slug === 'choose_from_list');
  const listWidget = widgets.nth(list);
  await expect
    .poll(() => listWidget.getByText(t('expert.quiz_review_this_attempt')).count(), { timeout: 15_000 })
    .toBe(1);
  const thisAttempt = listWidget.locator(`[data-attempt="${attemptId}"]`);
  if (seen[list]?.expected === 'correct') expect(await thisAttempt.innerText()).not.toMatch(/incorrect/i);
  await listWidget.scrollIntoViewIfNeeded();
  await expert.screenshot({ path: `screenshots/quiz-verdict-expert-${tag}.png` });
  await expert.context().close();
}

const PASSES: Pass[] = [
  { mode: 'right', language: 'en', viewport: DESKTOP },
  { mode: 'wrong', language: 'uk', viewport: DESKTOP },
  { mode: 'empty', language: 'en', viewport: PHONE },
  { mode: 'wrong', language: 'en', viewport: PHONE },
  { mode: 'right', language: 'uk', viewport: PHONE },
];

describe('what the student is told of every question type', () => {
  for (const pass of PASSES) {
    const where = pass.viewport === PHONE ? 'a 390×844 phone' : 'desktop';
    it(`every answer ${pass.mode === 'empty' ? 'left empty where allowed' : pass.mode}, in ${pass.language} on ${where}: banners, result and the expert's review agree`, async () => {
      const t = textsIn(pass.language);
      const tag = `${pass.mode}-${pass.language}-${pass.viewport === PHONE ? 'phone' : 'desktop'}`;
      const page = await signedIn('student@lectern.test', pass);
      try {
        const quizId = await openDemoQuiz(page, t);
        const { seen, attemptId } = await takeDemoQuiz(page, pass, t);
        await readResult(page, t, seen, tag);
        await readExpertReview(quizId, attemptId, seen, tag);
      } finally {
        await setAccountLanguage(page, 'en');
        await page.context().close();
      }
    }, 240_000);
  }
});
