/** The password of every demo account. */
export const DEMO_PASSWORD = 'lectern-demo';

/** The demo accounts `npm start` prints. */
export const DEMO_ACCOUNTS = {
  expert: { email: 'expert@lectern.test', name: 'Olena Expert' },
  student: { email: 'student@lectern.test', name: 'Taras Student' },
  partner: { email: 'partner@lectern.test', name: 'Petro Partner' },
} as const;

export const DEMO_SCHOOL = { name: 'Lectern Demo School' } as const;

export const DEMO_COURSE = {
  title: 'Ukrainian for Beginners',
  slug: 'ukrainian-for-beginners',
  description: 'Four short lessons to read, greet and introduce yourself in Ukrainian.',
  lessons: [
    { title: 'The Cyrillic alphabet', slug: 'the-cyrillic-alphabet' },
    { title: 'Greetings and goodbyes', slug: 'greetings-and-goodbyes' },
    { title: 'Introducing yourself', slug: 'introducing-yourself' },
    { title: 'Numbers from one to ten', slug: 'numbers-from-one-to-ten' },
  ],
} as const;

export const DEMO_ALERT = {
  level: 'info',
  text: 'Welcome to Lectern! Your course "Ukrainian for Beginners" is ready in your cabinet.',
  link: '/cabinet',
} as const;
