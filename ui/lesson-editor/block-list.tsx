import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDragSensors } from '../drag/drag-sensors.ts';
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
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const removal = useConfirmDelete<number>(props.deleting);
  const sensors = useDragSensors(true);

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the moved list arrives, to focus the moved card again
  useEffect(() => {
    const key = focusAfterMove.current;
    if (key === null) return;
    focusAfterMove.current = null;
    const cards = list.current?.querySelectorAll<HTMLElement>('[data-block-key]') ?? [];
    for (const card of cards) if (card.dataset.blockKey === key) card.focus();
  }, [blocks]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const block = blocks[from];
    if (!block || to < 0 || to >= blocks.length || from === to || !canEdit) return;
    if (keepFocus) focusAfterMove.current = block.key;
    setAnnouncement(
      t('editor.moved', { title: blockTitle(t, block, from), position: to + 1, count: blocks.length }),
    );
    props.onMove(from, to);
  };
  // The cards are memoised: they get callbacks that stay the same while the list changes, reading the
  // latest list when called, so typing in one block renders that card alone.
  const latest = useRef({ move, ask: removal.ask });
  latest.current = { move, ask: removal.ask };
  const stableMove = useCallback(
    (from: number, to: number, keepFocus: boolean) => latest.current.move(from, to, keepFocus),
    [],
  );
  const askDelete = useCallback((index: number) => latest.current.ask(index), []);
  const keys = blocks.map((block) => block.key).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' order is what the sortable list holds
  const items = useMemo(() => blocks.map((block) => block.key), [keys]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onMove(indexOf(active.id), indexOf(over.id));
  };

  const pending = removal.target === null ? undefined : blocks[removal.target];
  const pendingTitle = pending && removal.target !== null ? blockTitle(t, pending, removal.target) : '';

  return (
    <>
      <p id={hintId} className="visually-hidden">
        {t('editor.reorder_hint')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy} disabled={!canEdit}>
          <ol
            ref={list}
            className={styles.blocks}
            aria-label={t('editor.blocks', { name: props.sectionName })}
          >
            {blocks.map((block, index) => (
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
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: block.key, disabled: !canEdit });
  const title = blockTitle(t, block, index);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    // Inside an editor the arrows belong to the text; on the card and its header they move the block.
    const target = event.target as Node;
    if (target !== event.currentTarget && !header.current?.contains(target)) return;
    event.preventDefault();
    onMove(index, event.key === 'ArrowUp' ? index - 1 : index + 1, true);
  };

  return (
    <li
      ref={setNodeRef}
      className={styles.blockItem}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
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
            ref={setActivatorNodeRef}
            className={styles.handle}
            {...attributes}
            {...listeners}
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
