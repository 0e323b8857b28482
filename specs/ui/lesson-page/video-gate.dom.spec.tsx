import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LessonPage, LessonPageUnit } from '../../../core/api/lesson-page.ts';
import {
  fileFixture,
  lessonFixture,
  renderLessonPage,
  textUnit,
  withUnits,
} from './lesson-page.fixtures.tsx';

afterEach(cleanup);

const page = lessonFixture;
const text = textUnit;
const file = fileFixture;
const video: LessonPageUnit = {
  ...text,
  id: 21,
  type_id: 2,
  title: 'Welcome',
  document: undefined,
  files: [file('welcome.mp4', 'mp4')],
};
const files: LessonPageUnit = {
  ...text,
  id: 22,
  type_id: 4,
  title: 'Handouts',
  document: undefined,
  files: [
    file('notes.pdf', 'pdf'),
    file('locked.pdf', 'pdf', { allow_doc_download: false, allow_doc_preview: false }),
    file('photo.png', 'png'),
  ],
};

function view(lesson: LessonPage, options: { language?: 'en' | 'uk' | 'ru'; signedIn?: boolean } = {}) {
  return renderLessonPage(lesson, {
    ...options,
    renderMedia: (unit) => <p>player of {unit.title}</p>,
    renderDocument: (_unit, one) => <p>viewer of {one.original_name}</p>,
  });
}

const visitorOfPublicLesson: LessonPage = withUnits(
  {
    ...page,
    is_public: true,
    course_access: { ...page.course_access, is_course_subscribed: false, available_lessons_ids: [] },
    link_get_access: '/courses/letters#get-access',
  },
  [text, video],
);

describe('Video gating on the lesson page', () => {
  it('plays the video of a subscriber through the app player', () => {
    view(withUnits(page, [text, video]));
    expect(screen.getByText('player of Welcome')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play video: Welcome' })).toBeNull();
  });

  it('shows a visitor of a public lesson the text and the preview image, and the purchase modal on play', async () => {
    view(visitorOfPublicLesson, { signedIn: false });
    // The text, drawn by the page itself here (no served first paint), comes with the renderer's code.
    expect(await screen.findByText('three')).toBeTruthy();
    expect(screen.queryByText('player of Welcome')).toBeNull();
    const unit = document.querySelector('[data-unit-id="21"]') as HTMLElement;
    expect(unit.querySelector('img')?.getAttribute('src')).toBe('/storage/poster.jpg');
    fireEvent.click(within(unit).getByRole('button', { name: 'Play video: Welcome' }));
    // The modal's code is loaded on demand (not with the page's start): the press waits for it.
    const dialog = await screen.findByRole('dialog', { name: 'Get access to watch this video' });
    expect(within(dialog).getByText(/for the course's students/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(within(dialog).getByRole('link', { name: 'Get access' }).getAttribute('href')).toBe(
      '/courses/letters#get-access',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a visitor in Ukrainian when the course is not on sale that the video is not available', async () => {
    view(
      {
        ...visitorOfPublicLesson,
        course_access: { ...visitorOfPublicLesson.course_access, is_product_on_sale: false },
      },
      { language: 'uk', signedIn: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Відтворити відео: Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Це відео вам недоступне' });
    expect(within(dialog).queryByRole('link', { name: 'Отримати доступ' })).toBeNull();
  });

  it('offers a signed-in non-subscriber in Russian the get-access link only', async () => {
    view(visitorOfPublicLesson, { language: 'ru' });
    fireEvent.click(screen.getByRole('button', { name: 'Воспроизвести видео: Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Получите доступ, чтобы посмотреть это видео' });
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
