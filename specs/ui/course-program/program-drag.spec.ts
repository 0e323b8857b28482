import type { DragEndEvent, DragOverEvent } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import {
  dragTargetOf,
  lessonDragId,
  moveOnDragEnd,
  previewOnDragOver,
  sectionDragId,
  sectionDropId,
} from '../../../ui/course-program/program-drag.ts';
import { programFixture, shape } from '../../core/course-program/course-program.fakes.ts';

// What a drag on the program page asks for: a lesson over another section's row or its empty list makes room
// there while dragging; the drop moves it (or a section) where it was let go, and nothing when it ends where
// it started.

const event = (active: string, over: string | null) =>
  ({ active: { id: active }, over: over === null ? null : { id: over } }) as unknown as DragOverEvent &
    DragEndEvent;

describe('dragging on the program page', () => {
  it('reads what a drag id names', () => {
    expect(dragTargetOf(lessonDragId(7))).toEqual({ type: 'lesson', id: 7 });
    expect(dragTargetOf(sectionDragId(3))).toEqual({ type: 'section', id: 3 });
    expect(dragTargetOf(sectionDropId(3))).toEqual({ type: 'drop', id: 3 });
    expect(dragTargetOf('lesson:x')).toBeNull();
    expect(dragTargetOf(null)).toBeNull();
  });

  it('makes room in another section while a lesson is over one of its rows or its empty list', () => {
    const program = programFixture();
    expect(shape(previewOnDragOver(program, event(lessonDragId(101), lessonDragId(104))))).toEqual([
      [11, [102]],
      [12, [103, 101, 104]],
      [13, []],
    ]);
    expect(shape(previewOnDragOver(program, event(lessonDragId(101), sectionDropId(13))))).toEqual([
      [11, [102]],
      [12, [103, 104]],
      [13, [101]],
    ]);
    // Within its own section the sortable list draws the move; sections make no preview.
    expect(previewOnDragOver(program, event(lessonDragId(101), lessonDragId(102)))).toBeNull();
    expect(previewOnDragOver(program, event(sectionDragId(11), sectionDragId(12)))).toBeNull();
  });

  it('drops a lesson where it was let go, within its section or in the one it was dragged to', () => {
    const program = programFixture();
    expect(moveOnDragEnd(program, program, event(lessonDragId(101), lessonDragId(102)))).toEqual({
      type: 'lesson',
      lessonId: 101,
      sectionId: 11,
      to: 1,
    });
    const shown = previewOnDragOver(program, event(lessonDragId(101), sectionDropId(13)))!;
    expect(moveOnDragEnd(program, shown, event(lessonDragId(101), sectionDropId(13)))).toEqual({
      type: 'lesson',
      lessonId: 101,
      sectionId: 13,
      to: 0,
    });
    expect(moveOnDragEnd(program, program, event(lessonDragId(101), lessonDragId(101)))).toBeNull();
    expect(moveOnDragEnd(program, program, event(lessonDragId(101), null))).toBeNull();
  });

  it('drops a section at the place of the section it was let go over', () => {
    const program = programFixture();
    expect(moveOnDragEnd(program, program, event(sectionDragId(13), sectionDragId(11)))).toEqual({
      type: 'section',
      sectionId: 13,
      to: 0,
    });
    expect(moveOnDragEnd(program, program, event(sectionDragId(13), lessonDragId(101)))).toBeNull();
  });
});
