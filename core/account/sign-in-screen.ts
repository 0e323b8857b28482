// The sign-in page's words and fields, described once: the app's page (app/web/pages/sign-in-page.tsx)
// and the server's first paint of it (app/server/web/first-paint/sign-in-first-paint.ts) both draw this,
// so what a visitor sees before the script runs is what the app shows after, in the same order.

/** A field of the sign-in form: its name in the request, label and the input's attributes. */
export interface SignInField {
  name: 'email' | 'password';
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password';
  inputMode: 'email' | undefined;
}

/** The sign-in page: its header, card (heading, lead, form) and footer, with the viewer's words. */
export interface SignInScreen {
  /** The header's brand and the language picker's label. */
  brand: string;
  languageLabel: string;
  /** Each language named in itself, in the picker's order. */
  languages: { code: string; name: string }[];
  title: string;
  lead: string;
  /** The email field, then the password field. */
  fields: readonly [SignInField, SignInField];
  /** Read after a required field's label by screen readers ("required"). */
  requiredText: string;
  submit: string;
  forgotPassword: { text: string; href: '/restore' };
  or: string;
  codeHint: string;
  codeSend: string;
  footer: { text: string; link: string; pathname: '/sign-up' };
  /** Under the buttons while the script has not taken the page over yet (the served page only). */
  loadingNote: string;
}

/** A text of the interface by its `group.key` in the viewer's language. */
export type ScreenText = (key: string) => string;

/** The sign-in page's parts in the viewer's language (`languages`: the interface's language codes). */
export function signInScreen(text: ScreenText, languages: readonly string[]): SignInScreen {
  return {
    brand: text('common.product_name'),
    languageLabel: text('common.language'),
    languages: languages.map((code) => ({ code, name: text(`common.language_${code}`) })),
    title: text('auth.sign_in_title'),
    lead: text('auth.sign_in_lead'),
    fields: [
      {
        name: 'email',
        label: text('auth.email'),
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
      },
      {
        name: 'password',
        label: text('auth.password'),
        type: 'password',
        autoComplete: 'current-password',
        inputMode: undefined,
      },
    ],
    requiredText: text('ui.required'),
    submit: text('auth.sign_in'),
    forgotPassword: { text: text('auth.forgot_password'), href: '/restore' },
    or: text('auth.code_or'),
    codeHint: text('auth.code_hint'),
    codeSend: text('auth.code_send'),
    footer: { text: text('auth.no_account'), link: text('auth.to_sign_up'), pathname: '/sign-up' },
    loadingNote: text('auth.form_loading'),
  };
}
