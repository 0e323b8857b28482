/** Why a title cannot be taken: blank, or longer than its limit. */
export type TitleProblem = 'empty' | 'tooLong';

/** What is wrong with a typed title (trimmed, as the server reads it), or null when it can be saved. */
export function titleProblem(title: string, maxLength: number): TitleProblem | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'empty';
  return trimmed.length > maxLength ? 'tooLong' : null;
}
