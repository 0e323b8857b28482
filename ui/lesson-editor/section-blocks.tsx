import { useCallback } from 'react';
import type { InfoUnitTypeId } from '../../core/lessons/index.ts';
import { EmptyState } from '../primitives/index.ts';
import { AddBlockMenu } from './add-block-menu.tsx';
import { BlockEditor } from './block-editor.tsx';
import { BlockList } from './block-list.tsx';
import styles from './lesson-constructor.module.css';
import type { ConstructorBlock, LessonConstructorCommands, QuizChoice } from './lesson-constructor.types.ts';

/** Props of the SectionBlocks. */
export interface SectionBlocksProps {
  /** The list's name: its section's (a lesson) or the page's. */
  name: string;
  blocks: readonly ConstructorBlock[];
  canEdit: boolean;
  /** A block deletion being saved: the confirm waits with a loader. */
  deleting: boolean;
  quizzes: readonly QuizChoice[];
  /** The block types Add block offers; all seven by default. */
  types?: readonly InfoUnitTypeId[];
  /** What an empty list says. */
  emptyTitle: string;
  emptyText: string;
  commands: Pick<
    LessonConstructorCommands,
    'addBlock' | 'changeBlock' | 'moveBlock' | 'deleteBlock' | 'pickBlockFile'
  >;
}

/**
 * A list of blocks with their editors and Add block under it, or, empty, a note inviting the first block:
 * the active section of a lesson, or a course's public page.
 */
export function SectionBlocks({
  name,
  blocks,
  canEdit,
  deleting,
  quizzes,
  types,
  emptyTitle,
  emptyText,
  commands,
}: SectionBlocksProps) {
  // One renderer while the quizzes, the right to edit and the commands stay: the block cards are memoised,
  // so typing in one block renders that block alone.
  const renderBody = useCallback(
    (block: ConstructorBlock, index: number) => (
      <BlockEditor
        block={block}
        index={index}
        quizzes={quizzes}
        disabled={!canEdit}
        onChange={(changes, options) => commands.changeBlock(index, changes, options)}
        onPickFile={(file) => commands.pickBlockFile(index, file)}
      />
    ),
    [quizzes, canEdit, commands],
  );
  const add = <AddBlockMenu onAdd={commands.addBlock} types={types} disabled={!canEdit} />;
  if (blocks.length === 0)
    return <EmptyState size="sm" headingLevel={3} title={emptyTitle} text={emptyText} action={add} />;
  return (
    <>
      <BlockList
        sectionName={name}
        blocks={blocks}
        canEdit={canEdit}
        deleting={deleting}
        onMove={commands.moveBlock}
        onDelete={commands.deleteBlock}
        renderBody={renderBody}
      />
      <div className={styles.addRow}>{add}</div>
    </>
  );
}
