import type { Answer, InterviewAggregate } from '../../api/quiz.ts';

/** Poll figures of one option. */
export interface PollFigure {
  answerId: number;
  percent: number;
  count: number;
}

/** Percent and count per option, zero for options nobody chose. */
export function pollFigures(
  answers: readonly Answer[],
  aggregates: readonly InterviewAggregate[],
): PollFigure[] {
  return answers.map((answer) => {
    const aggregate = aggregates.find((entry) => entry.quiz_answer_id === answer.id);
    return { answerId: answer.id, percent: aggregate?.percent ?? 0, count: aggregate?.count ?? 0 };
  });
}
