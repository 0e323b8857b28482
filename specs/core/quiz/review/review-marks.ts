/** Every part mark found anywhere in a review detail. */
export function marksIn(detail: unknown): unknown[] {
  if (Array.isArray(detail)) return detail.flatMap(marksIn);
  if (detail === null || typeof detail !== 'object') return [];
  return Object.entries(detail).flatMap(([key, value]) => (key === 'mark' ? [value] : marksIn(value)));
}
