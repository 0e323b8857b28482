import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDragSensors } from './drag-sensors.ts';

/**
 * The moves of a list a person puts in order (the lesson constructor's blocks, the quiz constructor's
 * rows): a move by a button or Alt+↑/↓ is announced, and the focus goes back to the moved row once the
 * list arrives in its new order (`restoreFocus`, with what the move asked to focus: a row's control).
 */
export function useSortableMoves<TFocus>(options: {
  /** The rows' keys in order. */
  keys: readonly string[];
  disabled?: boolean | undefined;
  onMove(from: number, to: number): void;
  /** What a move says (the row's name, its new place, the count). */
  describe(from: number, to: number): string;
  restoreFocus(list: HTMLOListElement, key: string, focus: TFocus): void;
}): {
  listRef: RefObject<HTMLOListElement | null>;
  announcement: string;
  /** Moves a row; with `focus`, the focus follows it. Out of the list, in place or disabled: nothing. */
  move(from: number, to: number, focus?: TFocus): void;
} {
  const { keys, disabled, onMove, describe, restoreFocus } = options;
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef<{ key: string; focus: TFocus } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const restore = useRef(restoreFocus);
  restore.current = restoreFocus;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the moved rows arrive, to focus the moved row again
  useEffect(() => {
    const moved = pending.current;
    if (!moved) return;
    pending.current = null;
    if (listRef.current) restore.current(listRef.current, moved.key, moved.focus);
  }, [keys.join('\n')]);

  const move = (from: number, to: number, focus?: TFocus) => {
    const key = keys[from];
    if (key === undefined || to < 0 || to >= keys.length || from === to || disabled) return;
    if (focus !== undefined) pending.current = { key, focus };
    setAnnouncement(describe(from, to));
    onMove(from, to);
  };
  return { listRef, announcement, move };
}

/** Where Alt+↑ / Alt+↓ moves the row at `index`, or null for any other key. */
export function altArrowTarget(event: KeyboardEvent, index: number): number | null {
  if (!event.altKey) return null;
  if (event.key === 'ArrowUp') return index - 1;
  if (event.key === 'ArrowDown') return index + 1;
  return null;
}

/** A row of a SortableList: the props of its element and of its drag handle. */
export function useSortableItem(id: string, disabled: boolean | undefined) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: Boolean(disabled) });
  return {
    item: {
      ref: setNodeRef,
      'data-dragging': isDragging || undefined,
      style: { transform: CSS.Transform.toString(transform), transition },
    },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

/** Props of the SortableList. */
export interface SortableListProps {
  /** The rows' keys in order (each stays with its row while it moves). */
  keys: readonly string[];
  /** How to move a row, read with each row (its `aria-describedby` is the id `children` is given). */
  hint: string;
  /** The list's name. */
  label: string;
  className?: string | undefined;
  /** dnd-kit's screen-reader texts (ui/drag/drag-announcements.ts). */
  accessibility: { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions };
  /** What the last move said (useSortableMoves), for the live region. */
  announcement: string;
  listRef: RefObject<HTMLOListElement | null>;
  disabled?: boolean | undefined;
  /** A drop: the row from one place to another. */
  onMove(from: number, to: number): void;
  /** The rows (each a useSortableItem), given the hint's id. */
  children(hintId: string): ReactNode;
}

/**
 * A list a person puts in order by dragging a row's handle with a mouse, a finger (after a short press,
 * so the page still scrolls) or the keyboard (Space picks up, arrows move, Space drops, Escape cancels),
 * with the hint the rows are described by and the live region that reads each move out.
 */
export function SortableList(props: SortableListProps) {
  const { keys, onMove } = props;
  const sensors = useDragSensors(true);
  const hintId = useId();
  const signature = keys.join('\n');
  // The same array while the order stays: a new one would render every row of the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' order is what the sortable list holds
  const items = useMemo(() => [...keys], [signature]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <>
      <p id={hintId} className="visually-hidden">
        {props.hint}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={props.accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy} disabled={props.disabled}>
          <ol ref={props.listRef} className={props.className} aria-label={props.label}>
            {props.children(hintId)}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" role="status" aria-live="polite">
        {props.announcement}
      </p>
    </>
  );
}
