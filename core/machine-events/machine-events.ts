// Small readers the statecharts share: what an invoked actor's done or error event carries, and one
// transition for each of a list of event types.

/** The `error` of an actor's error event. */
export const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** The `output` of an actor's done event. */
export const outputOf = <T>(event: unknown): T => (event as { output: T }).output;

/** The same transition for every event type listed (the edits a state takes alike). */
export function onEach<const Types extends readonly string[], T>(
  types: Types,
  transition: T,
): Record<Types[number], T> {
  return Object.fromEntries(types.map((type) => [type, transition])) as Record<Types[number], T>;
}
