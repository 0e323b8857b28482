import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  type DragEndEvent,
  type DragOverEvent,
  pointerWithin,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo } from 'react';
import type { CourseProgram } from '../../core/api/lessons.ts';
import { lessonPlace, moveLesson, programLessons } from '../../core/course-program/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';

// Dragging on the program page: sections are sortable among themselves, lessons within and across sections
// (a section's list is also a drop zone, so an empty section takes a lesson). Ids carry what they name.

/** What a drag id names. */
export type DragTarget =
  | { type: 'section'; id: number }
  | { type: 'lesson'; id: number }
  | { type: 'drop'; id: number };

export const sectionDragId = (id: number) => `section:${id}`;
export const lessonDragId = (id: number) => `lesson:${id}`;
export const sectionDropId = (id: number) => `drop:${id}`;

/** The section or lesson a drag id names. */
export function dragTargetOf(key: UniqueIdentifier | undefined | null): DragTarget | null {
  const [type, id] = String(key ?? '').split(':');
  const number = Number(id);
  if (!Number.isSafeInteger(number)) return null;
  return type === 'section' || type === 'lesson' || type === 'drop' ? { type, id: number } : null;
}

/**
 * Sections collide only with sections; a lesson with the lesson rows under the pointer, else a section's drop
 * zone under it, else (the keyboard, or between rows) the closest of both.
 */
export const programCollisions: CollisionDetection = (args) => {
  const kind = dragTargetOf(args.active.id)?.type;
  const of = (...types: DragTarget['type'][]) =>
    args.droppableContainers.filter((container) => {
      const target = dragTargetOf(container.id);
      return target !== null && types.includes(target.type);
    });
  if (kind === 'section') return closestCenter({ ...args, droppableContainers: of('section') });
  const lessons = of('lesson');
  const drops = of('drop');
  const overLesson = pointerWithin({ ...args, droppableContainers: lessons });
  if (overLesson.length > 0) return overLesson;
  const overDrop = pointerWithin({ ...args, droppableContainers: drops });
  if (overDrop.length > 0) return overDrop;
  return closestCenter({ ...args, droppableContainers: [...lessons, ...drops] });
};

/** Where a lesson dragged over a row or a drop zone goes: that row's place, or the end of that section. */
function placeOver(program: CourseProgram, over: DragTarget): { sectionId: number; index: number } | null {
  if (over.type === 'drop') {
    const section = program.sections.find((candidate) => candidate.id === over.id);
    return section ? { sectionId: section.id, index: section.lessons.length } : null;
  }
  if (over.type !== 'lesson') return null;
  const place = lessonPlace(program, over.id);
  return place && place.sectionId !== null ? { sectionId: place.sectionId, index: place.index } : null;
}

/**
 * While a lesson is dragged over another section, the program as it will look with the lesson there (the rows
 * make room); null when it changes nothing (a move within a section is drawn by the sortable list itself).
 */
export function previewOnDragOver(
  program: CourseProgram,
  { active, over }: DragOverEvent,
): CourseProgram | null {
  const dragged = dragTargetOf(active.id);
  const target = dragTargetOf(over?.id);
  if (dragged?.type !== 'lesson' || !target) return null;
  const from = lessonPlace(program, dragged.id);
  const to = placeOver(program, target);
  if (!from || !to || from.sectionId === to.sectionId) return null;
  return moveLesson(program, dragged.id, to.sectionId, to.index);
}

/** What a drop asks for: a lesson to a place in a section, a section to a place, or nothing. */
export type DropMove =
  | { type: 'lesson'; lessonId: number; sectionId: number; to: number }
  | { type: 'section'; sectionId: number; to: number };

/**
 * The move a drop makes, from the program as the drag left it (`shown`, with any preview) against the
 * program as saved on screen (`program`); null when the thing ends where it started.
 */
export function moveOnDragEnd(
  program: CourseProgram,
  shown: CourseProgram,
  { active, over }: DragEndEvent,
): DropMove | null {
  const dragged = dragTargetOf(active.id);
  const target = dragTargetOf(over?.id);
  if (!dragged) return null;
  if (dragged.type === 'section') {
    if (target?.type !== 'section') return null;
    const from = program.sections.findIndex((section) => section.id === dragged.id);
    const to = program.sections.findIndex((section) => section.id === target.id);
    return from < 0 || to < 0 || from === to ? null : { type: 'section', sectionId: dragged.id, to };
  }
  if (dragged.type !== 'lesson') return null;
  let final = shown;
  const now = lessonPlace(shown, dragged.id);
  const onto = target ? placeOver(shown, target) : null;
  if (
    now &&
    onto &&
    target?.type === 'lesson' &&
    onto.sectionId === now.sectionId &&
    target.id !== dragged.id
  )
    final = moveLesson(shown, dragged.id, onto.sectionId, onto.index);
  const end = lessonPlace(final, dragged.id);
  const start = lessonPlace(program, dragged.id);
  if (!end || end.sectionId === null || !start) return null;
  if (start.sectionId === end.sectionId && start.index === end.index) return null;
  return { type: 'lesson', lessonId: dragged.id, sectionId: end.sectionId, to: end.index };
}

/** dnd-kit's screen-reader texts for the program's sections and lessons, in the current language. */
export function useProgramDragAccessibility(program: CourseProgram | null): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  return useMemo(() => {
    const titleOf = (key: UniqueIdentifier): string => {
      const target = dragTargetOf(key);
      if (!program || !target) return '';
      if (target.type === 'lesson')
        return programLessons(program).find((lesson) => lesson.id === target.id)?.title ?? '';
      return program.sections.find((section) => section.id === target.id)?.title ?? '';
    };
    const over = (key: UniqueIdentifier, overKey: UniqueIdentifier) => {
      const dragged = dragTargetOf(key);
      const target = dragTargetOf(overKey);
      if (!program || !dragged || !target) return undefined;
      if (dragged.type === 'section') {
        const position = program.sections.findIndex((section) => section.id === target.id) + 1;
        return t('program.drag_over_section', {
          title: titleOf(key),
          position,
          count: program.sections.length,
        });
      }
      const place = placeOver(program, target);
      const section = program.sections.find((candidate) => candidate.id === place?.sectionId);
      return place && section
        ? t('program.drag_over_lesson', {
            title: titleOf(key),
            position: place.index + 1,
            section: section.title,
          })
        : undefined;
    };
    return {
      screenReaderInstructions: { draggable: t('program.drag_instructions') },
      announcements: {
        onDragStart: ({ active }) => t('program.drag_start', { title: titleOf(active.id) }),
        onDragOver: ({ active, over: target }) => (target ? over(active.id, target.id) : undefined),
        onDragEnd: ({ active, over: target }) =>
          target
            ? t('program.drag_end', { title: titleOf(active.id) })
            : t('program.drag_cancel', { title: titleOf(active.id) }),
        onDragCancel: ({ active }) => t('program.drag_cancel', { title: titleOf(active.id) }),
      },
    };
  }, [t, program]);
}
