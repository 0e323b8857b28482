import type { Story } from '@ladle/react';
import type { Product } from '../../core/api/account.ts';
import type { LoginHistoryEntry, Purchase, RewardEntry } from '../../core/api/account-security.ts';
import { LoginHistoryTable, ProductList, PurchaseList, RewardsSummary } from '../../ui/account/index.ts';
import { Example, StoryFrame } from '../story-frame.tsx';
import { AccountTexts } from './account-texts.tsx';

// The account page's lists (docs/account.md), each state in en, uk and ru; nothing is fetched.

const HISTORY: LoginHistoryEntry[] = [
  {
    id: 3,
    created_at: '2026-11-24T21:05:00.000Z',
    ip: '127.0.0.1',
    device: 'Computer',
    browser: 'Chrome 131',
    os: 'Linux',
    place: 'Local network',
    is_current: true,
  },
  {
    id: 2,
    created_at: '2026-11-20T08:40:00.000Z',
    ip: '203.0.113.7',
    device: 'Apple iPhone',
    browser: 'Mobile Safari 17',
    os: 'iOS 17.0',
    place: null,
    is_current: false,
  },
];

const REWARDS: RewardEntry[] = [
  {
    id: 'quiz-4',
    kind: 'quiz_passed',
    points: 20,
    title: 'Letters check',
    course_title: 'Ukrainian for beginners',
    created_at: '2026-11-22T10:00:00.000Z',
  },
  {
    id: 'lesson-2',
    kind: 'lesson_finished',
    points: 10,
    title: 'Sounds',
    course_title: 'Ukrainian for beginners',
    created_at: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 'lesson-1',
    kind: 'lesson_finished',
    points: 10,
    title: 'The alphabet',
    course_title: 'Ukrainian for beginners',
    created_at: '2026-11-18T10:00:00.000Z',
  },
];

const PURCHASES: Purchase[] = [
  {
    id: 2,
    course_id: 1,
    title: 'Ukrainian for beginners',
    amount: 12.5,
    currency: 'EUR',
    status: 'pending',
    created_at: '2026-11-23T09:00:00.000Z',
  },
  {
    id: 1,
    course_id: 1,
    title: 'Ukrainian for beginners',
    amount: 10,
    currency: 'EUR',
    status: 'paid',
    created_at: '2026-11-01T09:00:00.000Z',
  },
];

const LANGUAGES = ['en', 'uk', 'ru'] as const;

export const LoginHistory: Story = () => (
  <StoryFrame width={900}>
    {LANGUAGES.map((language) => (
      <Example key={language} title={language}>
        <AccountTexts language={language}>
          <LoginHistoryTable entries={HISTORY} />
        </AccountTexts>
      </Example>
    ))}
  </StoryFrame>
);

export const LoginHistoryEmpty: Story = () => (
  <StoryFrame width={900}>
    <AccountTexts>
      <LoginHistoryTable entries={[]} />
    </AccountTexts>
  </StoryFrame>
);

export const LoginHistoryOnPhone: Story = () => (
  <StoryFrame width={390}>
    <AccountTexts>
      <LoginHistoryTable entries={HISTORY} />
    </AccountTexts>
  </StoryFrame>
);

const sums = { sum_points: 40, sum_accrued_points: 40, sum_deducted_points: 0 };

export const Rewards: Story = () => (
  <StoryFrame width={700}>
    {LANGUAGES.map((language) => (
      <Example key={language} title={language}>
        <AccountTexts language={language}>
          <RewardsSummary sums={sums} entries={REWARDS} chartEntries={REWARDS} />
        </AccountTexts>
      </Example>
    ))}
  </StoryFrame>
);

export const RewardsEmpty: Story = () => (
  <StoryFrame width={700}>
    <AccountTexts>
      <RewardsSummary
        sums={{ sum_points: 0, sum_accrued_points: 0, sum_deducted_points: 0 }}
        entries={[]}
        chartEntries={[]}
      />
    </AccountTexts>
  </StoryFrame>
);

export const Purchases: Story = () => (
  <StoryFrame width={700}>
    {LANGUAGES.map((language) => (
      <Example key={language} title={language}>
        <AccountTexts language={language}>
          <PurchaseList purchases={PURCHASES} />
        </AccountTexts>
      </Example>
    ))}
  </StoryFrame>
);

export const PurchasesEmpty: Story = () => (
  <StoryFrame width={700}>
    <AccountTexts>
      <PurchaseList purchases={[]} />
    </AccountTexts>
  </StoryFrame>
);

const PRODUCTS: Product[] = [
  {
    id: 1,
    title: 'Ukrainian for beginners',
    slug: 'ukrainian-for-beginners',
    type: 'course',
    image: null,
    cabinet_id: 2,
    cabinet_name: 'Lectern Academy',
    lessons_count: 12,
    completed_lessons_count: 5,
    url: '/cabinet/courses/1',
  },
  {
    id: 2,
    title: 'Thirty days of letters',
    slug: 'thirty-days-of-letters',
    type: 'marathon',
    image: null,
    cabinet_id: 2,
    cabinet_name: 'Lectern Academy',
    lessons_count: 30,
    completed_lessons_count: 0,
    url: '/cabinet/courses/2',
  },
];

export const Products: Story = () => (
  <StoryFrame width={700}>
    {LANGUAGES.map((language) => (
      <Example key={language} title={language}>
        <AccountTexts language={language}>
          <ProductList products={PRODUCTS} />
        </AccountTexts>
      </Example>
    ))}
  </StoryFrame>
);

export const ProductsEmpty: Story = () => (
  <StoryFrame width={700}>
    <AccountTexts>
      <ProductList products={[]} />
    </AccountTexts>
  </StoryFrame>
);
