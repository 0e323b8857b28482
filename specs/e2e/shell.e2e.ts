import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the expert finds their way around', () => {
  it('signs in, opens three menu areas, switches to Ukrainian, keeps it after a reload and on another device, and signs out', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();

    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    await expect.poll(() => page.title()).toBe('Courses · Lectern');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    for (const [label, path, heading] of [
      ['Contacts', '/expert/crm/contacts', 'Contacts'],
      ['Quizzes', '/expert/quiz/list', 'Quizzes'],
      ['Orders', '/expert/crm/orders', 'Orders'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(`**${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    }
    expect(await page.title()).toBe('Orders · CRM · Lectern');
    await expect
      .poll(() =>
        nav.getByText('Consultations').locator('xpath=ancestor-or-self::*[@aria-disabled="true"][1]').count(),
      )
      .toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'expert-orders-en');

    await page.getByLabel('Language').selectOption('uk');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Замовлення');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Замовлення');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
    await screenshot(page, 'expert-orders-uk');

    const otherDevice = await newContext(browser, baseUrl);
    const phone = await otherDevice.newPage();
    await signIn(phone, 'expert@lectern.test');
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent()).toBe('Курси');
    await phone.getByLabel('Мова').selectOption('en');
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent()).toBe('Courses');
    await otherDevice.close();

    await page.getByRole('button', { name: /Обліковий запис/ }).click();
    await page.getByRole('menuitem', { name: 'Вийти' }).click();
    await page.waitForURL('**/sign-in');
    await page.goto('/expert/courses');
    await page.waitForURL('**/sign-in?next=*');
    await context.close();
  });

  it('creates a course from ?new=true, and honours view=settings', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    await expect.poll(() => page.getByRole('heading', { name: 'Ukrainian for Beginners' }).count()).toBe(1);

    await page.goto('/expert/courses?new=true');
    const dialog = page.getByRole('dialog', { name: 'Create course' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Give the course a title.').count()).toBe(1);
    await dialog.getByLabel('Course title').fill('Українська для початківців');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Українська для початківців' }).count())
      .toBe(1);
    expect(new URL(page.url()).searchParams.get('new')).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Українська для початківців' }).count())
      .toBe(1);

    await page.goto('/expert/crm/contacts?view=settings');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => page.getByText('Contact fields').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('a newcomer', () => {
  it('creates an account, is told what is missing first, and lands in an empty cabinet', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Enter your name.').count()).toBe(1);
    await page.getByLabel('Name').fill('Mariia Koval');
    await page.getByLabel('Email').fill(`mariia.${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Use at least 8 characters.').count()).toBe(1);
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/cabinet');
    await expect.poll(() => page.getByRole('heading', { name: 'No courses yet' }).count()).toBe(1);
    await context.close();
  });
});

describe('the student', () => {
  it('signs in and sees the demo course in the cabinet', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'student@lectern.test');
    await page.waitForURL('**/cabinet');
    await expect.poll(() => page.getByRole('heading', { name: 'Ukrainian for Beginners' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'student-cabinet-en');
    await context.close();
  });

  it('sees the offline bar when the connection drops, and it goes when the connection returns', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'student@lectern.test');
    await page.waitForURL('**/cabinet');
    await context.setOffline(true);
    await expect.poll(() => page.getByText('No internet connection. Check your network.').count()).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => page.getByText('No internet connection. Check your network.').count()).toBe(0);
    await context.close();
  });

  it('is told plainly when the password is wrong', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'student@lectern.test', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/email or password/i);
    expect(page.url()).toContain('/sign-in');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('gets the phone drawer and a readable cabinet at 390×844', async () => {
    const context = await newContext(browser, baseUrl, { width: 390, height: 844 });
    const page = await context.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Letters' }).click();
    await page.waitForURL('**/expert/mailing');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'expert-mailing-phone');
    await context.close();
  });
});

describe('cabinets, partners and QA', () => {
  it('lets the expert switch to their study cabinet and back to the school', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    await page.getByLabel('Switch cabinet').selectOption({ label: 'My learning' });
    await page.waitForURL('**/cabinet');
    await expect.poll(() => page.getByRole('heading', { name: 'No courses yet' }).count()).toBe(1);
    await page.reload();
    await page.goto('/');
    await page.waitForURL('**/cabinet');
    await page.getByLabel('Switch cabinet').selectOption({ label: 'Lectern Demo School' });
    await page.waitForURL('**/expert/courses');
    await context.close();
  });

  it('shows partners the partner dashboard link', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'partner@lectern.test');
    await page.waitForURL('**/cabinet');
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Partner dashboard' }).click();
    await page.waitForURL('**/partners/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Partner dashboard');
    await context.close();
  });

  it('reaches the page by keyboard: the skip link first, then the page itself', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Courses');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Create course');
    await context.close();
  });

  it('opens the machine inspector to signed-in staff only, who drive a machine by hand', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/dev/machines?machine=dropdown');
    await expect.poll(() => page.getByText('Page not found').count()).toBe(1);
    expect(await page.getByText(/"closed"/).count()).toBe(0);
    await signIn(page, 'expert@lectern.test');
    await page.waitForURL('**/expert/courses');
    await page.goto('/dev/machines?machine=dropdown');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Machines');
    const before = await page.getByText(/"closed"/).count();
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'dropdown.open', exact: true }).first().click();
    await expect.poll(() => page.getByText(/"open"/).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('passes axe on the sign-in and sign-up pages in Ukrainian', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/sign-in?token=one-time-secret&next=%2Fcabinet');
    await expect.poll(() => new URL(page.url()).search).toBe('?next=%2Fcabinet');
    await page.getByLabel('Language').selectOption('uk');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Вхід до Lectern');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Зареєструватися' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Створіть обліковий запис');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
