import { Dialog, Popover } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import {
  DROPDOWN_COMPACT_MAX_HEIGHT,
  DROPDOWN_MAX_HEIGHT,
  type DropdownOption,
  dropdownOptionKey,
  dropdownOptionText,
  filterDropdownOptions,
  moveDropdownHighlight,
} from '../../core/dropdown/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../icons/index.ts';
import fieldStyles from '../primitives/field.module.css';
import { Field } from '../primitives/field.tsx';
import { useMediaQuery } from '../primitives/use-media-query.ts';
import { MOBILE_MEDIA_QUERY } from '../tokens/breakpoints.ts';
import styles from './dropdown.module.css';
import { DropdownOptionContent } from './dropdown-option-content.tsx';
import { type UseDropdownOptions, useDropdown } from './use-dropdown.ts';

/** Props of the Dropdown. */
export interface DropdownProps<T extends DropdownOption = DropdownOption> {
  label: ReactNode;
  options: readonly T[];
  /** Key(s) of the chosen option(s): an option's value, else its id. */
  value: string | null | readonly string[];
  onValueChange: (value: string | string[], chosen: T | T[]) => void;
  /** Several choices; the list stays open while choosing. */
  multiple?: boolean;
  placeholder?: string;
  /** Shown but never opens (spec 1 §4). */
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** A search box above the options. */
  searchable?: boolean;
  /** Spec 1 §8: what an empty list says instead of "Empty". */
  emptyText?: string;
  /** The list's max height: 280 px (spec 1 §9) by default, 220 px with `compact` (spec 2 §9). */
  maxHeight?: number;
  compact?: boolean;
  /** 'auto' opens a bottom sheet on phones (≤ 640 px) and a popover elsewhere. */
  presentation?: 'auto' | 'popover' | 'sheet';
  id?: string;
  /** Starts open or closed with this search/highlight (stories and specs). */
  initialState?: UseDropdownOptions['initialState'];
}

function keysOf(value: string | null | readonly string[]): string[] {
  if (value === null) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** A list of options to choose one or several from, with search, keyboard control and a phone sheet. */
export function Dropdown<T extends DropdownOption>({
  label,
  options,
  value,
  onValueChange,
  multiple = false,
  placeholder,
  readOnly = false,
  disabled = false,
  required,
  hint,
  error,
  hideLabel,
  searchable = false,
  emptyText,
  maxHeight,
  compact = false,
  presentation = 'auto',
  id,
  initialState,
}: DropdownProps<T>) {
  const { t } = useTranslation();
  const selectedKeys = keysOf(value);
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY);
  const asSheet = presentation === 'sheet' || (presentation === 'auto' && isPhone);
  const generatedId = useId();
  const controlId = id ?? `dropdown-${generatedId}`;
  const labelId = `${controlId}-label`;
  const listId = `${controlId}-list`;
  const contentRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const interactedOutside = useRef(false);

  const dropdown = useDropdown({
    readOnly: readOnly || disabled,
    closeOnSelect: !multiple,
    initialState,
    onSelect: (key) => {
      const option = options.find((candidate) => dropdownOptionKey(candidate) === key);
      if (!option || option.disabled) return;
      if (!multiple) {
        onValueChange(key, option);
        return;
      }
      const nextKeys = selectedKeys.includes(key)
        ? selectedKeys.filter((selected) => selected !== key)
        : [...selectedKeys, key];
      onValueChange(
        nextKeys,
        options.filter((candidate) => nextKeys.includes(dropdownOptionKey(candidate))),
      );
    },
  });
  const { view } = dropdown;
  const shown = useMemo(() => filterDropdownOptions(options, view.search), [options, view.search]);
  const optionId = (key: string) => `${listId}-option-${key.replace(/\s+/g, '_')}`;
  const highlighted = shown.some((option) => dropdownOptionKey(option) === view.highlightedKey)
    ? view.highlightedKey
    : null;

  useEffect(() => {
    if (!view.isOpen || highlighted === null) return;
    const element = document.getElementById(optionId(highlighted));
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  });

  const selectedOptions = options.filter((option) => selectedKeys.includes(dropdownOptionKey(option)));
  const openList = () => {
    const firstSelected = selectedKeys.find((key) =>
      options.some((o) => dropdownOptionKey(o) === key && !o.disabled),
    );
    dropdown.open(firstSelected ?? moveDropdownHighlight(options, null, 'first'));
  };

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (view.isOpen) return;
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openList();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      dropdown.highlight(moveDropdownHighlight(shown, highlighted, move));
    } else if (event.key === 'Enter' || (event.key === ' ' && !searchable)) {
      event.preventDefault();
      if (highlighted !== null) dropdown.select(highlighted);
    } else if (event.key === 'Tab') {
      dropdown.close();
    }
  }

  const empty = options.length === 0;
  const listHeight = maxHeight ?? (compact ? DROPDOWN_COMPACT_MAX_HEIGHT : DROPDOWN_MAX_HEIGHT);
  const activeDescendant = highlighted === null ? undefined : optionId(highlighted);

  const list = (
    <div className={styles.panel}>
      {searchable && !empty ? (
        <div className={styles.searchRow}>
          <SearchIcon size={16} className={styles.searchIcon} />
          <input
            className={styles.search}
            type="search"
            role="combobox"
            aria-label={t('ui.search')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeDescendant}
            placeholder={t('ui.search_placeholder')}
            value={view.search}
            onChange={(event) => {
              dropdown.search(event.target.value);
              dropdown.highlight(
                moveDropdownHighlight(filterDropdownOptions(options, event.target.value), null, 'first'),
              );
            }}
            onKeyDown={onListKeyDown}
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {empty ? (emptyText ?? t('ui.empty')) : t('ui.nothing_found')}
        </p>
      ) : (
        <div
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={multiple || undefined}
          aria-activedescendant={searchable ? undefined : activeDescendant}
          tabIndex={searchable ? -1 : 0}
          className={styles.list}
          style={{ maxHeight: asSheet ? undefined : listHeight }}
          onKeyDown={searchable ? undefined : onListKeyDown}
        >
          {shown.map((option) => {
            const key = dropdownOptionKey(option);
            const selected = selectedKeys.includes(key);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard for its options
              <div
                key={key}
                tabIndex={-1}
                id={optionId(key)}
                role="option"
                aria-selected={selected}
                aria-disabled={option.disabled || undefined}
                data-highlighted={key === highlighted || undefined}
                data-divide={option.divide || undefined}
                className={styles.option}
                onPointerMove={() => {
                  if (!option.disabled && key !== highlighted) dropdown.highlight(key);
                }}
                onClick={() => {
                  if (!option.disabled) dropdown.select(key);
                }}
              >
                <DropdownOptionContent option={option} />
                {selected ? <CheckIcon size={16} className={styles.check} /> : null}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );

  const focusInside = (event: Event) => {
    event.preventDefault();
    const target = searchable && !empty ? 'input' : '[role="listbox"]';
    contentRef.current?.querySelector<HTMLElement>(target)?.focus();
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (!interactedOutside.current) triggerRef.current?.focus();
    interactedOutside.current = false;
  };

  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} id={controlId}>
      {(control) => {
        const triggerText =
          selectedOptions.length === 0
            ? null
            : multiple
              ? selectedOptions.map(dropdownOptionText).join(', ')
              : null;
        const trigger = (
          <button
            ref={triggerRef}
            type="button"
            id={control.id}
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={view.isOpen}
            aria-controls={view.isOpen ? listId : undefined}
            aria-labelledby={labelId}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            aria-required={control['aria-required']}
            aria-readonly={readOnly || undefined}
            disabled={disabled}
            className={[fieldStyles.control, styles.trigger].join(' ')}
            data-readonly={readOnly || undefined}
            onClick={() => (view.isOpen ? dropdown.close() : openList())}
            onKeyDown={onTriggerKeyDown}
          >
            <span className={styles.value}>
              {selectedOptions.length === 0 ? (
                <span className={styles.placeholder}>{placeholder ?? t('ui.select_placeholder')}</span>
              ) : triggerText !== null ? (
                <span className={styles.optionText}>{triggerText}</span>
              ) : selectedOptions[0] ? (
                <DropdownOptionContent option={selectedOptions[0]} />
              ) : null}
            </span>
            {readOnly ? null : <ChevronDownIcon size={18} className={styles.chevron} />}
          </button>
        );
        if (asSheet) {
          return (
            <>
              {trigger}
              <Dialog.Root open={view.isOpen}>
                <Dialog.Portal>
                  <Dialog.Overlay className={styles.sheetOverlay} />
                  <Dialog.Content
                    ref={contentRef}
                    className={styles.sheet}
                    aria-describedby={undefined}
                    onOpenAutoFocus={focusInside}
                    onCloseAutoFocus={returnFocus}
                    onEscapeKeyDown={() => dropdown.escapePressed()}
                    onPointerDownOutside={() => {
                      interactedOutside.current = true;
                      dropdown.outsideClicked();
                    }}
                  >
                    <div className={styles.sheetHandle} aria-hidden="true" />
                    <Dialog.Title className={styles.sheetTitle}>{label}</Dialog.Title>
                    {list}
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            </>
          );
        }
        return (
          <Popover.Root open={view.isOpen}>
            <Popover.Anchor asChild>{trigger}</Popover.Anchor>
            <Popover.Portal>
              <Popover.Content
                ref={contentRef}
                aria-labelledby={labelId}
                className={styles.popover}
                align="start"
                sideOffset={6}
                collisionPadding={8}
                onOpenAutoFocus={focusInside}
                onCloseAutoFocus={returnFocus}
                onEscapeKeyDown={() => dropdown.escapePressed()}
                onInteractOutside={(event) => {
                  const target = event.target as Node | null;
                  // focus landing on nothing (a remount, a window switch) is not the person leaving the list
                  if (!target || target === document.body || triggerRef.current?.contains(target)) return;
                  interactedOutside.current = true;
                  dropdown.outsideClicked();
                }}
              >
                {list}
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        );
      }}
    </Field>
  );
}
