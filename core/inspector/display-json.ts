/** JSON for people: functions, Maps, Sets, Errors and actor references shown by what they are; repeats and cycles cut. */
export function toDisplayJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(
      value,
      (_key, item: unknown) => {
        if (typeof item === 'function') return `[function ${item.name || 'anonymous'}]`;
        if (typeof item === 'bigint') return `${item}n`;
        if (typeof item === 'undefined') return undefined;
        if (item === null || typeof item !== 'object') return item;
        if (item instanceof Error) return { error: item.name, message: item.message };
        if (item instanceof Map) return Object.fromEntries(item);
        if (item instanceof Set) return [...item];
        if ('sessionId' in item && 'send' in item) return `[actor ${(item as { id?: string }).id ?? ''}]`;
        if (seen.has(item)) return '[seen above]';
        seen.add(item);
        return item;
      },
      2,
    ) ?? 'undefined'
  );
}
