import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, screenshot, seriousAxeViolations, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const GROUP_PAGE = /\/expert\/closed-group\/detail\/(\d+)\/settings\/edit$/;
let browser: Browser;
let context: BrowserContext | undefined;
let phoneContext: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await phoneContext?.close();
  await browser?.close();
});

const groupRows = (page: Page) => page.getByRole('list', { name: 'Closed groups' }).getByRole('listitem');
const menuLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Closed groups' });
const members = (page: Page) => page.getByRole('list', { name: 'Members' }).getByRole('listitem');
const memberNames = async (page: Page) =>
  (await members(page).allInnerTexts()).map((text) => text.split('\n')[0]?.trim());

async function signedInExpert(page: Page): Promise<void> {
  await signIn(page, 'expert@lectern.test');
  await page.waitForURL('**/expert/**');
}

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('closed groups in the web app', () => {
  let groupUrl = '';
  const title = `Evening readers ${Date.now()}`;

  it('lists the demo group and creates a group from a title', async () => {
    context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signedInExpert(page);
    await menuLink(page).click();
    await page.waitForURL('**/expert/closed-groups');
    const demo = groupRows(page).filter({ hasText: 'Speaking club' });
    await demo.waitFor(POLL);
    expect(await demo.innerText()).toContain('2 members');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New group' }).click();
    await page.waitForURL('**/expert/closed-group/detail/new/settings/edit');
    expect(await menuLink(page).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Create group' }).click();
    const field = page.getByRole('textbox', { name: /Title/ });
    await page.getByText('Give the group a title.').waitFor(POLL);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill(title);
    await field.press('Enter');
    await page.waitForURL(GROUP_PAGE, POLL);
    await page.getByRole('heading', { level: 1, name: title }).waitFor(POLL);
    expect(await menuLink(page).getAttribute('aria-current')).toBe('page');
    groupUrl = page.url();
  });

  it('adds members by email (an unknown one is refused at the field), removes one, and keeps it after a reload', async () => {
    const page = context!.pages()[0]!;
    const email = page.getByRole('textbox', { name: 'Email of a person of your school' });
    await email.fill('nobody@lectern.test');
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByText('No one in your school has this email.').waitFor(POLL);
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill('student@lectern.test');
    await email.press('Enter');
    await members(page).filter({ hasText: 'student@lectern.test' }).waitFor(POLL);
    await email.fill('expert@lectern.test');
    await email.press('Enter');
    await members(page).filter({ hasText: 'expert@lectern.test' }).waitFor(POLL);

    await page.reload();
    await members(page).first().waitFor(POLL);
    expect(await memberNames(page)).toEqual(['Olena Expert', 'Taras Student']);

    await page.getByRole('button', { name: 'Remove Taras Student from the group' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Taras Student from the group?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'hidden', ...POLL });
    await expect.poll(() => memberNames(page), POLL).toEqual(['Olena Expert']);
    await page.reload();
    await members(page).first().waitFor(POLL);
    expect(await memberNames(page)).toEqual(['Olena Expert']);
  });

  it('renames the group, shows it saved, and finds the new title after a reload and in the list', async () => {
    const page = context!.pages()[0]!;
    const field = page.getByRole('textbox', { name: /Title/ });
    await field.fill(`${title} (renamed)`);
    await page.getByText('Not saved yet').waitFor(POLL);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor(POLL);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `${title} (renamed)` }).waitFor(POLL);
    await page.getByRole('link', { name: 'All groups' }).first().click();
    await page.waitForURL('**/expert/closed-groups');
    const row = groupRows(page).filter({ hasText: `${title} (renamed)` });
    await row.waitFor(POLL);
    expect(await row.innerText()).toContain('1 member');
    await screenshot(page, 'closed-groups-desktop');
  });

  it('fits a 390×844 phone, the list and the group page', async () => {
    phoneContext = await newContext(browser, baseUrl, PHONE);
    const page = await phoneContext.newPage();
    await signedInExpert(page);
    await page.goto('/expert/closed-groups');
    await groupRows(page).filter({ hasText: 'Speaking club' }).waitFor(POLL);
    await fitsThePhone(page);
    await screenshot(page, 'closed-groups-phone');
    await page.goto(new URL(groupUrl).pathname);
    await members(page).first().waitFor(POLL);
    await fitsThePhone(page);
    const add = await page.getByRole('button', { name: 'Add member' }).boundingBox();
    expect(add?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'closed-group-phone');
  });

  it('deletes the group after confirming, and it stays gone after a reload', async () => {
    const page = context!.pages()[0]!;
    await page.goto(new URL(groupUrl).pathname);
    await page.getByRole('heading', { level: 1, name: `${title} (renamed)` }).waitFor(POLL);
    await page.getByRole('button', { name: 'Delete group' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${title} (renamed)”?` });
    await dialog.getByRole('button', { name: 'Delete group' }).click();
    await page.waitForURL('**/expert/closed-groups', POLL);
    await groupRows(page).filter({ hasText: 'Speaking club' }).waitFor(POLL);
    expect(await groupRows(page).filter({ hasText: title }).count()).toBe(0);
    await page.reload();
    await groupRows(page).filter({ hasText: 'Speaking club' }).waitFor(POLL);
    expect(await groupRows(page).filter({ hasText: title }).count()).toBe(0);
    await page.goto(new URL(groupUrl).pathname);
    await page.getByRole('heading', { name: 'Group not found' }).waitFor(POLL);
  });
});
