import type { Ref } from 'react';
import { TrashIcon } from '../icons/index.ts';
import { ArrowUpIcon, PencilIcon } from '../lesson-editor/block-types.tsx';
import { Button } from '../primitives/index.ts';
import styles from './course-program.module.css';

/** Props of the ProgramItemActions. */
export interface ProgramItemActionsProps {
  /** The rename button, to take focus back when a rename ends. */
  renameRef?: Ref<HTMLButtonElement>;
  /** The buttons' names, each naming the item (screen readers hear them out of context). */
  labels: { rename: string; up: string; down: string; delete: string };
  canEdit: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onRename(): void;
  onStep(step: -1 | 1, via: 'button'): void;
  onDelete(): void;
}

/** Rename, move up, move down and delete: the buttons a program section and a lesson row both carry. */
export function ProgramItemActions(props: ProgramItemActionsProps) {
  const { labels, canEdit } = props;
  return (
    <span className={styles.actions}>
      <Button
        ref={props.renameRef}
        variant="ghost"
        iconOnly
        className={styles.touch}
        aria-label={labels.rename}
        disabled={!canEdit}
        onClick={props.onRename}
      >
        <PencilIcon size={18} />
      </Button>
      <Button
        variant="ghost"
        iconOnly
        className={styles.touch}
        data-action="up"
        aria-label={labels.up}
        disabled={!canEdit || !props.canMoveUp}
        onClick={() => props.onStep(-1, 'button')}
      >
        <ArrowUpIcon size={18} />
      </Button>
      <Button
        variant="ghost"
        iconOnly
        className={styles.touch}
        data-action="down"
        aria-label={labels.down}
        disabled={!canEdit || !props.canMoveDown}
        onClick={() => props.onStep(1, 'button')}
      >
        <ArrowUpIcon size={18} style={{ transform: 'rotate(180deg)' }} />
      </Button>
      <Button
        variant="ghost"
        iconOnly
        className={styles.touch}
        aria-label={labels.delete}
        disabled={!canEdit}
        onClick={props.onDelete}
      >
        <TrashIcon size={18} />
      </Button>
    </span>
  );
}
