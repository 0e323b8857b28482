import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import en from '../../../app/server/translations/en/lesson.json' with { type: 'json' };
import enQuiz from '../../../app/server/translations/en/quiz.json' with { type: 'json' };
import ru from '../../../app/server/translations/ru/lesson.json' with { type: 'json' };
import ruQuiz from '../../../app/server/translations/ru/quiz.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/lesson.json' with { type: 'json' };
import ukQuiz from '../../../app/server/translations/uk/quiz.json' with { type: 'json' };
import type { LessonPage, LessonPageUnit } from '../../../core/api/lesson-page.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { LessonPageView, type LessonPageViewProps } from '../../../ui/lesson-page/lesson-page-view.tsx';

/** A stored lesson document: "One, two, **three**." */
export const countingDocument = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'One, two, ' },
        { type: 'text', text: 'three', marks: [{ type: 'bold' }] },
        { type: 'text', text: '.' },
      ],
    },
  ],
};

/** The text unit of the fixture lesson, as the lesson dto carries it (its document, no HTML). */
export const textUnit: LessonPageUnit = {
  id: 11,
  type_id: 3,
  title: 'Counting',
  files: [],
  description_formatted: null,
  document: countingDocument,
  quiz_id: null,
  styles: { bg_color: null, text_color: null, block_color: null, block_color_2: null, button_color: null },
  is_comments_disabled: false,
  is_audio_comment_enabled: false,
  is_video_comment_enabled: false,
  is_file_comment_enabled: false,
  desktop_player_size: null,
  preview_index: null,
  is_vertical: false,
  show_preview_on_pause: false,
  show_custom_youtube_player: false,
};

/** An open lesson of a subscriber: one part with the text unit, the next lesson opening on a date. */
export const lessonFixture: LessonPage = {
  id: 3,
  slug: 'numbers',
  title: 'Numbers',
  link: '/courses/letters/numbers',
  course_id: 1,
  section_id: null,
  is_public: false,
  is_text_content: false,
  status_id: 1,
  accessible_after_data: null,
  preview: null,
  course: { id: 1, slug: 'letters', title: 'Letters', type_id: 1, navigation_type_id: 1, product_id: 1 },
  course_access: {
    is_course_subscribed: true,
    is_course_available: true,
    is_course_available_in_future: false,
    is_practice_available: true,
    is_user_expert: false,
    is_product_on_sale: true,
    can_pre_subscribe: false,
    is_course_pre_subscribed: false,
    is_pre_subscription_enabled: false,
    available_lessons_ids: [3],
    firstInaccessibleLesson: null,
  },
  is_lesson_available: true,
  is_comments_available: true,
  blocked_info: null,
  closed_info: null,
  paginate_info: {
    previous_lesson: null,
    next_lesson: {
      id: 4,
      slug: 'colours',
      title: 'Colours',
      link: '/courses/letters/colours',
      is_available: false,
      state: 'unavailable',
      blocked_info: {
        is_accessible: false,
        access_date: '2027-03-05T07:00:00.000Z',
        checkpoint_name: null,
        link: null,
        tooltip_message: 'The lesson opens on :date.',
        type: 'date',
      },
    },
    previous_section: null,
    next_section: null,
  },
  link_get_access: null,
  title_get_access: null,
  has_only_one_section: true,
  section: { id: 9, title: 'Part', sub_title: null, index: 0, info_units: [textUnit] },
  sections: [{ id: 9, title: 'Part' }],
  quizzes: [],
  constructor_link: null,
  preview_settings: null,
};

/** The lesson with other units in its part. */
export const withUnits = (lesson: LessonPage, units: LessonPageUnit[]): LessonPage => ({
  ...lesson,
  section: { ...lesson.section!, info_units: units },
});

/** A file of a unit, by name and extension. */
export const fileFixture = (
  name: string,
  extension: string,
  extra: Partial<LessonPageUnit['files'][number]> = {},
) =>
  ({
    ...({} as LessonPageUnit['files'][number]),
    uuid: `uuid-${name}`,
    url: `/storage/${name}`,
    original_name: name,
    extension,
    mime_type: null,
    preview_path: extension === 'mp4' ? '/storage/poster.jpg' : null,
    process_status: null,
    allow_doc_download: null,
    allow_doc_preview: null,
    ...extra,
  }) as LessonPageUnit['files'][number];

const catalogs = {
  en: { lesson: en, quiz: enQuiz },
  uk: { lesson: uk, quiz: ukQuiz },
  ru: { lesson: ru, quiz: ruQuiz },
};

/** Draws the lesson page view in a language, signed in unless told, with the dates as "05 March, 2027 09:00". */
export function renderLessonPage(
  lesson: LessonPage,
  options: { language?: 'en' | 'uk' | 'ru'; signedIn?: boolean } & Partial<LessonPageViewProps> = {},
) {
  const { language = 'en', signedIn = true, ...props } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} catalog={catalogs[language]}>
      {children}
    </I18nProvider>
  );
  return render(
    <LessonPageView
      formatDate={() => '05 March, 2027 09:00'}
      signInHref="/sign-in"
      {...props}
      lesson={lesson}
      signedIn={signedIn}
    />,
    { wrapper },
  );
}
