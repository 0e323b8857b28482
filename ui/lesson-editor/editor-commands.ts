import type { ActorRefFrom } from 'xstate';
import type { lessonEditorMachine } from '../../core/lesson-editor/index.ts';
import { newInfoUnit } from '../../core/lessons/index.ts';
import type { LessonConstructorCommands } from './lesson-constructor.types.ts';

/** Screen keys of blocks added in this page's life (see `client_key`). */
let addedBlocks = 0;
const nextBlockKey = () => {
  addedBlocks += 1;
  return `added-${addedBlocks}`;
};

/**
 * The commands every screen of the lesson editing machine sends the same way (the lesson constructor, the
 * public page): blocks of the active section, the failed save's Retry and Discard, loading again, Keep mine.
 */
export function editorCommandsOf(
  actor: ActorRefFrom<typeof lessonEditorMachine>,
): Pick<
  LessonConstructorCommands,
  | 'addBlock'
  | 'changeBlock'
  | 'moveBlock'
  | 'deleteBlock'
  | 'retrySave'
  | 'discardSave'
  | 'retryLoad'
  | 'keepMine'
> {
  return {
    addBlock: (typeId) =>
      actor.send({
        type: 'unit.add',
        typeId,
        fields: { ...newInfoUnit(typeId), client_key: nextBlockKey() },
      }),
    changeBlock: (index, changes, change) =>
      actor.send({ type: 'unit.change', index, changes, typed: change?.typed }),
    moveBlock: (from, to) => actor.send({ type: 'unit.move', from, to }),
    deleteBlock: (index) => actor.send({ type: 'unit.delete', index }),
    retrySave: () => actor.send({ type: 'save.retry' }),
    discardSave: () => actor.send({ type: 'save.discard' }),
    retryLoad: () => actor.send({ type: 'lesson.load' }),
    keepMine: () => actor.send({ type: 'conflict.keepMine' }),
  };
}
