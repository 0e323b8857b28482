import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourseWithLessons } from '../../../core/api/lessons.ts';
import { fixtureView, inertCommands } from '../../../stories/lesson-editor/lesson-constructor.fixture.ts';
import {
  LessonConstructor,
  type LessonConstructorCommands,
  type LessonCopyView,
} from '../../../ui/lesson-editor/index.ts';
import { renderEditor } from './render-lesson-editor.tsx';

const courses: CourseWithLessons[] = [
  {
    id: 1,
    title: 'Ukrainian for beginners',
    slug: 'ukr',
    type_id: 1,
    lessons: [
      { id: 10, title: 'The lesson being edited', slug: 'own', course_nodeble_id: 1 },
      { id: 11, title: 'Greetings', slug: 'greetings', course_nodeble_id: 1 },
    ],
  },
  {
    id: 2,
    title: 'Only this lesson',
    slug: 'only',
    type_id: 1,
    lessons: [{ id: 10, title: 'The lesson being edited', slug: 'own', course_nodeble_id: 2 }],
  },
];

function copyView(patch: Partial<LessonCopyView> = {}): LessonCopyView {
  return { lessonId: 10, allowed: true, courses, searching: false, error: null, ...patch };
}

function commands(): LessonConstructorCommands {
  return {
    ...inertCommands,
    searchCourses: vi.fn(),
    copyFrom: vi.fn(),
    discardSave: vi.fn(),
    retrySave: vi.fn(),
  };
}

describe('copy from another lesson', () => {
  it('lists the school’s other lessons by course, never this one, and replaces the content only once confirmed', async () => {
    const user = userEvent.setup();
    const spy = commands();
    renderEditor(<LessonConstructor view={fixtureView({ copy: copyView() })} commands={spy} />);
    await user.click(screen.getByRole('button', { name: 'Copy from another lesson' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy from another lesson' });
    expect(spy.searchCourses).toHaveBeenCalledWith('');
    // the course holding only this lesson offers nothing; this lesson is not a source
    expect(within(dialog).queryByText('Only this lesson')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'The lesson being edited' })).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Ukrainian for beginners' })).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Search lessons by title'), 'Gr');
    expect(spy.searchCourses).toHaveBeenLastCalledWith('Gr');

    await user.click(within(dialog).getByRole('button', { name: 'Greetings' }));
    const confirm = screen.getByRole('dialog', { name: 'Replace the content with “Greetings”?' });
    expect(confirm.textContent).toContain(
      'replaced by a copy of those of “Greetings” (Ukrainian for beginners)',
    );
    expect(spy.copyFrom).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Greetings' }));
    await user.click(screen.getByRole('button', { name: 'Replace content' }));
    expect(spy.copyFrom).toHaveBeenCalledWith(11);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what the search found nothing for, and why it failed', async () => {
    const user = userEvent.setup();
    const { rerender } = renderEditor(
      <LessonConstructor view={fixtureView({ copy: copyView({ courses: [] }) })} commands={commands()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy from another lesson' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy from another lesson' });
    expect(within(dialog).getByRole('status').textContent).toBe('Your school has no other lessons yet.');
    await user.type(screen.getByLabelText('Search lessons by title'), 'zz');
    expect(screen.getByText('No lesson title contains “zz”.')).toBeTruthy();
    rerender(
      <LessonConstructor
        view={fixtureView({ copy: copyView({ courses: [], error: 'Network is down' }) })}
        commands={commands()}
      />,
    );
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
      'The lessons could not be searched: Network is down',
    );
  });

  it('is offered only with nothing unsaved', () => {
    renderEditor(
      <LessonConstructor
        view={fixtureView({ save: 'unsaved', copy: copyView({ allowed: false }) })}
        commands={commands()}
      />,
    );
    const button = screen.getByRole('button', { name: 'Copy from another lesson' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Wait until your changes are saved, then copy.');
  });
});

describe('a failed save', () => {
  it('offers Retry and Discard; Discard asks first, since it drops what was typed', async () => {
    const user = userEvent.setup();
    const spy = commands();
    renderEditor(
      <LessonConstructor
        view={fixtureView({ save: 'failed', saveError: 'The connection was lost.', canEdit: false })}
        commands={spy}
      />,
    );
    expect(screen.getByText('Not saved: The connection was lost.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(spy.retrySave).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const ask = screen.getByRole('alertdialog', { name: 'Discard the unsaved changes?' });
    expect(ask.textContent).toContain('What you changed since the last save is lost');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(spy.discardSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(spy.discardSave).toHaveBeenCalledOnce();
  });

  it('offers no Discard while saving goes well', () => {
    renderEditor(<LessonConstructor view={fixtureView({ save: 'unsaved' })} commands={commands()} />);
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
  });
});
