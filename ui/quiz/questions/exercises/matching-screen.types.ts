import type { MatchingAnswer, MatchingReview } from '../../../../core/quiz/index.ts';
import type { QuestionScreenProps } from '../question-screen.types.ts';

/** What every matching layout receives: the question screen's props for a matching answer. */
export type MatchingProps = QuestionScreenProps<MatchingAnswer, MatchingReview>;

/** A matching layout while the student answers. */
export type InteractiveMatchingProps = Extract<MatchingProps, { mode: 'interactive' }>;

/** A matching layout in review. */
export type ReviewMatchingProps = Extract<MatchingProps, { mode: 'review' }>;
