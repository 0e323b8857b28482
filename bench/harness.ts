/** One measured case: a name and the work of one iteration. */
export interface BenchCase {
  name: string;
  run: () => Promise<unknown> | unknown;
}

/** What a case measured: per-iteration times in milliseconds. */
export interface BenchResult {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  opsPerSecond: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * Runs a case for about `budgetMs` after a warm-up and reports its median and 95th percentile.
 * Cases that are compared run in the same process one after another, so a noisy machine slows both.
 */
export async function measure(bench: BenchCase, budgetMs = 1500, warmup = 20): Promise<BenchResult> {
  for (let index = 0; index < warmup; index += 1) await bench.run();
  const times: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (performance.now() < deadline || times.length < 30) {
    const start = performance.now();
    await bench.run();
    times.push(performance.now() - start);
  }
  return summarize(bench.name, times);
}

/** The median and 95th percentile of per-iteration times (ms) gathered by a bench of its own. */
export function summarize(name: string, times: readonly number[]): BenchResult {
  const sorted = [...times].sort((a, b) => a - b);
  const medianMs = percentile(sorted, 0.5);
  return {
    name,
    iterations: sorted.length,
    medianMs,
    p95Ms: percentile(sorted, 0.95),
    opsPerSecond: medianMs > 0 ? 1000 / medianMs : Number.POSITIVE_INFINITY,
  };
}

/** A markdown table of a comparison: each measured case against the baseline of the same run. */
export function comparisonTable(baseline: BenchResult, measured: BenchResult[]): string {
  const rows = [baseline, ...measured].map((result) => {
    const ratio = result === baseline ? 'baseline' : `${(result.medianMs / baseline.medianMs).toFixed(2)}×`;
    return `| ${result.name} | ${result.iterations} | ${result.medianMs.toFixed(3)} | ${result.p95Ms.toFixed(3)} | ${ratio} |`;
  });
  return ['| case | iterations | median ms | p95 ms | vs baseline |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}
