import type { JSX } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';

/**
 * A lesson's comment unit (spec 3 §2): the comment thread of a lesson or of one of its info units.
 * The lesson page renders it for every comment unit; `lessonId` names the lesson the unit belongs to.
 */
export function CommentsUnit(props: {
  commentableType: 'lesson' | 'info-unit';
  commentableId: number;
  lessonId: number;
}): JSX.Element {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`comments-${props.commentableType}-${props.commentableId}`}>
      <h2 id={`comments-${props.commentableType}-${props.commentableId}`}>{t('comments.title')}</h2>
    </section>
  );
}
