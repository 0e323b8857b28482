import type { Answer, InterviewAggregate } from '../../api/quiz.ts';

/** Poll figures of one option. */
export interface PollFigure {
  answerId: number;
  percent: number;
  count: number;
}

/** How many stored answers chose an option of a poll question. */
export interface PollCount {
  questionId: number;
  answerId: number;
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

/** The aggregates of counted choices (spec 2 §3): each option's count and its share of its question's choices, to hundredths. */
export function pollAggregatesOf(counts: readonly PollCount[]): InterviewAggregate[] {
  const merged = new Map<number, PollCount>();
  for (const entry of counts) {
    const known = merged.get(entry.answerId);
    merged.set(entry.answerId, { ...entry, count: (known?.count ?? 0) + entry.count });
  }
  const totals = new Map<number, number>();
  for (const entry of merged.values())
    totals.set(entry.questionId, (totals.get(entry.questionId) ?? 0) + entry.count);
  return [...merged.values()].map((entry) => ({
    quiz_answer_id: entry.answerId,
    count: entry.count,
    percent: Math.round((entry.count / (totals.get(entry.questionId) || 1)) * 10_000) / 100,
  }));
}
