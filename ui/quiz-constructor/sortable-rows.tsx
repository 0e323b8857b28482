import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { type DragTexts, useDragAnnouncements } from '../drag/drag-announcements.ts';
import { altArrowTarget, SortableList, useSortableItem, useSortableMoves } from '../drag/sortable-list.tsx';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { ChevronDownIcon, TrashIcon } from '../icons/index.ts';
import { Button } from '../primitives/index.ts';
import styles from './question-editor.module.css';

/** The names a list of rows reads by: the list, one row, and its buttons (each by the row's number). */
export interface SortableRowLabels {
  /** The list ("Answers", "Statements", "Questions"). */
  list: string;
  /** One row by its number ("Answer 2"). */
  item(number: number): string;
  up(number: number): string;
  down(number: number): string;
  remove(number: number): string;
}

/** Props of the SortableRows. */
export interface SortableRowsProps<T> {
  items: readonly T[];
  /** A key that stays with the row while it moves (its id or ref). */
  keyOf(item: T, index: number): string;
  labels: SortableRowLabels;
  onMove(from: number, to: number): void;
  /** Deletes a row; without it the rows have no delete button. */
  onRemove?(index: number): void;
  /** The row's own fields, between the grip and the move buttons. */
  renderRow(item: T, index: number): ReactNode;
  /** A data attribute naming each row by its number (`data-answer-row="2"`), for specs and styles. */
  rowAttribute?: `data-${string}`;
  /** More data attributes of a row, from its item (`data-question` with the question's id). */
  rowData?(item: T, index: number): Record<`data-${string}`, string | number>;
  /** The row's class (a statement or question card); a plain row by default. */
  rowClassName?: string;
  /** Rows that stack their fields under a head (statements, gaps): the controls sit in the head. */
  stacked?: boolean;
  disabled?: boolean;
}

/**
 * Rows an expert puts in order, one component for answers, statements, gaps and questions: drag the
 * grip with a mouse, a finger (after a short press, so the page still scrolls) or the keyboard (Space
 * picks up, arrows move, Space drops, Escape cancels), press a row's up and down buttons, or Alt+↑ /
 * Alt+↓ anywhere in the row. Every move is announced and a row moved by the keyboard keeps the focus.
 */
export function SortableRows<T>(props: SortableRowsProps<T>) {
  const { t } = useTranslation();
  const { items, keyOf, labels, onMove } = props;
  const keys = items.map((item, index) => keyOf(item, index));
  const indexOf = (key: UniqueIdentifier) => keys.indexOf(String(key));
  const accessibility = useSortableAccessibility(
    (key) => labels.item(indexOf(key) + 1),
    indexOf,
    items.length,
  );
  const { listRef, announcement, move } = useSortableMoves<number>({
    keys,
    disabled: props.disabled,
    onMove,
    describe: (from, to) =>
      t('expert.quiz_sortable_moved', { item: labels.item(from + 1), position: to + 1, count: items.length }),
    restoreFocus: focusRowControl,
  });

  return (
    <SortableList
      keys={keys}
      hint={t('expert.quiz_sortable_hint')}
      label={labels.list}
      className={styles.list}
      accessibility={accessibility}
      announcement={announcement}
      listRef={listRef}
      disabled={props.disabled}
      onMove={onMove}
    >
      {(hintId) =>
        items.map((item, index) => (
          <SortableRow
            key={keys[index]}
            data={props.rowData?.(item, index)}
            sortKey={keys[index]!}
            index={index}
            count={items.length}
            hintId={hintId}
            {...props}
            move={move}
          >
            {props.renderRow(item, index)}
          </SortableRow>
        ))
      }
    </SortableList>
  );
}

/** The focus after a move: the same control of the moved row, or (disabled at the list's end) another of its controls. */
function focusRowControl(list: HTMLOListElement, key: string, control: number) {
  const row = [...list.children].find(
    (candidate): candidate is HTMLElement =>
      candidate instanceof HTMLElement && candidate.dataset.sortableKey === key,
  );
  const controls = row ? [...row.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  const found = controls[control];
  (found && !found.hasAttribute('disabled') ? found : row?.querySelector<HTMLElement>(ENABLED))?.focus();
}

function SortableRow<T>({
  sortKey,
  index,
  count,
  hintId,
  labels,
  onRemove,
  rowAttribute,
  rowClassName,
  stacked,
  disabled,
  move,
  data,
  children,
}: SortableRowsProps<T> & {
  data?: Record<string, string | number>;
  sortKey: string;
  index: number;
  count: number;
  hintId: string;
  move(from: number, to: number, control: number): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const { item, handle } = useSortableItem(sortKey, disabled);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const to = altArrowTarget(event, index);
    // A nested list (a statement's answers) moves its own rows; this row takes what is left.
    if (to === null || event.defaultPrevented) return;
    event.preventDefault();
    move(index, to, controlIndex(event.currentTarget, event.target));
  };
  const moveBy = (event: { currentTarget: HTMLElement }, to: number) =>
    move(
      index,
      to,
      controlIndex(event.currentTarget.closest('li') ?? event.currentTarget, event.currentTarget),
    );
  const controls = (
    <>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={labels.up(number)}
        disabled={disabled || index === 0}
        onClick={(event) => moveBy(event, index - 1)}
      >
        <ChevronDownIcon size={16} className={styles.up} />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={labels.down(number)}
        disabled={disabled || index === count - 1}
        onClick={(event) => moveBy(event, index + 1)}
      >
        <ChevronDownIcon size={16} />
      </Button>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={labels.remove(number)}
          disabled={disabled}
          onClick={() => onRemove(index)}
        >
          <TrashIcon size={16} />
        </Button>
      ) : null}
    </>
  );
  const grip = (
    <button
      type="button"
      className={styles.grip}
      {...handle}
      aria-describedby={hintId}
      aria-label={t('expert.quiz_sortable_drag', { item: labels.item(number) })}
      disabled={disabled}
    >
      <GripIcon />
    </button>
  );
  return (
    <li
      {...item}
      className={rowClassName ?? styles.row}
      data-sortable-key={sortKey}
      onKeyDown={onKeyDown}
      {...data}
      {...(rowAttribute ? { [rowAttribute]: number } : {})}
    >
      {stacked ? (
        <div className={styles.statementHead}>
          {grip}
          <div className={styles.headMain}>{children}</div>
          {controls}
        </div>
      ) : (
        <>
          {grip}
          {children}
          {controls}
        </>
      )}
    </li>
  );
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]';
const ENABLED =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Where a control sits among its row's controls, so the same control takes the focus once the row has moved. */
function controlIndex(row: Element, target: EventTarget): number {
  return [...row.querySelectorAll(FOCUSABLE)].indexOf(target as Element);
}

function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
      <path
        d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01"
        strokeWidth={3}
        strokeLinecap="round"
      />
    </svg>
  );
}

const ROW_TEXTS: DragTexts = {
  instructions: 'expert.quiz_sortable_instructions',
  start: 'expert.quiz_sortable_picked',
  over: 'expert.quiz_sortable_over',
  end: 'expert.quiz_sortable_dropped',
  cancel: 'expert.quiz_sortable_cancelled',
  nameParam: 'item',
};

/** dnd-kit's screen-reader texts for a list of rows, in the current language. */
function useSortableAccessibility(
  itemOf: (key: UniqueIdentifier) => string,
  positionOf: (key: UniqueIdentifier) => number,
  count: number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return useDragAnnouncements(ROW_TEXTS, itemOf, positionOf, count);
}
