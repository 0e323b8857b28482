import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../core/api/index.ts';
import { courseProgramMachine, withLessonChanged } from '../../../core/course-program/index.ts';
import { lessonHref } from '../../../stories/course-program/course-program.fixture.ts';
import { CourseProgramTexts } from '../../../stories/course-program/course-program-texts.tsx';
import { CourseProgramEditor, useCourseProgram } from '../../../ui/course-program/index.ts';
import {
  type FakeProgramServer,
  fakeProgramServer,
  flush,
  httpError,
  shape,
} from '../../core/course-program/course-program.fakes.ts';

afterEach(cleanup);

/** The program editor bound to a real program machine whose calls a fake server answers. */
function ProgramPage({ server }: { server: FakeProgramServer }) {
  const actor = useActorRef(courseProgramMachine.provide({ actors: server.actors }), {
    input: { courseId: 3 },
  });
  const { view, commands } = useCourseProgram(actor);
  return <CourseProgramEditor view={view} commands={commands} lessonHref={lessonHref} />;
}

async function openProgram(options: { autoAnswer?: boolean; language?: Language } = {}) {
  const server = fakeProgramServer();
  const user = userEvent.setup();
  render(
    <CourseProgramTexts language={options.language ?? 'en'}>
      <ProgramPage server={server} />
    </CourseProgramTexts>,
  );
  await act(() => server.answer());
  server.setAutoAnswer(options.autoAnswer ?? true);
  await screen.findAllByRole('heading', { level: 2 });
  return { server, user };
}

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const lessonsOf = (section: string) =>
  within(screen.getByRole('list', { name: `Lessons of “${section}”` }))
    .queryAllByRole('link')
    .map((link) => link.textContent);
const saveLine = () => screen.getAllByRole('status')[0]!.textContent;

describe('the course program page', () => {
  it('shows the loader, then the sections in order with their lessons, each linking to its constructor', async () => {
    const server = fakeProgramServer();
    render(
      <CourseProgramTexts language="en">
        <ProgramPage server={server} />
      </CourseProgramTexts>,
    );
    expect(screen.getByText('Loading the program…')).toBeTruthy();
    await act(() => server.answer());
    expect(sectionTitles()).toEqual(['Reading and greeting', 'Talking about yourself', 'Extras']);
    expect(lessonsOf('Reading and greeting')).toEqual(['The alphabet', 'Greetings']);
    expect(screen.getByRole('link', { name: 'Greetings' }).getAttribute('href')).toBe(
      '/expert/course/1/lesson/102/constructor?section=0',
    );
    expect(screen.getAllByText('2 lessons')).toHaveLength(2);
    expect(screen.getByText('0 lessons')).toBeTruthy();
    expect(screen.getByText('No lessons here yet. Add one, or drag one in.')).toBeTruthy();
    expect(saveLine()).toBe('All changes saved');
  });

  it('offers Retry when the program cannot be loaded', async () => {
    const server = fakeProgramServer();
    const user = userEvent.setup();
    render(
      <CourseProgramTexts language="en">
        <ProgramPage server={server} />
      </CourseProgramTexts>,
    );
    await act(() => server.fail(httpError(500, 'The database is asleep.')));
    expect(screen.getByRole('heading', { name: 'The program could not be loaded' })).toBeTruthy();
    expect(screen.getByText('The database is asleep.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => server.answer());
    expect(sectionTitles()).toHaveLength(3);
  });

  it('adds a section by its title; a blank title is refused at the field and sends nothing', async () => {
    const { server, user } = await openProgram({ autoAnswer: false });
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const field = screen.getByRole('textbox', { name: 'Section title' });
    await user.type(field, '   {Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(server.held).toHaveLength(0);
    await user.type(field, 'Listening{Enter}');
    expect(screen.getByText('Adding section “Listening”…')).toBeTruthy();
    expect(saveLine()).toBe('Saving…');
    await act(() => server.answer());
    expect(sectionTitles()).toEqual([
      'Reading and greeting',
      'Talking about yourself',
      'Extras',
      'Listening',
    ]);
    expect(saveLine()).toBe('All changes saved');
  });

  it('adds a lesson to a section, then renames it in place (Enter keeps, Escape leaves)', async () => {
    const { server, user } = await openProgram();
    await user.click(screen.getByRole('button', { name: 'Add lesson to “Extras”' }));
    await user.type(screen.getByRole('textbox', { name: 'Lesson title' }), 'Songs{Enter}');
    await waitFor(() => expect(lessonsOf('Extras')).toEqual(['Songs']));

    await user.click(screen.getByRole('button', { name: 'Rename lesson “Songs”' }));
    const field = screen.getByRole('textbox', { name: 'Lesson title' });
    await user.clear(field);
    await user.type(field, 'Nursery rhymes{Escape}');
    expect(lessonsOf('Extras')).toEqual(['Songs']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename lesson “Songs”' }));

    await user.click(screen.getByRole('button', { name: 'Rename lesson “Songs”' }));
    await user.clear(screen.getByRole('textbox', { name: 'Lesson title' }));
    await user.type(screen.getByRole('textbox', { name: 'Lesson title' }), 'Songs and rhymes{Enter}');
    expect(lessonsOf('Extras')).toEqual(['Songs and rhymes']);
    await act(flush);
    const rename = server.calls.find((call) => call.name === 'renameLesson');
    expect(rename?.input).toMatchObject({ title: 'Songs and rhymes', version: 1 });
    expect(server.stored().sections[2]!.lessons[0]!.title).toBe('Songs and rhymes');
  });

  it('moves a lesson by Alt+Arrow Down across the section’s edge, says so, keeps the focus and saves the arrangement', async () => {
    const { server, user } = await openProgram();
    const row = screen.getByRole('article', { name: 'Greetings' });
    row.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(lessonsOf('Reading and greeting')).toEqual(['The alphabet']);
    expect(lessonsOf('Talking about yourself')).toEqual(['Greetings', 'Introducing yourself', 'Numbers']);
    expect(
      screen.getByText('“Greetings” moved to position 1 of 3 in “Talking about yourself”.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Greetings' })),
    );
    await act(flush);
    expect(shape(server.stored())).toEqual([
      [11, [101]],
      [12, [102, 103, 104]],
      [13, []],
    ]);
  });

  it('moves lessons and sections with the up and down buttons, which are off at the program’s edges', async () => {
    const { server, user } = await openProgram();
    expect(
      (screen.getByRole('button', { name: 'Move “The alphabet” up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move section “Extras” down' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move “Numbers” down' }));
    expect(lessonsOf('Extras')).toEqual(['Numbers']);
    // The same button keeps the focus where it can still be pressed.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Numbers' })),
    );
    await user.click(screen.getByRole('button', { name: 'Move section “Extras” up' }));
    expect(sectionTitles()).toEqual(['Reading and greeting', 'Extras', 'Talking about yourself']);
    expect(screen.getByText('Section “Extras” moved to position 2 of 3.')).toBeTruthy();
    await act(flush);
    expect(shape(server.stored())).toEqual([
      [11, [101, 102]],
      [13, [104]],
      [12, [103]],
    ]);
  });

  it('deletes a section after its modal says how many lessons go with it; the modal waits for the server', async () => {
    const { server, user } = await openProgram({ autoAnswer: false });
    await user.click(screen.getByRole('button', { name: 'Delete section “Talking about yourself”' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Delete section “Talking about yourself”?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Its 2 lessons are deleted with it, with all their content and quizzes. This can’t be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => server.answer());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sectionTitles()).toEqual(['Reading and greeting', 'Extras']);
  });

  it('deletes a lesson after asking', async () => {
    const { user } = await openProgram();
    await user.click(screen.getByRole('button', { name: 'Delete lesson “Greetings”' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'The lesson is deleted with its sections, blocks and quizzes. This can’t be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lessonsOf('Reading and greeting')).toEqual(['The alphabet']));
  });

  it('shows a failed write with the program as last saved; Retry sends it again', async () => {
    const { server, user } = await openProgram({ autoAnswer: false });
    await user.click(screen.getByRole('button', { name: 'Move “Greetings” up' }));
    expect(lessonsOf('Reading and greeting')).toEqual(['Greetings', 'The alphabet']);
    await act(() => server.fail(httpError(503, 'The server is busy.')));
    expect(saveLine()).toBe('Not saved: The server is busy.');
    expect(lessonsOf('Reading and greeting')).toEqual(['The alphabet', 'Greetings']);
    expect((screen.getByRole('button', { name: 'Add section' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(lessonsOf('Reading and greeting')).toEqual(['Greetings', 'The alphabet']);
    await act(() => server.answer());
    expect(saveLine()).toBe('All changes saved');
  });

  it('tells when a rename met a lesson changed elsewhere, and shows the program as it now is', async () => {
    const { server, user } = await openProgram();
    server.elsewhere((program) =>
      withLessonChanged(program, 102, { title: 'Greetings, edited', version: 4 }),
    );
    await user.click(screen.getByRole('button', { name: 'Rename lesson “Greetings”' }));
    await user.type(screen.getByRole('textbox', { name: 'Lesson title' }), '!{Enter}');
    await screen.findByText(/“Greetings!” was not saved: the lesson was changed elsewhere/);
    await waitFor(() =>
      expect(lessonsOf('Reading and greeting')).toEqual(['The alphabet', 'Greetings, edited']),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/was not saved/)).toBeNull();
  });

  it('speaks Ukrainian: counts, buttons and the delete modal', async () => {
    const { user } = await openProgram({ language: 'uk' });
    expect(screen.getAllByText('2 уроки')).toHaveLength(2);
    expect(screen.getByText('0 уроків')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Видалити розділ «Reading and greeting»' }));
    expect(
      screen.getByText(
        'Разом із ним буде видалено 2 уроки з усім їхнім вмістом і тестами. Цю дію не можна скасувати.',
      ),
    ).toBeTruthy();
  });
});
