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

/** The demo course's program: two sections holding its lessons (by slug), in order. */
export const DEMO_PROGRAM = [
  { title: 'Reading and greeting', lessons: ['the-cyrillic-alphabet', 'greetings-and-goodbyes'] },
  { title: 'Talking about yourself', lessons: ['introducing-yourself', 'numbers-from-one-to-ten'] },
] as const;

const text = (value: string, marks?: { type: 'bold' | 'italic' }[]) =>
  marks ? { type: 'text' as const, text: value, marks } : { type: 'text' as const, text: value };

/**
 * The first lesson's content: two sections using every block type (spec 1 §3). The audio, video and
 * file blocks start empty (demo-media.ts fills them when the server seeds with storage); the practice
 * block gets the demo practice quiz.
 */
export const DEMO_FIRST_LESSON_SECTIONS = [
  {
    name: 'The letters',
    units: [
      {
        typeId: 3,
        title: 'Thirty-three letters',
        content: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [text('The Ukrainian alphabet')] },
            {
              type: 'paragraph',
              content: [
                text('Ukrainian is written in '),
                text('Cyrillic', [{ type: 'bold' }]),
                text(': 33 letters, most of them read just as they are written.'),
              ],
            },
            {
              type: 'bulletList',
              content: [
                { type: 'listItem', content: [{ type: 'paragraph', content: [text('Ґ ґ is a hard g.')] }] },
                { type: 'listItem', content: [{ type: 'paragraph', content: [text('Ї ї is read yi.')] }] },
              ],
            },
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'The alphabet on Wikipedia',
                  marks: [
                    {
                      type: 'link',
                      attrs: { href: 'https://en.wikipedia.org/wiki/Ukrainian_alphabet', target: '_blank' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
      { typeId: 1, title: 'Listen to the alphabet' },
      { typeId: 2, title: 'Watch: writing the letters' },
      { typeId: 4, title: 'Printable alphabet' },
    ],
  },
  {
    name: 'Practice',
    units: [
      { typeId: 5, title: 'Letters that look alike', practice: true },
      { typeId: 7, title: 'All practices of the lesson' },
      { typeId: 6, title: 'Questions about the letters' },
    ],
  },
] as const;

/**
 * The demo student's welcome: shown translated from its code (`notices` group, `alert.welcome_course`),
 * and its action opens the course itself, not the cabinet the student is already in (docs/newcomer.md).
 */
export const DEMO_ALERT = {
  level: 'info',
  text: `Welcome to Lectern! Your course “${DEMO_COURSE.title}” is ready.`,
  code: 'welcome_course',
  params: { course: DEMO_COURSE.title },
  link: `/courses/${DEMO_COURSE.slug}`,
} as const;
