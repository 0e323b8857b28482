/**
 * The sign-in page's served first paint (app/server/web/first-paint/sign-in-first-paint.ts): real inputs a
 * person may type in before the script runs, outside the app's root (which it hides while it is there).
 * The app's sign-in page starts from what they hold and where the caret was, then removes it in the same
 * frame as it draws its own form, so nothing typed is lost and there is never a second form on the page.
 */

/** The element of the served first paint (the server's `SIGN_IN_FIRST_PAINT_ELEMENT`). */
export const SIGN_IN_FIRST_PAINT_ELEMENT = 'sign-in-first-paint';

/** The sign-in form's fields that a person types in. */
export type ServedSignInField = 'email' | 'password';

/** What a person did on the served page before the app took over. */
export interface ServedSignIn {
  values: Record<ServedSignInField, string>;
  /** The field that had the focus, if any, with its caret (null where the input has none, as type=email). */
  focused: { field: ServedSignInField; selection: [number, number] | null } | null;
  /** A language picked in the served picker, or null when it was left as served. */
  language: string | null;
}

const servedElement = () =>
  typeof document === 'undefined' ? null : document.getElementById(SIGN_IN_FIRST_PAINT_ELEMENT);

function selectionOf(input: HTMLInputElement): [number, number] | null {
  try {
    return input.selectionStart === null || input.selectionEnd === null
      ? null
      : [input.selectionStart, input.selectionEnd];
  } catch {
    return null;
  }
}

/** The served form's values, focus and language choice, or null when the page has no served form. */
export function servedSignIn(): ServedSignIn | null {
  const served = servedElement();
  if (!served) return null;
  const input = (field: ServedSignInField) =>
    served.querySelector<HTMLInputElement>(`input[data-field="${field}"]`);
  const values = { email: input('email')?.value ?? '', password: input('password')?.value ?? '' };
  const active = document.activeElement;
  const field = (['email', 'password'] as const).find((name) => input(name) === active) ?? null;
  const picker = served.querySelector<HTMLSelectElement>('select[data-field="language"]');
  const asServed = picker ? [...picker.options].find((option) => option.defaultSelected)?.value : undefined;
  return {
    values,
    focused: field ? { field, selection: selectionOf(active as HTMLInputElement) } : null,
    language: picker && picker.value !== asServed ? picker.value : null,
  };
}

/** Takes the served page away (the app's root shows again). */
export function removeServedSignIn(): void {
  servedElement()?.remove();
}
