/**
 * How points accrue (docs/account.md): a finished lesson and a passed quiz each earn points once.
 * Nothing deducts points yet; `sum_deducted_points` is kept for when something does.
 */
export const REWARD_POINTS = {
  lessonFinished: 10,
  quizPassed: 20,
} as const;

/** The three sums of the rewards screen from the entries' points (negative points are deductions). */
export function rewardSums(points: readonly number[]): {
  sum_points: number;
  sum_accrued_points: number;
  sum_deducted_points: number;
} {
  let accrued = 0;
  let deducted = 0;
  for (const value of points) {
    if (value >= 0) accrued += value;
    else deducted -= value;
  }
  return { sum_points: accrued - deducted, sum_accrued_points: accrued, sum_deducted_points: deducted };
}

/** Points over time for the chart: the running total at the end of each day that earned any (UTC days). */
export function pointsOverTime(
  entries: readonly { points: number; created_at: string }[],
): { day: string; total: number }[] {
  const byDay = new Map<string, number>();
  for (const entry of entries) {
    const day = entry.created_at.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + entry.points);
  }
  let total = 0;
  return [...byDay.keys()].sort().map((day) => {
    total += byDay.get(day) ?? 0;
    return { day, total };
  });
}
