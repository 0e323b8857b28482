/** What the expert's part of the quiz page needs: the quiz and its call base (`/lessons/{id}` or `/info-units/{id}`). */
export interface ExpertQuizViewProps {
  quizId: number;
  /** The call base of spec 2 §7, e.g. `/lessons/12`. */
  base: string;
}

/** The expert's view of a quiz's attempts (spec 2 §2 and §6): history, answers, review actions. */
export function ExpertQuizView(_props: ExpertQuizViewProps) {
  return null;
}
