import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { ProgramSection } from '../../core/api/lessons.ts';
import { LESSON_TITLE_MAX_LENGTH, SECTION_TITLE_MAX_LENGTH } from '../../core/course-program/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { PlusIcon } from '../icons/index.ts';
import { GripIcon } from '../lesson-editor/block-types.tsx';
import { Button, Spinner } from '../primitives/index.ts';
import styles from './course-program.module.css';
import { lessonDragId, sectionDragId, sectionDropId } from './program-drag.ts';
import { ProgramItemActions } from './program-item-actions.tsx';
import { TitleForm } from './title-form.tsx';

/** Props of the ProgramSectionCard. */
export interface ProgramSectionCardProps {
  section: ProgramSection;
  index: number;
  count: number;
  canEdit: boolean;
  /** Titles of the lessons being created in it. */
  creatingLessons: readonly string[];
  /** Its deletion is on its way. */
  deleting: boolean;
  hintId: string;
  onStep(direction: -1 | 1, via: 'key' | 'button'): void;
  onRename(title: string): void;
  onDelete(): void;
  onAddLesson(title: string): void;
  /** The lesson rows. */
  children: ReactNode;
}

/**
 * A program section: its title (renamed in place), its lessons as a sortable list that takes lessons dragged
 * from other sections, "Add lesson", and its moves (grip, up and down, Alt+Arrow on the focused section) and
 * deletion.
 */
export function ProgramSectionCard(props: ProgramSectionCardProps) {
  const { t } = useTranslation();
  const { section, index, count, canEdit } = props;
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const sortable = useSortable({ id: sectionDragId(section.id), disabled: !canEdit });
  const drop = useDroppable({ id: sectionDropId(section.id), disabled: !canEdit });
  const title = section.title;
  const lessonKeys = section.lessons.map((lesson) => lessonDragId(lesson.id));
  const empty = section.lessons.length === 0 && props.creatingLessons.length === 0;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    // The section moves from itself or its header; a lesson row takes its own Alt+Arrow.
    const target = event.target as Node;
    if (target !== event.currentTarget && !header.current?.contains(target)) return;
    if (target instanceof HTMLInputElement) return;
    event.preventDefault();
    if (!canEdit) return;
    const direction = event.key === 'ArrowUp' ? -1 : 1;
    if (direction === -1 ? index > 0 : index < count - 1) props.onStep(direction, 'key');
  };
  const focusLater = (button: { current: HTMLButtonElement | null }) =>
    requestAnimationFrame(() => button.current?.focus());

  return (
    <li
      ref={sortable.setNodeRef}
      className={styles.sectionItem}
      data-dragging={sortable.isDragging || undefined}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <section
        className={styles.section}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a focused section takes Alt+Arrow Up/Down to move
        tabIndex={0}
        data-focus-key={sectionDragId(section.id)}
        data-deleting={props.deleting || undefined}
        aria-labelledby={titleId}
        aria-describedby={props.hintId}
        onKeyDown={onKeyDown}
      >
        <div ref={header} className={styles.sectionHeader}>
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            className={styles.handle}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={t('program.drag_section', { title })}
            disabled={!canEdit}
          >
            <GripIcon size={18} />
          </button>
          {renaming ? (
            <>
              <span id={titleId} className="visually-hidden">
                {title}
              </span>
              <TitleForm
                label={t('program.section_title')}
                hideLabel
                initial={title}
                maxLength={SECTION_TITLE_MAX_LENGTH}
                onSubmit={(next) => {
                  setRenaming(false);
                  focusLater(renameButton);
                  if (next !== title) props.onRename(next);
                }}
                onCancel={() => {
                  setRenaming(false);
                  focusLater(renameButton);
                }}
              />
            </>
          ) : (
            <div className={styles.sectionHeading}>
              <h2 id={titleId} className={styles.sectionTitle}>
                {title}
              </h2>
              <span className={styles.count}>
                {t('program.lessons_count', { count: section.lessons.length })}
                <span className="visually-hidden">
                  , {t('program.section_position', { position: index + 1, count })}
                </span>
              </span>
            </div>
          )}
          {renaming ? null : (
            <ProgramItemActions
              renameRef={renameButton}
              labels={{
                rename: t('program.rename_section', { title }),
                up: t('program.move_section_up', { title }),
                down: t('program.move_section_down', { title }),
                delete: t('program.delete_section', { title }),
              }}
              canEdit={canEdit}
              canMoveUp={index > 0}
              canMoveDown={index < count - 1}
              onRename={() => setRenaming(true)}
              onStep={props.onStep}
              onDelete={props.onDelete}
            />
          )}
        </div>
        <SortableContext items={lessonKeys} strategy={verticalListSortingStrategy} disabled={!canEdit}>
          <ol
            ref={drop.setNodeRef}
            className={styles.lessons}
            data-over={drop.isOver || undefined}
            aria-label={t('program.section_lessons', { title })}
          >
            {props.children}
            {props.creatingLessons.map((creating, place) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same title may wait twice
              <li key={`${creating}-${place}`} className={styles.placeholder}>
                <Spinner size={14} decorative />
                {t('program.adding_lesson', { title: creating })}
              </li>
            ))}
            {empty ? <li className={styles.noLessons}>{t('program.no_lessons')}</li> : null}
          </ol>
        </SortableContext>
        <div className={styles.sectionFooter}>
          {adding ? (
            <TitleForm
              label={t('program.lesson_title')}
              maxLength={LESSON_TITLE_MAX_LENGTH}
              submitLabel={t('program.add')}
              onSubmit={(next) => {
                setAdding(false);
                focusLater(addButton);
                props.onAddLesson(next);
              }}
              onCancel={() => {
                setAdding(false);
                focusLater(addButton);
              }}
            />
          ) : (
            <Button
              ref={addButton}
              variant="secondary"
              size="sm"
              className={styles.addLesson}
              iconStart={<PlusIcon size={16} />}
              aria-label={t('program.add_lesson_to', { title })}
              disabled={!canEdit}
              onClick={() => setAdding(true)}
            >
              {t('program.add_lesson')}
            </Button>
          )}
        </div>
      </section>
    </li>
  );
}
