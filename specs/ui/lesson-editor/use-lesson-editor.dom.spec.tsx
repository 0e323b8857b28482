import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ExpertLesson } from '../../../core/api/lessons.ts';
import {
  type EditorLesson,
  type LessonWriteOutcome,
  lessonEditorMachine,
  type SaveLessonInput,
} from '../../../core/lesson-editor/index.ts';
import { newInfoUnit } from '../../../core/lessons/index.ts';
import { LessonConstructor, LessonSettingsPanel } from '../../../ui/lesson-editor/index.ts';
import { type LessonEditorActor, useLessonEditor } from '../../../ui/lesson-editor/use-lesson-editor.ts';
import { renderEditor } from './render-lesson-editor.tsx';

const unit = (typeId: 1 | 2 | 3 | 4 | 5 | 6 | 7, id: number, title: string | null, order: number) => ({
  ...newInfoUnit(typeId),
  id,
  title,
  order,
  description_formatted: null,
  files: [],
});

function lesson(): EditorLesson {
  return {
    id: 10,
    version: 1,
    title: 'Intro',
    image: null,
    is_public: false,
    accessible_after_days: 0,
    accessible_start_hour: '00:00',
    accessible_timezone: 'UTC',
    accessible_after_ids: [],
    lesson_previews: [],
    sections: [
      {
        id: 101,
        name: 'Watch',
        order: 1,
        copied: false,
        info_units: [unit(2, 1001, 'Welcome video', 1), unit(3, 1002, null, 2)],
      },
    ],
  } satisfies Partial<ExpertLesson> as EditorLesson;
}

/** Saves answered at once with the next version, the lesson as it was sent; the first `conflicts` meet a newer one. */
function machineWithServer(saves: SaveLessonInput[], conflicts = 0) {
  let refusals = conflicts;
  return lessonEditorMachine.provide({
    actors: {
      loadLesson: fromPromise(async () => lesson()),
      saveLesson: fromPromise<LessonWriteOutcome, SaveLessonInput>(async ({ input }) => {
        saves.push(input);
        if (refusals > 0) {
          refusals -= 1;
          return {
            kind: 'conflict',
            message: 'The lesson was changed elsewhere.',
            lesson: { ...lesson(), version: 5, title: 'Theirs' },
          };
        }
        return { kind: 'saved', lesson: { ...input.lesson, version: input.lesson.version + 1 } };
      }),
    },
  });
}

function Page({
  saves,
  conflicts = 0,
  onActor = () => undefined,
}: {
  saves: SaveLessonInput[];
  conflicts?: number;
  onActor?(actor: LessonEditorActor): void;
}) {
  const [machine] = useState(() => machineWithServer(saves, conflicts));
  const actor = useActorRef(machine, { input: { courseId: 3, lessonId: 10 } });
  onActor(actor);
  const binding = useLessonEditor(actor);
  return (
    <LessonConstructor
      view={binding.view}
      commands={binding.commands}
      settings={
        binding.settings ? (
          <LessonSettingsPanel
            settings={binding.settings}
            lessons={binding.programLessons}
            timezones={['UTC']}
            autoTimezone={binding.editor.autoTimezone}
            onChange={binding.changeSettings}
            onAutoTimezoneToggle={binding.toggleAutoTimezone}
          />
        ) : null
      }
    />
  );
}

describe('useLessonEditor', () => {
  it('shows the machine’s lesson, adds a block from the menu and moves it with Alt+Arrow, each saved', async () => {
    const user = userEvent.setup();
    const saves: SaveLessonInput[] = [];
    let actor: LessonEditorActor | null = null;
    renderEditor(<Page saves={saves} onActor={(ref) => (actor = ref)} />);
    await act(async () => undefined);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Welcome video',
      'Block #2 (Text)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('menuitem', { name: 'Files' }));
    await act(async () => undefined);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Welcome video',
      'Block #2 (Text)',
      'Block #3 (Files)',
    ]);
    expect(saves.at(-1)?.lesson.sections[0]?.info_units.map((u) => u.type_id)).toEqual([2, 3, 4]);

    screen.getByRole('article', { name: 'Welcome video' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await act(async () => undefined);
    expect(screen.getByText('“Welcome video” moved to position 2 of 3.')).toBeTruthy();
    expect(
      actor!.getSnapshot().context.lesson?.sections[0]?.info_units.map((u) => u.title ?? u.type_id),
    ).toEqual([3, 'Welcome video', 4]);
    expect(screen.getByText('All changes saved')).toBeTruthy();
    vi.clearAllMocks();
  });

  it('after a conflict keeps the expert’s block on screen and saves it over the newer version with Keep mine', async () => {
    const user = userEvent.setup();
    const saves: SaveLessonInput[] = [];
    renderEditor(<Page saves={saves} conflicts={1} />);
    await act(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('menuitem', { name: 'Comments' }));
    await act(async () => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'This lesson was changed elsewhere' });
    expect(screen.getByText('Block #3 (Comments)', { selector: 'h3' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const last = saves.at(-1)!;
    expect(last.lesson.version).toBe(5);
    expect(last.lesson.sections[0]?.info_units.map((u) => u.type_id)).toEqual([2, 3, 6]);
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy(), { timeout: 3000 });
  });

  it('applies a typed title at once and waits for a pause before saving it', async () => {
    const user = userEvent.setup();
    const saves: SaveLessonInput[] = [];
    let actor: LessonEditorActor | null = null;
    renderEditor(<Page saves={saves} onActor={(ref) => (actor = ref)} />);
    await act(async () => undefined);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' 2');
    expect(actor!.getSnapshot().context.lesson?.title).toBe('Intro 2');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(saves).toHaveLength(0);
    await user.click(screen.getByRole('switch', { name: /Public lesson/ }));
    await waitFor(() => expect(saves.at(-1)?.lesson).toMatchObject({ title: 'Intro 2', is_public: true }));
  });
});
