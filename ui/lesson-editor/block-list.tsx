import type { UniqueIdentifier } from '@dnd-kit/core';
import { type KeyboardEvent, memo, type ReactNode, useCallback, useId, useRef } from 'react';
import { altArrowTarget, SortableList, useSortableItem, useSortableMoves } from '../drag/sortable-list.tsx';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { TrashIcon } from '../icons/index.ts';
import { DeleteConfirmModal } from '../modal/index.ts';
import { Button } from '../primitives/index.ts';
import { useBlockDragAccessibility } from './block-drag.ts';
import { ArrowUpIcon, BlockTypeIcon, blockTitle, blockTypeName, GripIcon } from './block-types.tsx';
import styles from './lesson-constructor.module.css';
import type { ConstructorBlock } from './lesson-constructor.types.ts';
import { useConfirmDelete } from './use-confirm-delete.ts';

/** Props of the BlockList. */
export interface BlockListProps {
  /** The section the blocks stand in, for the list's name. */
  sectionName: string;
  blocks: readonly ConstructorBlock[];
  canEdit: boolean;
  /** A block deletion being saved: the confirm waits with a loader. */
  deleting: boolean;
  onMove(from: number, to: number): void;
  onDelete(index: number): void;
  /** The editor of a block's content, under its header. */
  renderBody?(block: ConstructorBlock, index: number): ReactNode;
}

/**
 * The active section's blocks as cards in order: moved by dragging the grip (pointer, touch or keyboard),
 * by the up and down buttons, or by Alt+Arrow Up/Down on a focused card; each move is announced.
 */
export function BlockList(props: BlockListProps) {
  const { t } = useTranslation();
  const { blocks, canEdit } = props;
  const removal = useConfirmDelete<number>(props.deleting);
  const keys = blocks.map((block) => block.key);

  const indexOf = useCallback(
    (key: UniqueIdentifier) => blocks.findIndex((block) => block.key === key),
    [blocks],
  );
  const titleOf = useCallback(
    (key: UniqueIdentifier) => {
      const index = indexOf(key);
      const block = blocks[index];
      return block ? blockTitle(t, block, index) : '';
    },
    [blocks, indexOf, t],
  );
  const accessibility = useBlockDragAccessibility(titleOf, indexOf, blocks.length);
  const { listRef, announcement, move } = useSortableMoves<true>({
    keys,
    disabled: !canEdit,
    onMove: props.onMove,
    describe: (from, to) =>
      t('editor.moved', {
        title: blockTitle(t, blocks[from]!, from),
        position: to + 1,
        count: blocks.length,
      }),
    restoreFocus: focusCard,
  });

  // The cards are memoised: they get callbacks that stay the same while the list changes, reading the
  // latest list when called, so typing in one block renders that card alone.
  const latest = useRef({ move, ask: removal.ask });
  latest.current = { move, ask: removal.ask };
  const stableMove = useCallback(
    (from: number, to: number, keepFocus: boolean) =>
      latest.current.move(from, to, keepFocus ? true : undefined),
    [],
  );
  const askDelete = useCallback((index: number) => latest.current.ask(index), []);

  const pending = removal.target === null ? undefined : blocks[removal.target];
  const pendingTitle = pending && removal.target !== null ? blockTitle(t, pending, removal.target) : '';

  return (
    <>
      <SortableList
        keys={keys}
        hint={t('editor.reorder_hint')}
        label={t('editor.blocks', { name: props.sectionName })}
        className={styles.blocks}
        accessibility={accessibility}
        announcement={announcement}
        listRef={listRef}
        disabled={!canEdit}
        onMove={props.onMove}
      >
        {(hintId) =>
          blocks.map((block, index) => (
            <BlockCard
              key={block.key}
              block={block}
              index={index}
              count={blocks.length}
              canEdit={canEdit}
              hintId={hintId}
              onMove={stableMove}
              onDelete={askDelete}
              renderBody={props.renderBody}
            />
          ))
        }
      </SortableList>
      <DeleteConfirmModal
        open={removal.open}
        onOpenChange={removal.onOpenChange}
        title={pending ? t('editor.delete_block_title', { title: pendingTitle }) : undefined}
        text={t('editor.delete_block_text')}
        loading={removal.loading}
        onConfirm={() => removal.confirm(props.onDelete)}
      />
    </>
  );
}

/** The focus after a move: the moved block's card. */
function focusCard(list: HTMLOListElement, key: string) {
  for (const card of list.querySelectorAll<HTMLElement>('[data-block-key]'))
    if (card.dataset.blockKey === key) card.focus();
}

interface BlockCardProps {
  block: ConstructorBlock;
  index: number;
  count: number;
  canEdit: boolean;
  hintId: string;
  onMove(from: number, to: number, keepFocus: boolean): void;
  /** Asks to delete the block at this place. */
  onDelete(index: number): void;
  renderBody?: (block: ConstructorBlock, index: number) => ReactNode;
}

/** One block's card; rendered again only when its own props change. */
const BlockCard = memo(function BlockCard({
  block,
  index,
  count,
  canEdit,
  hintId,
  onMove,
  onDelete,
  renderBody,
}: BlockCardProps) {
  const children = renderBody?.(block, index);
  const { t } = useTranslation();
  const header = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { item, handle } = useSortableItem(block.key, !canEdit);
  const title = blockTitle(t, block, index);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const to = altArrowTarget(event, index);
    if (to === null) return;
    // Inside an editor the arrows belong to the text; on the card and its header they move the block.
    const target = event.target as Node;
    if (target !== event.currentTarget && !header.current?.contains(target)) return;
    event.preventDefault();
    onMove(index, to, true);
  };

  return (
    <li {...item} className={styles.blockItem}>
      <article
        className={styles.card}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a focused card takes Alt+Arrow Up/Down to move
        tabIndex={0}
        data-block-key={block.key}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <div ref={header} className={styles.cardHeader}>
          <button
            type="button"
            className={styles.handle}
            {...handle}
            aria-label={t('editor.drag_handle', { title })}
            disabled={!canEdit}
          >
            <GripIcon size={18} />
          </button>
          <span className={styles.typeIcon} title={blockTypeName(t, block.type_id)}>
            <BlockTypeIcon typeId={block.type_id} size={18} />
          </span>
          <h3 id={titleId} className={styles.cardTitle}>
            {title}
          </h3>
          <span className="visually-hidden">
            {t('editor.block_type', { type: blockTypeName(t, block.type_id) })},{' '}
            {t('editor.block_position', { position: index + 1, count })}
          </span>
          <span className={styles.cardActions}>
            <Button
              variant="ghost"
              iconOnly
              className={styles.touch}
              aria-label={t('editor.move_up', { title })}
              disabled={!canEdit || index === 0}
              onClick={() => onMove(index, index - 1, true)}
            >
              <ArrowUpIcon size={18} />
            </Button>
            <Button
              variant="ghost"
              iconOnly
              className={styles.touch}
              aria-label={t('editor.move_down', { title })}
              disabled={!canEdit || index === count - 1}
              onClick={() => onMove(index, index + 1, true)}
            >
              <ArrowUpIcon size={18} style={{ transform: 'rotate(180deg)' }} />
            </Button>
            <Button
              variant="ghost"
              iconOnly
              className={styles.touch}
              aria-label={t('editor.delete_block', { title })}
              disabled={!canEdit}
              onClick={() => onDelete(index)}
            >
              <TrashIcon size={18} />
            </Button>
          </span>
        </div>
        {children ? <div className={styles.cardBody}>{children}</div> : null}
      </article>
    </li>
  );
});
