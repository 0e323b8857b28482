import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { InfoUnitTypeId } from '../../core/lessons/index.ts';
import { PublicPageEditor, type PublicPageView } from '../../ui/public-page/index.ts';
import { fixtureBlock } from '../lesson-editor/lesson-constructor.fixture.ts';
import { StoryFrame } from '../story-frame.tsx';
import { FIXTURE_COVER, fixturePageView, inertPageCommands } from './public-page.fixture.ts';
import { PublicPageTexts } from './public-page-texts.tsx';

export default { title: 'Public page / Settings' };

const back = <a href="/expert/courses">Courses</a>;

function Page({
  view,
  width,
  language,
}: {
  view: PublicPageView;
  width?: number;
  language?: 'en' | 'uk' | 'ru';
}) {
  return (
    <PublicPageTexts language={language}>
      <StoryFrame width={width}>
        <PublicPageEditor view={view} commands={inertPageCommands} backLink={back} />
      </StoryFrame>
    </PublicPageTexts>
  );
}

/** The page on its way. */
export const Loading: Story = () => <Page view={fixturePageView({ load: 'loading' })} />;
/** The page could not be loaded: Retry. */
export const LoadFailed: Story = () => <Page view={fixturePageView({ load: 'failed' })} />;
/** A cover, a description and a block of each kind, all saved. */
export const Editing: Story = () => <Page view={fixturePageView({ cover: FIXTURE_COVER })} />;
/** A new course's page: no cover, no description, no blocks. */
export const Empty: Story = () => <Page view={fixturePageView({ description: '', blocks: [] })} />;
/** Edits waiting for the pause before saving. */
export const Unsaved: Story = () => <Page view={fixturePageView({ save: 'unsaved' })} />;
/** A save on its way. */
export const Saving: Story = () => <Page view={fixturePageView({ save: 'saving' })} />;
/** A failed save: the last saved page shown, Retry and Discard offered. */
export const SaveFailed: Story = () => (
  <Page view={fixturePageView({ save: 'failed', saveError: 'The connection was lost.', canEdit: false })} />
);
/** A 409 while the newer version is fetched: the choices wait. */
export const ConflictFetching: Story = () => (
  <Page view={fixturePageView({ conflict: true, canResolveConflict: false, canEdit: false })} />
);
/** A 409: Reload or Keep mine. */
export const Conflict: Story = () => <Page view={fixturePageView({ conflict: true, canEdit: false })} />;
/** A cover on its way through the upload queue. */
export const CoverUploading: Story = () => (
  <Page view={fixturePageView({ coverUpload: { progress: 40, error: null } })} />
);
/** A cover whose upload failed. */
export const CoverFailed: Story = () => (
  <Page view={fixturePageView({ coverUpload: { progress: 0, error: 'The file is too large.' } })} />
);
/** Blocks that move, are added and deleted as the editor applies edits (try the grip, Alt+Arrow, the menu). */
export const Arranging: Story = () => {
  const [view, setView] = useState(fixturePageView());
  const commands = {
    ...inertPageCommands,
    changeDescription: (description: string) => setView((current) => ({ ...current, description })),
    moveBlock: (from: number, to: number) =>
      setView((current) => {
        const blocks = [...current.blocks];
        const [moved] = blocks.splice(from, 1);
        if (moved) blocks.splice(to, 0, moved);
        return { ...current, blocks };
      }),
    addBlock: (typeId: InfoUnitTypeId) =>
      setView((current) => ({
        ...current,
        blocks: [...current.blocks, fixtureBlock(typeId, `added-${current.blocks.length}-${typeId}`)],
      })),
    deleteBlock: (index: number) =>
      setView((current) => ({ ...current, blocks: current.blocks.filter((_, other) => other !== index) })),
  };
  return (
    <PublicPageTexts>
      <StoryFrame>
        <PublicPageEditor view={view} commands={commands} backLink={back} />
      </StoryFrame>
    </PublicPageTexts>
  );
};
/** The page on a 390 px phone. */
export const Phone: Story = () => <Page view={fixturePageView({ cover: FIXTURE_COVER })} width={390} />;
/** In Ukrainian. */
export const Ukrainian: Story = () => <Page view={fixturePageView()} language="uk" />;
/** In Russian, empty. */
export const Russian: Story = () => (
  <Page view={fixturePageView({ description: '', blocks: [] })} language="ru" />
);
