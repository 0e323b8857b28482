import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../app/server/translations/en/lesson.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/lesson.json' with { type: 'json' };
import type { LessonPage } from '../../../core/api/lesson-page.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { LessonPageView } from '../../../ui/lesson-page/lesson-page-view.tsx';

afterEach(cleanup);

const base: LessonPage = {
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

function view(lesson: LessonPage, language: 'en' | 'uk' = 'en', signedIn = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} catalog={{ lesson: language === 'en' ? en : uk }}>
      {children}
    </I18nProvider>
  );
  return render(
    <LessonPageView
      lesson={lesson}
      signedIn={signedIn}
      formatDate={() => '05 March, 2027 09:00'}
      signInHref="/sign-in"
    />,
    { wrapper },
  );
}

describe('LessonPageView', () => {
  it('shows the units of an open lesson, and the next lesson as not open yet', () => {
    view(base);
    expect(screen.getByRole('heading', { level: 1, name: 'Numbers' })).toBeTruthy();
    expect(screen.getByText('three').tagName).toBe('STRONG');
    expect(screen.getByText('Next lesson (not open yet)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Course program' }).getAttribute('href')).toBe(
      '/courses/letters/numbers/program',
    );
  });

  it('tells a subscriber when a dripped lesson opens, with no units', () => {
    view({
      ...base,
      is_lesson_available: false,
      section: null,
      blocked_info: {
        is_accessible: false,
        access_date: '2027-03-05T07:00:00.000Z',
        checkpoint_name: null,
        link: null,
        tooltip_message: 'The lesson opens on :date.',
        type: 'date',
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('The lesson opens on 05 March, 2027 09:00.')).toBeTruthy();
    expect(screen.queryByText('Counting')).toBeNull();
  });

  it('asks a visitor in Ukrainian to sign in or get access to a sold lesson', () => {
    view(
      {
        ...base,
        status_id: 4,
        is_lesson_available: false,
        section: null,
        course_access: { ...base.course_access, is_course_subscribed: false },
        link_get_access: '/courses/letters',
        title_get_access: 'Get access',
      },
      'uk',
      false,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Отримайте доступ до цього уроку' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Увійти' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Отримати доступ' }).getAttribute('href')).toBe(
      '/courses/letters',
    );
  });

  it('names the checkpoint to pass, with its link', () => {
    view({
      ...base,
      is_lesson_available: false,
      section: null,
      blocked_info: {
        is_accessible: false,
        access_date: null,
        checkpoint_name: 'Checkpoint 1',
        link: '/courses/letters/intro/quizzes/5',
        tooltip_message: 'The lesson opens when you pass :practice.',
        type: 'checkpoint',
      },
    });
    expect(screen.getByText('The lesson opens when you pass Checkpoint 1.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go there' }).getAttribute('href')).toBe(
      '/courses/letters/intro/quizzes/5',
    );
  });
});
