import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../app/server/translations/en/lesson.json' with { type: 'json' };
import ru from '../../../app/server/translations/ru/lesson.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/lesson.json' with { type: 'json' };
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import type { PublicInfoUnit } from '../../../core/api/lessons.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { LessonPageView } from '../../../ui/lesson-page/lesson-page-view.tsx';

afterEach(cleanup);

const page: LessonPage = {
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
    },
    previous_section: null,
    next_section: null,
  },
  link_get_access: null,
  title_get_access: null,
  has_only_one_section: true,
  section: {
    id: 9,
    title: 'Part',
    sub_title: null,
    index: 0,
    info_units: [
      {
        id: 11,
        type_id: 3,
        title: 'Counting',
        files: [],
        description_formatted: '<p>One, two, <strong>three</strong>.</p>',
        quiz_id: null,
        styles: {
          bg_color: null,
          text_color: null,
          block_color: null,
          block_color_2: null,
          button_color: null,
        },
        is_comments_disabled: false,
        is_audio_comment_enabled: false,
        is_video_comment_enabled: false,
        is_file_comment_enabled: false,
        desktop_player_size: null,
        preview_index: null,
        is_vertical: false,
        show_preview_on_pause: false,
        show_custom_youtube_player: false,
      },
    ],
  },
  sections: [{ id: 9, title: 'Part' }],
  quizzes: [],
  constructor_link: null,
  preview_settings: null,
};

const text = page.section!.info_units[0]!;
const file = (name: string, extension: string, extra: Partial<PublicInfoUnit['files'][number]> = {}) =>
  ({
    ...({} as PublicInfoUnit['files'][number]),
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
  }) as PublicInfoUnit['files'][number];
const video: PublicInfoUnit = {
  ...text,
  id: 21,
  type_id: 2,
  title: 'Welcome',
  description_formatted: null,
  files: [file('welcome.mp4', 'mp4')],
};
const files: PublicInfoUnit = {
  ...text,
  id: 22,
  type_id: 4,
  title: 'Handouts',
  description_formatted: null,
  files: [
    file('notes.pdf', 'pdf'),
    file('locked.pdf', 'pdf', { allow_doc_download: false, allow_doc_preview: false }),
    file('photo.png', 'png'),
  ],
};
const withUnits = (lesson: LessonPage, units: PublicInfoUnit[]): LessonPage => ({
  ...lesson,
  section: { ...lesson.section!, info_units: units },
});

const catalogs = { en, uk, ru };
function view(lesson: LessonPage, options: { language?: 'en' | 'uk' | 'ru'; signedIn?: boolean } = {}) {
  const language = options.language ?? 'en';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} catalog={{ lesson: catalogs[language] }}>
      {children}
    </I18nProvider>
  );
  return render(
    <LessonPageView
      lesson={lesson}
      signedIn={options.signedIn ?? true}
      formatDate={() => '05 March, 2027 09:00'}
      signInHref="/sign-in"
      renderMedia={(unit) => <p>player of {unit.title}</p>}
      renderDocument={(_unit, one) => <p>viewer of {one.original_name}</p>}
    />,
    { wrapper },
  );
}

const visitorOfPublicLesson: LessonPage = withUnits(
  {
    ...page,
    is_public: true,
    course_access: { ...page.course_access, is_course_subscribed: false, available_lessons_ids: [] },
    link_get_access: '/courses/letters',
  },
  [text, video],
);

describe('Video gating on the lesson page', () => {
  it('plays the video of a subscriber through the app player', () => {
    view(withUnits(page, [text, video]));
    expect(screen.getByText('player of Welcome')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play video: Welcome' })).toBeNull();
  });

  it('shows a visitor of a public lesson the text and the preview image, and the purchase modal on play', () => {
    view(visitorOfPublicLesson, { signedIn: false });
    expect(screen.getByText('three')).toBeTruthy();
    expect(screen.queryByText('player of Welcome')).toBeNull();
    const unit = document.querySelector('[data-unit-id="21"]') as HTMLElement;
    expect(unit.querySelector('img')?.getAttribute('src')).toBe('/storage/poster.jpg');
    fireEvent.click(within(unit).getByRole('button', { name: 'Play video: Welcome' }));
    const dialog = screen.getByRole('dialog', { name: 'Get access to watch this video' });
    expect(within(dialog).getByText(/for the course's students/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(within(dialog).getByRole('link', { name: 'Get access' }).getAttribute('href')).toBe(
      '/courses/letters',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a visitor in Ukrainian when the course is not on sale that the video is not available', () => {
    view(
      {
        ...visitorOfPublicLesson,
        course_access: { ...visitorOfPublicLesson.course_access, is_product_on_sale: false },
      },
      { language: 'uk', signedIn: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Відтворити відео: Welcome' }));
    const dialog = screen.getByRole('dialog', { name: 'Це відео вам недоступне' });
    expect(within(dialog).queryByRole('link', { name: 'Отримати доступ' })).toBeNull();
  });

  it('offers a signed-in non-subscriber in Russian the get-access link only', () => {
    view(visitorOfPublicLesson, { language: 'ru' });
    fireEvent.click(screen.getByRole('button', { name: 'Воспроизвести видео: Welcome' }));
    const dialog = screen.getByRole('dialog', { name: 'Получите доступ, чтобы посмотреть это видео' });
    expect(within(dialog).queryByRole('link', { name: 'Войти' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Получить доступ' })).toBeTruthy();
  });

  it('an expert viewing as themself plays every video', () => {
    view({
      ...visitorOfPublicLesson,
      course_access: { ...visitorOfPublicLesson.course_access, is_user_expert: true },
    });
    expect(screen.getByText('player of Welcome')).toBeTruthy();
  });
});

describe('Files unit', () => {
  it('previews a document where its switch allows, downloads only where allowed, and opens other files', () => {
    view(withUnits(page, [files]));
    const rows = screen.getAllByRole('listitem');
    const [notes, locked, photo] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const preview = within(notes).getByRole('button', { name: 'Preview notes.pdf' });
    expect(preview.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(preview);
    expect(within(notes).getByText('viewer of notes.pdf')).toBeTruthy();
    expect(within(notes).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/v1/files/uuid-notes.pdf/download?unit=22',
    );
    fireEvent.click(within(notes).getByRole('button', { name: 'Hide the preview of notes.pdf' }));
    expect(within(notes).queryByText('viewer of notes.pdf')).toBeNull();
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(within(locked).queryByRole('link')).toBeNull();
    expect(within(photo).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/storage/photo.png');
  });
});
