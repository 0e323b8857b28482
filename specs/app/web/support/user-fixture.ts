import type { User } from '../../../../core/api/index.ts';

/** A signed-in student, Olena (user 3), with no photo, settings or courses; `overrides` change any field. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    name: 'Olena',
    email: 'olena@example.com',
    avatar: null,
    avatar_url: null,
    bg_color: '#3965FF',
    id_hash: 'h',
    auto_login_hash: null,
    is_partner: false,
    is_auto_timezone: false,
    timezone: 'Europe/Kyiv',
    auth_type: 'password',
    user_personal_settings: [],
    courseCount: 0,
    subscriptions: [],
    products: [],
    ...overrides,
  };
}
