import { matchingLayout } from '../../../../core/quiz/index.ts';
import { MatchingBuckets } from './matching-buckets.tsx';
import { MatchingColumns } from './matching-columns.tsx';
import { MatchingDropdowns } from './matching-dropdowns.tsx';
import { MatchingReviewCards } from './matching-review-cards.tsx';
import type { MatchingProps } from './matching-screen.types.ts';
import { useScreenWidth } from './screen-width.tsx';

/** Matching (conformity): one-to-one with lines above 760 px, a phone variant, many-to-one and combined dropdowns. */
export function MatchingScreen(props: MatchingProps) {
  const layout = matchingLayout(props.question, useScreenWidth());
  if (props.mode === 'review')
    return layout === 'one-to-one-desktop' ? (
      <MatchingColumns {...props} />
    ) : (
      <MatchingReviewCards {...props} />
    );
  if (layout === 'one-to-one-desktop') return <MatchingColumns {...props} />;
  if (layout === 'many-to-one') return <MatchingBuckets {...props} />;
  return <MatchingDropdowns {...props} />;
}
