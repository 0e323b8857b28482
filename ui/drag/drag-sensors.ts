import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

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

/**
 * Mouse, touch (after a short press, so the page still scrolls) and keyboard sensors for every drag of
 * the app: the quiz's exercises and the lesson constructor's blocks. `sortable` moves by list position.
 */
export function useDragSensors(sortable = false) {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: KEYBOARD_CODES,
      ...(sortable ? { coordinateGetter: sortableKeyboardCoordinates } : {}),
    }),
  );
}
