import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/** Who reads a question's review: the learner who answered, or an expert checking it. */
export type ReviewAudience = 'learner' | 'expert';

const ReviewAudienceContext = createContext<ReviewAudience>('learner');

/** Review screens inside speak to `audience` ("Your answer" for the learner, "Student's answer" for an expert). */
export function ReviewAudienceProvider({
  audience,
  children,
}: {
  audience: ReviewAudience;
  children: ReactNode;
}) {
  return <ReviewAudienceContext.Provider value={audience}>{children}</ReviewAudienceContext.Provider>;
}

const LABELS = {
  questions: { learner: 'questions.review_your_answer', expert: 'questions.review_student_answer' },
  exercises: { learner: 'exercises.your_answer', expert: 'exercises.student_answer' },
  files: { learner: 'questions.review_files', expert: 'questions.review_student_files' },
} as const;

/** The label of the answer (or of its files) under review, for whoever reads it, from the screen's own text group. */
export function useAnswerOwnerLabel(group: keyof typeof LABELS): string {
  const audience = useContext(ReviewAudienceContext);
  const { t } = useTranslation();
  return t(LABELS[group][audience]);
}
