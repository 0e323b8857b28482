import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/i18n-context.tsx';

/** Space picks up and drops; Enter stays a click, so every item can also be placed without dragging. */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** Pointer drags for mouse and pen; fingers go to the touch sensor, whose press delay leaves scrolling alone. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: { nativeEvent: PointerEvent }) =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== 'touch',
    },
  ];
}

/** Mouse, touch (after a short press, so the page still scrolls) and keyboard sensors for every exercise drag. */
export function useExerciseSensors(sortable = false) {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: KEYBOARD_CODES,
      ...(sortable ? { coordinateGetter: sortableKeyboardCoordinates } : {}),
    }),
  );
}

/** dnd-kit's screen-reader texts in the current language; `nameOf` turns a draggable or drop id into words. */
export function useDragAccessibility(nameOf: (id: UniqueIdentifier) => string): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      screenReaderInstructions: { draggable: t('exercises.drag_instructions') },
      announcements: {
        onDragStart: ({ active }) => t('exercises.drag_start', { item: nameOf(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('exercises.drag_over', { item: nameOf(active.id), target: nameOf(over.id) })
            : t('exercises.drag_over_nothing', { item: nameOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('exercises.drag_dropped', { item: nameOf(active.id), target: nameOf(over.id) })
            : t('exercises.drag_dropped_nowhere', { item: nameOf(active.id) }),
        onDragCancel: ({ active }) => t('exercises.drag_cancelled', { item: nameOf(active.id) }),
      },
    }),
    [t, nameOf],
  );
}
