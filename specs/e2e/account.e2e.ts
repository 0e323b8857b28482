import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchChromium,
  newContext,
  screenshot,
  seriousAxeViolations,
  setAccountLanguage,
  signIn,
} from './support/browser.ts';
import { caughtMails } from './support/smtp-catcher.ts';
import { textsIn } from './support/texts.ts';

// The account against the real server and a real SMTP server (started by the global setup): change
// the email and the password with the codes read from the mail that went out, see the sign-in in the
// history, restore a forgotten password on a phone in Ukrainian, and read the page in Russian.

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The code in the newest mail to an address that came after `seen` mails to it. */
async function codeFor(to: string, seen: number): Promise<string> {
  let code: string | undefined;
  // Mail goes through the SMTP server on its own time: wait for it (not a measure of speed).
  await expect
    .poll(
      () => {
        const mails = caughtMails(mailDir).filter((mail) => mail.to === to);
        code = mails.length > seen ? mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

const mailsTo = (to: string) => caughtMails(mailDir).filter((mail) => mail.to === to).length;

async function expectNoAxeFindings(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const stamp = Date.now();
const first = `account.${stamp}@lectern.test`;
const second = `account.new.${stamp}@lectern.test`;
const third = `account.code.${stamp}@lectern.test`;

describe('the account', () => {
  it('changes the email and the password with codes from the mail, and shows this sign-in in the history', async () => {
    const t = textsIn('en');
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/sign-up');
    await page.getByLabel(t('auth.name')).fill('Account Person');
    await page.getByLabel(t('auth.email')).fill(first);
    await page.locator('input[name="password"]').fill('first password 1');
    await page.getByRole('button', { name: t('auth.sign_up') }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-up'));

    await page.goto('/cabinet/account');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(t('cabinet.account_title'));
    await expectNoAxeFindings(page);

    const email = page.getByRole('region', { name: t('cabinet.account_email') });
    await email.getByLabel(t('cabinet.account_new_email')).fill(second);
    await email.getByLabel(t('cabinet.account_current_password')).fill('first password 1');
    await email.getByRole('button', { name: t('cabinet.account_send_code') }).click();
    const emailCode = await codeFor(second, 0);
    await email.getByLabel(t('cabinet.account_code')).fill(emailCode);
    await expect.poll(() => email.getByText(/A new code can be sent in \d\d:\d\d/).count()).toBe(1);
    await email.getByRole('button', { name: t('cabinet.account_confirm') }).click();
    await expect
      .poll(() => email.getByRole('status').textContent())
      .toBe(t('cabinet.account_email_changed', { email: second }));

    const password = page.getByRole('region', { name: t('cabinet.account_password') });
    await password.getByLabel(t('cabinet.account_current_password')).fill('first password 1');
    await password.getByLabel(t('cabinet.account_new_password')).fill('second password 2');
    const before = mailsTo(second);
    await password.getByRole('button', { name: t('cabinet.account_send_code') }).click();
    const passwordCode = await codeFor(second, before);
    await password.getByLabel(t('cabinet.account_code')).fill(passwordCode);
    await password.getByRole('button', { name: t('cabinet.account_confirm') }).click();
    await expect
      .poll(() => password.getByRole('status').textContent())
      .toBe(t('cabinet.account_password_changed'));

    const history = page.getByRole('region', { name: t('cabinet.account_history') });
    await expect
      .poll(() => history.getByText(t('cabinet.account_history_current'), { exact: true }).count())
      .toBe(1);
    await expect.poll(() => history.getByRole('row').count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeFindings(page);
    await screenshot(page, 'account-desktop-en');

    // A school of their own: the sign-up's promise kept, and the switcher then offers both cabinets.
    await page.goto('/schools/new');
    await page.getByLabel(t('cabinet.school_name')).fill(`School ${stamp}`);
    await page.getByRole('button', { name: t('cabinet.school_create') }).click();
    await page.waitForURL((url) => url.pathname === '/expert/courses');
    const switcher = page.getByLabel(t('common.switch_cabinet'));
    await expect
      .poll(() => switcher.locator('option').allTextContents())
      .toEqual([t('menu.my_learning'), `School ${stamp}`]);
    await context.close();
  });

  it("fills in the contact details a student's school asks for, refused at the field until they fit, and kept", async () => {
    const t = textsIn('en');
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'student@lectern.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.goto('/cabinet/account');

    const contacts = page.getByRole('region', { name: t('cabinet.contact_title') });
    const own = contacts.getByRole('form', { name: t('cabinet.contact_default_tab') });
    await own.getByLabel(t('cabinet.contact_field_phone')).fill('call me');
    await own.getByLabel(t('cabinet.contact_field_telegram')).fill('taras_student');
    await own.getByRole('button', { name: t('cabinet.contact_save') }).click();
    await expect.poll(() => own.getByText(t('cabinet.contact_problem_phone')).count()).toBe(1);
    await own.getByLabel(t('cabinet.contact_field_phone')).fill('+380 44 123 4567');
    await own.getByRole('button', { name: t('cabinet.contact_save') }).click();
    await expect.poll(() => own.getByRole('status').textContent()).toBe(t('cabinet.contact_saved'));

    const school = contacts.getByRole('form', { name: /^Asked by / });
    await school.getByLabel('Company').fill('Acme <b>Letters</b>');
    await school.getByLabel('Portfolio').fill('https://example.com/taras');
    await school.getByRole('button', { name: t('cabinet.contact_save') }).click();
    await expect.poll(() => school.getByRole('status').textContent()).toBe(t('cabinet.contact_saved'));
    await expectNoAxeFindings(page);
    await screenshot(page, 'account-contacts-desktop-en');

    await page.reload();
    const again = page.getByRole('region', { name: t('cabinet.contact_title') });
    await expect
      .poll(() => again.getByLabel(t('cabinet.contact_field_telegram')).inputValue())
      .toBe('@taras_student');
    await expect
      .poll(() => again.getByLabel(t('cabinet.contact_field_phone')).inputValue())
      .toBe('+380 44 123 4567');
    await expect.poll(() => again.getByLabel('Company').inputValue()).toBe('Acme <b>Letters</b>');
    await context.close();
  });

  it('prefers a code by email, then signs in on a phone with the code read from the mail', async () => {
    const t = textsIn('en');
    const desktop = await newContext(browser, baseUrl);
    const account = await desktop.newPage();
    await account.goto('/sign-up');
    await account.getByLabel(t('auth.name')).fill('Code Person');
    await account.getByLabel(t('auth.email')).fill(third);
    await account.locator('input[name="password"]').fill('first password 1');
    await account.getByRole('button', { name: t('auth.sign_up') }).click();
    await account.waitForURL((url) => !url.pathname.startsWith('/sign-up'));
    await account.goto('/cabinet/account');
    const ways = account.getByRole('region', { name: t('cabinet.account_auth_services') });
    await ways.getByRole('radio', { name: t('cabinet.account_auth_code') }).click();
    await expect.poll(() => ways.getByText(t('cabinet.account_auth_saved')).count()).toBe(1);
    // The account's email hears of the change, and the note holds nothing secret.
    await expect.poll(() => caughtMails(mailDir).filter((mail) => mail.to === third).length).toBe(1);
    const notice = caughtMails(mailDir).find((mail) => mail.to === third)!;
    expect(notice.subject).toBe('You now sign in with a code by email');
    expect(notice.text).not.toMatch(/\d{4,}|first password 1|https?:/);
    await desktop.close();

    const phone = await newContext(browser, baseUrl, { width: 390, height: 844 });
    const page = await phone.newPage();
    await page.goto('/sign-in?next=%2Fcabinet%2Faccount');
    await page.getByLabel(t('auth.email')).fill(third);
    await page.getByRole('button', { name: t('auth.code_send') }).click();
    await expect.poll(() => page.getByText(t('auth.code_sent', { email: third })).count()).toBe(1);
    // Nothing else is asked for: the code only.
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    const code = await codeFor(third, 1);
    await expect.poll(() => page.getByText(/A new code can be sent in \d\d:\d\d/).count()).toBe(1);
    await expectNoAxeFindings(page);
    await screenshot(page, 'sign-in-code-phone-en');
    await page.getByLabel(t('auth.code_label')).fill(code);
    await page.getByRole('button', { name: t('auth.code_sign_in'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/cabinet/account');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(t('cabinet.account_title'));
    // The history's own mark: the page holds the words elsewhere too ("Use this device's time zone").
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: t('cabinet.account_history') })
          .getByText(t('cabinet.account_history_current'), { exact: true })
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        page.getByRole('radio', { name: t('cabinet.account_auth_code') }).getAttribute('aria-checked'),
      )
      .toBe('true');
    await expectNoAxeFindings(page);
    await screenshot(page, 'account-code-phone-en');
    await phone.close();
  });

  it('restores a forgotten password on a phone in Ukrainian, then reads the account in Russian', async () => {
    const uk = textsIn('uk');
    const context = await newContext(browser, baseUrl, { width: 390, height: 844 });
    // Ukrainian until the person picks another language.
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('lectern.language'))
        window.localStorage.setItem('lectern.language', 'uk');
    });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: uk('auth.forgot_password') }).click();
    await page.waitForURL('**/restore');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(uk('auth.restore_title'));
    await expectNoAxeFindings(page);
    await page.getByLabel(uk('auth.email')).fill(second);
    const before = mailsTo(second);
    await page.getByRole('button', { name: uk('auth.restore_send') }).click();
    const code = await codeFor(second, before);
    const mail = caughtMails(mailDir)
      .filter((item) => item.to === second)
      .at(-1);
    expect(mail?.subject).toBe('Ваш код для відновлення доступу');
    await page.getByLabel(uk('auth.restore_code')).fill(code);
    await page.getByLabel(uk('auth.restore_new_password')).fill('third password 3');
    await page.getByRole('button', { name: uk('auth.restore_set') }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/restore'));

    await page.goto('/cabinet/account');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(uk('cabinet.account_title'));
    // The history's own mark: the page holds the words elsewhere too ("Use this device's time zone").
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: uk('cabinet.account_history') })
          .getByText(uk('cabinet.account_history_current'), { exact: true })
          .count(),
      )
      .toBe(1);
    await screenshot(page, 'account-phone-uk');

    const ru = textsIn('ru');
    await setAccountLanguage(page, 'ru');
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(ru('cabinet.account_title'));
    // The history's own mark: the page holds the words elsewhere too ("Use this device's time zone").
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: ru('cabinet.account_history') })
          .getByText(ru('cabinet.account_history_current'), { exact: true })
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: ru('cabinet.contact_title') })
          .getByLabel(ru('cabinet.contact_field_city'))
          .count(),
      )
      .toBe(1);
    await expectNoAxeFindings(page);
    await screenshot(page, 'account-phone-ru');
    await context.close();
  });
});
