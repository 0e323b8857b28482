import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';

/** dnd-kit's screen-reader texts for block cards, in the current language. */
export function useBlockDragAccessibility(
  titleOf: (key: UniqueIdentifier) => string,
  positionOf: (key: UniqueIdentifier) => number,
  count: number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();
  return useMemo(() => {
    const words = (key: UniqueIdentifier, over?: UniqueIdentifier) => ({
      title: titleOf(key),
      position: positionOf(over ?? key) + 1,
      count,
    });
    return {
      screenReaderInstructions: { draggable: t('editor.drag_instructions') },
      announcements: {
        onDragStart: ({ active }) => t('editor.drag_start', words(active.id)),
        onDragOver: ({ active, over }) =>
          over ? t('editor.drag_over', words(active.id, over.id)) : undefined,
        onDragEnd: ({ active, over }) =>
          over ? t('editor.drag_end', words(active.id, over.id)) : t('editor.drag_cancel', words(active.id)),
        onDragCancel: ({ active }) => t('editor.drag_cancel', words(active.id)),
      },
    };
  }, [t, titleOf, positionOf, count]);
}
