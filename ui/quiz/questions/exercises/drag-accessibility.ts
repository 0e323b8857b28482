import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/i18n-context.tsx';

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
