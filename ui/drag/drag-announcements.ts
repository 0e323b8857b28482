import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';

/** The text keys of a sortable list's screen-reader texts, and the placeholder its item's name fills. */
export interface DragTexts {
  instructions: string;
  start: string;
  over: string;
  end: string;
  cancel: string;
  /** `title` for `:title`, `item` for `:item`. */
  nameParam: string;
}

/** dnd-kit's screen-reader texts for a sortable list, in the current language (the name, place and count). */
export function useDragAnnouncements(
  texts: DragTexts,
  nameOf: (key: UniqueIdentifier) => string,
  positionOf: (key: UniqueIdentifier) => number,
  count: number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();
  return useMemo(() => {
    const words = (key: UniqueIdentifier, over?: UniqueIdentifier) => ({
      [texts.nameParam]: nameOf(key),
      position: positionOf(over ?? key) + 1,
      count,
    });
    return {
      screenReaderInstructions: { draggable: t(texts.instructions) },
      announcements: {
        onDragStart: ({ active }) => t(texts.start, words(active.id)),
        onDragOver: ({ active, over }) => (over ? t(texts.over, words(active.id, over.id)) : undefined),
        onDragEnd: ({ active, over }) =>
          over ? t(texts.end, words(active.id, over.id)) : t(texts.cancel, words(active.id)),
        onDragCancel: ({ active }) => t(texts.cancel, words(active.id)),
      },
    };
  }, [t, texts, nameOf, positionOf, count]);
}
