// The app's address is a port where nothing listens, so the dismissal meets a server that cannot be reached.
// @vitest-environment-options {"url": "http://127.0.0.1:1/"}
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import noticesEn from '../../../../app/server/translations/en/notices.json' with { type: 'json' };
import noticesUk from '../../../../app/server/translations/uk/notices.json' with { type: 'json' };
import { AccountAlerts } from '../../../../app/web/layouts/account-alerts.tsx';
import { sessionKeys } from '../../../../app/web/session/use-session.ts';
import type { Alert, Language } from '../../../../core/api/index.ts';
import { appWrapper } from '../support/app-wrapper.tsx';

// The alert stack as a newcomer meets it: the welcome in the reader's language, its action leading to
// the course, and a dismissal the server could not take coming back with a line that says so.

afterEach(cleanup);

const welcome: Alert = {
  id: 7,
  level: 'info',
  text: 'Welcome to Lectern! Your course “<b>Ukrainian</b>” is ready.',
  code: 'welcome_course',
  params: { course: '<b>Ukrainian</b>' },
  link: '/courses/ukrainian-for-beginners',
  created_at: '2026-11-24T10:00:00.000Z',
};
const older: Alert = { ...welcome, id: 8, code: null, params: {}, text: 'Maintenance tonight', link: null };

function renderAlerts(alerts: Alert[], language: Language = 'en', path = '/cabinet') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(sessionKeys.alerts, alerts);
  client.setQueryData(sessionKeys.pendingPayments, []);
  const catalogs = { en: { notices: noticesEn }, uk: { notices: noticesUk }, ru: { notices: noticesEn } };
  return render(<AccountAlerts />, { wrapper: appWrapper(client, language, catalogs, path) });
}

describe('AccountAlerts', () => {
  it('shows the welcome from its code in Ukrainian, the course title as text, and leads to the course', () => {
    renderAlerts([welcome], 'uk');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Вітаємо в Lectern! Ваш курс «<b>Ukrainian</b>» готовий.');
    expect(status.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Відкрити курс' }).getAttribute('href')).toBe(
      '/courses/ukrainian-for-beginners',
    );
    expect(screen.getByRole('button', { name: 'Закрити' })).toBeTruthy();
  });

  it('offers no way to the page it leads to on that page, and still lets it be dismissed', () => {
    renderAlerts([welcome], 'en', '/courses/ukrainian-for-beginners/');
    expect(screen.getByRole('status').textContent).toContain('Welcome to Lectern!');
    expect(screen.queryByRole('link', { name: 'Open the course' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('shows an older alert by its English words, with no action when it has no link', () => {
    renderAlerts([older], 'uk');
    expect(screen.getByRole('status').textContent).toContain('Maintenance tonight');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('brings a dismissed alert back, saying so, when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderAlerts([welcome, older]);
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The notice could not be dismissed. Try again.'),
    );
    expect(screen.getByText('Maintenance tonight')).toBeTruthy();
  });
});
