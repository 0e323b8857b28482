import type { InfoUnitTypeId } from '../../core/lessons/index.ts';
import type {
  ConstructorBlock,
  ConstructorFile,
  LessonConstructorCommands,
  LessonConstructorView,
} from '../../ui/lesson-editor/index.ts';

/** A block of a type with the defaults of a new block, fields overridden. */
export function fixtureBlock(
  typeId: InfoUnitTypeId,
  key: string,
  fields: Partial<ConstructorBlock> = {},
): ConstructorBlock {
  return {
    key,
    id: null,
    type_id: typeId,
    title: null,
    files: [],
    content: typeId === 3 ? { type: 'doc', content: [{ type: 'paragraph' }] } : null,
    quiz_id: null,
    is_comments_disabled: false,
    is_audio_comment_enabled: false,
    is_video_comment_enabled: false,
    is_file_comment_enabled: false,
    ...fields,
  };
}

/** A file record as the lesson answers it. */
export function fixtureFile(name: string, fields: Partial<ConstructorFile> = {}): ConstructorFile {
  const extension = name.split('.').pop() ?? '';
  return {
    uuid: `00000000-0000-4000-8000-${name.replace(/\W/g, '').padEnd(12, '0').slice(0, 12)}`,
    url: `/files/${name}`,
    original_name: name,
    extension,
    mime_type: null,
    process_status: 'completed',
    ...fields,
  };
}

/** A lesson of two sections whose first holds one block of every type. */
export function fixtureView(overrides: Partial<LessonConstructorView> = {}): LessonConstructorView {
  return {
    load: 'ready',
    sections: [
      { key: 'section-1', name: 'Introduction' },
      { key: 'section-2', name: 'Practice' },
    ],
    activeSection: 0,
    blocks: [
      fixtureBlock(3, 'unit-1', {
        id: 1,
        title: 'Welcome',
        content: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Welcome' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'What this course gives you.' }] },
          ],
        },
      }),
      fixtureBlock(2, 'unit-2', {
        id: 2,
        files: [fixtureFile('intro.mp4', { process_status: 'processing', url: null })],
      }),
      fixtureBlock(1, 'unit-3', { id: 3, files: [fixtureFile('interview.mp3')] }),
      fixtureBlock(4, 'unit-4', {
        id: 4,
        files: [fixtureFile('workbook.pdf'), fixtureFile('cover.png'), fixtureFile('slides.pptx')],
      }),
      fixtureBlock(5, 'unit-5', { id: 5, quiz_id: 11 }),
      fixtureBlock(6, 'unit-6', { id: 6, is_audio_comment_enabled: true }),
      fixtureBlock(7, 'unit-7', { id: 7 }),
    ],
    canEdit: true,
    save: 'saved',
    saveError: null,
    conflict: false,
    canResolveConflict: true,
    deletingSection: false,
    deletingBlock: false,
    quizzes: [
      { id: 11, name: 'Check yourself: chapter 1' },
      { id: 12, name: 'Final test' },
    ],
    ...overrides,
  };
}

/** Commands that do nothing (stories); specs pass spies. */
export const inertCommands: LessonConstructorCommands = {
  selectSection: () => undefined,
  addSection: () => undefined,
  renameSection: () => undefined,
  deleteSection: () => undefined,
  addBlock: () => undefined,
  changeBlock: () => undefined,
  moveBlock: () => undefined,
  deleteBlock: () => undefined,
  pickBlockFile: () => undefined,
  retrySave: () => undefined,
  discardSave: () => undefined,
  searchCourses: () => undefined,
  copyFrom: () => undefined,
  retryLoad: () => undefined,
  reloadLesson: () => undefined,
  keepMine: () => undefined,
};
