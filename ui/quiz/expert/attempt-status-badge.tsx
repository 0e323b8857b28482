import type { AttemptStatusId } from '../../../core/api/quiz.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Badge, type BadgeTone } from '../../primitives/index.ts';

/** Spec 3 §4: passed green, failed red, needs rework orange; the rest neutral or brand. */
const TONES: Record<AttemptStatusId, BadgeTone> = {
  1: 'success',
  2: 'danger',
  3: 'warning',
  4: 'brand',
  5: 'neutral',
  6: 'brand',
};

/** An attempt's status (1–6) as a coloured badge. */
export function AttemptStatusBadge({ statusId }: { statusId: AttemptStatusId }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[statusId]} dot data-status={statusId}>
      {t(`expert.quiz_review_status_${statusId}`)}
    </Badge>
  );
}
