/**
 * A fixed-window budget per key: at most `limit` takes per `windowMs`. Keys whose window has passed are
 * swept as new ones arrive, so the map holds only the callers of the current window.
 */
export class ReportBudget {
  readonly #windows = new Map<string, { start: number; used: number }>();

  readonly limit: number;
  readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Takes one unit of the key's budget at `now`; false when it is spent for this window. */
  take(key: string, now: number): boolean {
    if (this.#windows.size > 10_000) this.#sweep(now);
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.#windows.set(key, { start: now, used: 1 });
      return true;
    }
    if (window.used >= this.limit) return false;
    window.used += 1;
    return true;
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.windowMs) this.#windows.delete(key);
    }
  }
}
