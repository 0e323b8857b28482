/** Latin spelling of Ukrainian and Russian letters for addresses (the Ukrainian national system, plus ё ъ ы э). */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ё: 'io',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/** Longest slug kept; long titles are cut at a word boundary. */
export const SLUG_MAX_LENGTH = 80;

/**
 * The address form of a title: lower-case Latin letters, digits and single hyphens.
 * `Українська для початківців` → `ukrainska-dlia-pochatkivtsiv`. Empty when nothing is left.
 */
export function slugify(title: string): string {
  const latin = [...title.normalize('NFKD').toLowerCase()]
    .map((char) => CYRILLIC_TO_LATIN[char] ?? char)
    .join('')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** `base`, or `base-2`, `base-3`… — the first not in `taken`. An empty base becomes `course`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, fallback = 'course'): string {
  const root = base || fallback;
  if (!taken.has(root)) return root;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${root}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
