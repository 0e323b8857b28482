import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountTexts } from '../../../stories/account/account-texts.tsx';
import { LoginHistoryTable, PurchaseList, RewardsSummary } from '../../../ui/account/index.ts';

afterEach(cleanup);

const entry = {
  id: 1,
  created_at: '2026-11-24T21:05:00.000Z',
  ip: '127.0.0.1',
  device: 'Computer',
  browser: 'Chrome 131',
  os: 'Linux',
  place: 'Local network',
  is_current: true,
};

describe('the account lists', () => {
  it('marks this device in the login history and names the place in the reader’s language', () => {
    render(
      <AccountTexts language="uk">
        <LoginHistoryTable
          entries={[entry, { ...entry, id: 2, is_current: false, place: null, ip: '203.0.113.7' }]}
        />
      </AccountTexts>,
    );
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Цей пристрій')).toBeTruthy();
    expect(within(rows[1]!).getByText('Локальна мережа')).toBeTruthy();
    expect(within(rows[2]!).queryByText('Цей пристрій')).toBeNull();
    // The table scrolls on a phone, so it is a named region the keyboard reaches.
    expect(screen.getByRole('region', { name: 'Входи' }).getAttribute('tabindex')).toBe('0');
  });

  it('says there are no sign-ins yet', () => {
    render(
      <AccountTexts language="en">
        <LoginHistoryTable entries={[]} />
      </AccountTexts>,
    );
    expect(screen.getByText('No sign-ins yet.')).toBeTruthy();
  });

  it('shows the sums and a chart that ends at the total', () => {
    const rewards = [
      {
        id: 'lesson-1',
        kind: 'lesson_finished' as const,
        points: 10,
        title: 'A',
        course_title: 'C',
        created_at: '2026-11-18T10:00:00.000Z',
      },
      {
        id: 'quiz-2',
        kind: 'quiz_passed' as const,
        points: 20,
        title: 'Q',
        course_title: 'C',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ];
    render(
      <AccountTexts language="en">
        <RewardsSummary
          sums={{ sum_points: 30, sum_accrued_points: 30, sum_deducted_points: 0 }}
          entries={rewards}
          chartEntries={rewards}
        />
      </AccountTexts>,
    );
    expect(screen.getByRole('img', { name: 'Points over time: 30' })).toBeTruthy();
    expect(screen.getByText('Quiz passed', { exact: false })).toBeTruthy();
  });

  it('lists purchases with their amount, status and the empty text', () => {
    const { unmount } = render(
      <AccountTexts language="ru">
        <PurchaseList
          purchases={[
            {
              id: 1,
              course_id: 1,
              title: 'Курс',
              amount: 10,
              currency: 'EUR',
              status: 'paid',
              created_at: '2026-11-01T09:00:00.000Z',
            },
          ]}
        />
      </AccountTexts>,
    );
    expect(screen.getByText('Оплачено', { exact: false })).toBeTruthy();
    unmount();
    render(
      <AccountTexts language="ru">
        <PurchaseList purchases={[]} />
      </AccountTexts>,
    );
    expect(screen.getByText('Покупок пока нет.')).toBeTruthy();
  });
});
