import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ProgramLesson } from '../../core/api/lessons.ts';
import { LESSON_TITLE_MAX_LENGTH } from '../../core/course-program/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { GripIcon } from '../lesson-editor/block-types.tsx';
import { useLinkComponent } from '../primitives/index.ts';
import styles from './course-program.module.css';
import { lessonDragId } from './program-drag.ts';
import { ProgramItemActions } from './program-item-actions.tsx';
import { TitleForm } from './title-form.tsx';

/** Props of the ProgramLessonRow. */
export interface ProgramLessonRowProps {
  lesson: ProgramLesson;
  /** 0-based place in its group, and how many the group holds. */
  index: number;
  count: number;
  /** The section it stands in (for screen readers), or the outside group's name. */
  groupTitle: string;
  href: string;
  canEdit: boolean;
  /** Whether it can go up or down a step (across a section's edge too). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Lessons outside the sections are not dragged (they move up into a section by step). */
  draggable: boolean;
  hintId: string;
  onStep(direction: -1 | 1, via: 'key' | 'button'): void;
  onRename(title: string): void;
  onDelete(): void;
}

/**
 * A lesson of the program: its title links to its constructor; it is renamed in place, moved by the grip
 * (pointer, touch, keyboard), the up and down buttons or Alt+Arrow Up/Down on the focused row, and deleted.
 */
export function ProgramLessonRow(props: ProgramLessonRowProps) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const { lesson, index, count, canEdit } = props;
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: lessonDragId(lesson.id),
      disabled: !canEdit || !props.draggable,
    });
  const title = lesson.title;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    event.stopPropagation();
    if (!canEdit) return;
    const direction = event.key === 'ArrowUp' ? -1 : 1;
    if (direction === -1 ? props.canMoveUp : props.canMoveDown) props.onStep(direction, 'key');
  };
  const doneRenaming = () => {
    setRenaming(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <li
      ref={setNodeRef}
      className={styles.lessonItem}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <article
        className={styles.lesson}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a focused row takes Alt+Arrow Up/Down to move
        tabIndex={0}
        data-focus-key={lessonDragId(lesson.id)}
        aria-labelledby={titleId}
        aria-describedby={props.hintId}
        onKeyDown={onKeyDown}
      >
        {props.draggable ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={styles.handle}
            {...attributes}
            {...listeners}
            aria-label={t('program.drag_lesson', { title })}
            disabled={!canEdit}
          >
            <GripIcon size={18} />
          </button>
        ) : null}
        <span className={styles.number} aria-hidden="true">
          {index + 1}.
        </span>
        {renaming ? (
          <TitleForm
            label={t('program.lesson_title')}
            hideLabel
            initial={title}
            maxLength={LESSON_TITLE_MAX_LENGTH}
            onSubmit={(next) => {
              doneRenaming();
              if (next !== title) props.onRename(next);
            }}
            onCancel={doneRenaming}
          />
        ) : (
          <Link id={titleId} href={props.href} className={styles.lessonLink}>
            {title}
          </Link>
        )}
        {renaming ? (
          <span id={titleId} className="visually-hidden">
            {title}
          </span>
        ) : null}
        <span className="visually-hidden">
          {t('program.lesson_position', { position: index + 1, count, section: props.groupTitle })}
        </span>
        {renaming ? null : (
          <ProgramItemActions
            renameRef={renameButton}
            labels={{
              rename: t('program.rename_lesson', { title }),
              up: t('program.move_lesson_up', { title }),
              down: t('program.move_lesson_down', { title }),
              delete: t('program.delete_lesson', { title }),
            }}
            canEdit={canEdit}
            canMoveUp={props.canMoveUp}
            canMoveDown={props.canMoveDown}
            onRename={() => setRenaming(true)}
            onStep={props.onStep}
            onDelete={props.onDelete}
          />
        )}
      </article>
    </li>
  );
}
