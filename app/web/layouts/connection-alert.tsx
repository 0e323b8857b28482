/** Placeholder until ui/network lands; replaced in the same session. */
export function ConnectionAlert() {
  return null;
}
