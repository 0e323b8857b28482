import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { type DragTexts, useDragAnnouncements } from '../drag/drag-announcements.ts';

const BLOCK_TEXTS: DragTexts = {
  instructions: 'editor.drag_instructions',
  start: 'editor.drag_start',
  over: 'editor.drag_over',
  end: 'editor.drag_end',
  cancel: 'editor.drag_cancel',
  nameParam: 'title',
};

/** dnd-kit's screen-reader texts for block cards, in the current language. */
export function useBlockDragAccessibility(
  titleOf: (key: UniqueIdentifier) => string,
  positionOf: (key: UniqueIdentifier) => number,
  count: number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return useDragAnnouncements(BLOCK_TEXTS, titleOf, positionOf, count);
}
