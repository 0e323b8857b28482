import type { Story } from '@ladle/react';
import en from '../../app/server/translations/en/lesson.json' with { type: 'json' };
import enQuiz from '../../app/server/translations/en/quiz.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import uk from '../../app/server/translations/uk/lesson.json' with { type: 'json' };
import ukQuiz from '../../app/server/translations/uk/quiz.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { ProgramLesson, StudentProgram } from '../../core/api/lesson-page.ts';
import { I18nProvider } from '../../ui/i18n/i18n-context.tsx';
import { LessonProgramView } from '../../ui/lesson-page/lesson-program-view.tsx';
import { StoryFrame } from '../story-frame.tsx';

export default { title: 'Lesson page / Course program' };

const tables = {
  en: { lesson: en, quiz: enQuiz, ui: enUi },
  uk: { lesson: uk, quiz: ukQuiz, ui: ukUi },
} as const;

const lesson = (
  id: number,
  title: string,
  state: ProgramLesson['state'],
  extra: Partial<ProgramLesson> = {},
) => ({
  id,
  slug: `lesson-${id}`,
  title,
  link: `/courses/ukrainian-for-beginners/lesson-${id}`,
  is_public: false,
  state,
  blocked_info: null,
  quizzes: [],
  ...extra,
});

export const subscriber: StudentProgram = {
  course: {
    id: 1,
    slug: 'ukrainian-for-beginners',
    title: 'Ukrainian for Beginners',
    type_id: 1,
    navigation_type_id: 1,
  },
  course_access: {
    is_course_subscribed: true,
    is_course_available: true,
    is_course_available_in_future: true,
    is_practice_available: true,
    is_user_expert: false,
    is_product_on_sale: true,
    can_pre_subscribe: false,
    is_course_pre_subscribed: false,
    is_pre_subscription_enabled: true,
    available_lessons_ids: [1, 2, 3],
    firstInaccessibleLesson: null,
  },
  sections: [
    {
      id: 1,
      title: 'Reading and greeting',
      lessons: [
        lesson(1, 'The Cyrillic alphabet', 'finished', {
          quizzes: [
            {
              id: 7,
              name: 'Letters that look alike',
              link: '/courses/ukrainian-for-beginners/lesson-1/quizzes/7',
              latest_attempt_status_id: 1,
            },
          ],
        }),
        lesson(2, 'Greetings and goodbyes', 'open'),
      ],
    },
    {
      id: 2,
      title: 'Talking about yourself',
      lessons: [
        lesson(3, 'Introducing yourself', 'open', {
          quizzes: [
            {
              id: 8,
              name: 'Checkpoint: introduce yourself',
              link: '/courses/ukrainian-for-beginners/lesson-3/quizzes/8',
              latest_attempt_status_id: null,
            },
          ],
        }),
        lesson(4, 'Numbers from one to ten', 'unavailable', {
          blocked_info: {
            is_accessible: false,
            access_date: '2027-03-05T07:00:00.000Z',
            checkpoint_name: null,
            link: null,
            tooltip_message: 'The lesson opens on :date.',
            type: 'date',
          },
        }),
        lesson(5, 'Colours', 'unavailable', {
          blocked_info: {
            is_accessible: false,
            access_date: null,
            checkpoint_name: 'Checkpoint: introduce yourself',
            link: '/courses/ukrainian-for-beginners/lesson-3/quizzes/8',
            tooltip_message: 'The lesson opens when you pass :practice.',
            type: 'checkpoint',
          },
        }),
      ],
    },
  ],
  progress: { finished: 1, total: 5 },
  continue_link: '/courses/ukrainian-for-beginners/lesson-2',
  offers: [],
  constructor_link: null,
};

export const visitor: StudentProgram = {
  ...subscriber,
  course_access: { ...subscriber.course_access, is_course_subscribed: false, available_lessons_ids: [1] },
  sections: [
    {
      id: null,
      title: null,
      lessons: [
        lesson(1, 'The Cyrillic alphabet', 'open', { is_public: true }),
        lesson(2, 'Greetings and goodbyes', 'get-access'),
        lesson(3, 'Introducing yourself', 'unavailable'),
      ],
    },
  ],
  progress: { finished: 0, total: 3 },
  continue_link: '/courses/ukrainian-for-beginners/lesson-1',
  offers: [
    { id: 1, name: 'Whole course', price: 49, currency: 'USD', lessons_count: null },
    { id: 2, name: 'Starter: the first lessons', price: 10, currency: 'USD', lessons_count: 2 },
  ],
};

function Program({
  program,
  language,
  signedIn,
}: {
  program: StudentProgram;
  language: 'en' | 'uk';
  signedIn: boolean;
}) {
  return (
    <StoryFrame width={820}>
      <I18nProvider language={language} catalog={tables[language]}>
        <LessonProgramView
          program={program}
          signedIn={signedIn}
          signInHref="/sign-in"
          formatDate={() => '05 March, 2027 09:00'}
          formatPrice={(price, currency) =>
            new Intl.NumberFormat(language, { style: 'currency', currency }).format(price)
          }
          currentLessonId={2}
        />
      </I18nProvider>
    </StoryFrame>
  );
}

export const Subscriber: Story = () => <Program program={subscriber} language="en" signedIn />;
export const SubscriberUkrainian: Story = () => <Program program={subscriber} language="uk" signedIn />;
export const VisitorWithOffers: Story = () => <Program program={visitor} language="en" signedIn={false} />;
export const NotOnSale: Story = () => (
  <Program
    program={{ ...visitor, offers: [], course_access: { ...visitor.course_access, can_pre_subscribe: true } }}
    language="en"
    signedIn
  />
);
