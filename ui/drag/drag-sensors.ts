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
  // The options are constants: dnd-kit keeps a sensor while its options are the same object, and new
  // sensors on every render would render every draggable of the list again (a long lesson's keystrokes).
  return useSensors(
    useSensor(MouseAndPenSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, sortable ? SORTABLE_KEYBOARD_OPTIONS : KEYBOARD_OPTIONS),
  );
}

const MOUSE_OPTIONS = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 180, tolerance: 8 } };
const KEYBOARD_OPTIONS = { keyboardCodes: KEYBOARD_CODES };
const SORTABLE_KEYBOARD_OPTIONS = {
  keyboardCodes: KEYBOARD_CODES,
  coordinateGetter: sortableKeyboardCoordinates,
};
