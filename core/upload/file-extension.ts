/** The extension of a file name, lower-case, without the dot; empty when there is none. */
export function fileExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether a name passes an accepted-extension list; an empty list accepts any file (spec 2 §5). */
export function isExtensionAccepted(name: string, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const extension = fileExtension(name);
  return accepted.some((entry) => entry.replace(/^\./, '').toLowerCase() === extension && extension !== '');
}
