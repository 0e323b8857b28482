import { PUBLIC_PAGE_UNIT_TYPES } from '../../core/public-page/index.ts';
import type { PublicPageCommands, PublicPageView } from '../../ui/public-page/index.ts';
import { fixtureBlock, fixtureFile } from '../lesson-editor/lesson-constructor.fixture.ts';

/** A cover as the stories show it: a picture of this site (a cover is a site path or http(s), never data:). */
export const FIXTURE_COVER = '/favicon.svg';

/** The public page of a course with a cover, a description and a block of each kind a page holds. */
export function fixturePageView(overrides: Partial<PublicPageView> = {}): PublicPageView {
  return {
    load: 'ready',
    course: { id: 3, title: 'Ukrainian for Beginners', type: 'course' },
    cover: null,
    description: 'Four short lessons to read, greet and introduce yourself in Ukrainian.',
    blocks: [
      fixtureBlock(3, 'unit-31', {
        id: 31,
        title: 'What you will learn',
        content: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'In four lessons' }] },
            {
              type: 'bulletList',
              content: [
                {
                  type: 'listItem',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Read the 33 letters.' }] }],
                },
              ],
            },
          ],
        },
      }),
      fixtureBlock(2, 'unit-32', { id: 32, title: 'Trailer', files: [fixtureFile('trailer.mp4')] }),
      fixtureBlock(4, 'unit-33', { id: 33, title: 'Programme', files: [fixtureFile('programme.pdf')] }),
    ],
    blockTypes: PUBLIC_PAGE_UNIT_TYPES,
    canEdit: true,
    save: 'saved',
    saveError: null,
    conflict: false,
    canResolveConflict: true,
    deletingBlock: false,
    coverUpload: null,
    ...overrides,
  };
}

/** Commands that do nothing (stories); specs pass spies. */
export const inertPageCommands: PublicPageCommands = {
  changeDescription: () => undefined,
  pickCover: () => undefined,
  removeCover: () => undefined,
  addBlock: () => undefined,
  changeBlock: () => undefined,
  moveBlock: () => undefined,
  deleteBlock: () => undefined,
  pickBlockFile: () => undefined,
  retrySave: () => undefined,
  discardSave: () => undefined,
  retryLoad: () => undefined,
  reloadPage: () => undefined,
  keepMine: () => undefined,
};
