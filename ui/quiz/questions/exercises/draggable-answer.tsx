import { useDraggable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { answerKey } from './matching-keys.ts';

/** A matching answer to drag onto a statement, or to press and then press its statement. */
export function DraggableAnswer({
  id,
  className,
  lineKey,
  bound,
  disabled,
  selected,
  onClick,
  children,
}: {
  id: number;
  className?: string;
  lineKey?: string;
  bound?: boolean;
  disabled: boolean;
  selected: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const drag = useDraggable({ id: answerKey(id), disabled });
  return (
    <button
      type="button"
      ref={drag.setNodeRef}
      className={className}
      data-line-key={lineKey}
      data-bound={bound || undefined}
      data-selected={selected || undefined}
      data-dragging={drag.isDragging || undefined}
      {...drag.attributes}
      {...drag.listeners}
      aria-roledescription={undefined}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
      {selected ? <span className="visually-hidden">{`, ${t('exercises.matching_selected')}`}</span> : null}
    </button>
  );
}
