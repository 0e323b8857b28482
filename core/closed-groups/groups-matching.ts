import type { ClosedGroup } from '../api/lessons.ts';

/** The groups whose title holds the search (trimmed, any case), in the order given; all for an empty search. */
export function groupsMatching<T extends Pick<ClosedGroup, 'title'>>(
  groups: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...groups];
  return groups.filter((group) => group.title.toLocaleLowerCase().includes(needle));
}
