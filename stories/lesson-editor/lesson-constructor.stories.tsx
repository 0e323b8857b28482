import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { InfoUnitTypeId } from '../../core/lessons/index.ts';
import {
  LessonConstructor,
  type LessonConstructorView,
  type LessonSettings,
  LessonSettingsPanel,
} from '../../ui/lesson-editor/index.ts';
import { StoryFrame } from '../story-frame.tsx';
import { fixtureBlock, fixtureView, inertCommands } from './lesson-constructor.fixture.ts';
import { LessonEditorTexts } from './lesson-editor-texts.tsx';

export default { title: 'Lesson editor / Constructor' };

const settings: LessonSettings = {
  title: 'Lesson 1. Why this course',
  image: null,
  is_public: false,
  accessible_after_days: 0,
  accessible_start_hour: '09:00',
  accessible_timezone: 'Europe/Kyiv',
  accessible_after_ids: [2],
  lesson_previews: [],
};
const lessons = [
  { id: 2, title: 'Welcome' },
  { id: 3, title: 'Lesson 2. First steps' },
];

function Settings() {
  const [values, setValues] = useState(settings);
  const [auto, setAuto] = useState(false);
  return (
    <LessonSettingsPanel
      settings={values}
      lessons={lessons}
      timezones={['UTC', 'Europe/Kyiv', 'Europe/Warsaw', 'America/New_York']}
      autoTimezone={auto}
      onChange={(changes) => setValues((current) => ({ ...current, ...changes }) as LessonSettings)}
      onAutoTimezoneToggle={() => setAuto((on) => !on)}
    />
  );
}

function Constructor({ view, width }: { view: LessonConstructorView; width?: number }) {
  return (
    <LessonEditorTexts>
      <StoryFrame width={width}>
        <LessonConstructor view={view} commands={inertCommands} settings={<Settings />} />
      </StoryFrame>
    </LessonEditorTexts>
  );
}

/** The lesson on its way. */
export const Loading: Story = () => <Constructor view={fixtureView({ load: 'loading' })} />;
/** The lesson could not be loaded: Retry. */
export const LoadFailed: Story = () => <Constructor view={fixtureView({ load: 'failed' })} />;
/** Every block type in the first section, all saved. */
export const Editing: Story = () => <Constructor view={fixtureView()} />;
/** A lesson with no sections yet. */
export const NoSections: Story = () => (
  <Constructor view={fixtureView({ sections: [], activeSection: -1, blocks: [] })} />
);
/** A section with no blocks yet. */
export const EmptySection: Story = () => <Constructor view={fixtureView({ blocks: [] })} />;
/** Edits waiting for the pause before saving. */
export const Unsaved: Story = () => <Constructor view={fixtureView({ save: 'unsaved' })} />;
/** A save on its way. */
export const Saving: Story = () => <Constructor view={fixtureView({ save: 'saving' })} />;
/** A failed save: the last saved lesson shown, Retry offered. */
export const SaveFailed: Story = () => (
  <Constructor
    view={fixtureView({ save: 'failed', saveError: 'The connection was lost.', canEdit: false })}
  />
);
/** A 409 while the newer version is fetched: the choices wait. */
export const ConflictFetching: Story = () => (
  <Constructor view={fixtureView({ conflict: true, canResolveConflict: false, canEdit: false })} />
);
/** A 409: Reload or Keep mine. */
export const Conflict: Story = () => <Constructor view={fixtureView({ conflict: true, canEdit: false })} />;
/** Blocks that move, are added and deleted as the editor applies edits on screen (try the grip, Alt+Arrow, the menu). */
export const Arranging: Story = () => {
  const [blocks, setBlocks] = useState(fixtureView().blocks);
  const commands = {
    ...inertCommands,
    moveBlock: (from: number, to: number) =>
      setBlocks((list) => {
        const next = [...list];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        return next;
      }),
    addBlock: (typeId: InfoUnitTypeId) =>
      setBlocks((list) => [...list, fixtureBlock(typeId, `added-${list.length}-${typeId}`)]),
    deleteBlock: (index: number) => setBlocks((list) => list.filter((_, other) => other !== index)),
  };
  return (
    <LessonEditorTexts>
      <StoryFrame>
        <LessonConstructor view={fixtureView({ blocks })} commands={commands} />
      </StoryFrame>
    </LessonEditorTexts>
  );
};
/** The constructor on a 390 px phone. */
export const Phone: Story = () => <Constructor view={fixtureView()} width={390} />;

/** "Copy from another lesson": press the button to search the school's lessons and pick one. */
export const CopyFromAnotherLesson: Story = () => (
  <Constructor
    view={fixtureView({
      copy: {
        lessonId: 1,
        allowed: true,
        searching: false,
        error: null,
        courses: [
          {
            id: 1,
            title: 'Ukrainian for beginners',
            slug: 'ukr',
            type_id: 1,
            lessons: [
              { id: 2, title: 'Welcome', slug: 'welcome', course_nodeble_id: 1 },
              { id: 3, title: 'Lesson 2. First steps', slug: 'first-steps', course_nodeble_id: 1 },
            ],
          },
        ],
      },
    })}
  />
);
