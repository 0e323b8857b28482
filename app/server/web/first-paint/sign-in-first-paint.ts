import { type SignInScreen, signInScreen } from '../../../../core/account/index.ts';
import { LANGUAGES, type Language } from '../../../../core/api/translations.ts';
import { type TranslationCatalog, translate } from '../../../../core/i18n/translate.ts';
import { escapeHtml } from '../../../../core/lessons/render-editor-doc.ts';
import { FIRST_PAINT_TEXT_FONT } from './first-paint-styles.ts';

/** The element of the sign-in page's served first paint (app/web/pages/sign-in-first-paint.ts reads it). */
export const SIGN_IN_FIRST_PAINT_ELEMENT = 'sign-in-first-paint';

const FP = `#${SIGN_IN_FIRST_PAINT_ELEMENT}`;

/**
 * The numbers of the app's sign-in page (app/web/pages/auth-layout.module.css, auth-form.module.css,
 * ui/primitives/field.module.css and button.module.css, app/web/language/language-switcher.module.css)
 * over the same design tokens (the entry's style sheet, in the page), so the app's page takes the same
 * boxes when it replaces this one. The app's root stays hidden while this is in the page: one form, one
 * page, for the eye and for a screen reader.
 */
const STYLE = [
  `${FP}~#root{display:none}`,
  `${FP} .page{min-height:100vh;display:flex;flex-direction:column;background:radial-gradient(1200px 600px at 10% -10%,color-mix(in srgb,var(--color-brand) 14%,transparent),transparent 60%),radial-gradient(900px 500px at 110% 10%,color-mix(in srgb,var(--color-brand) 8%,transparent),transparent 60%),var(--color-bg)}`,
  `${FP} .top{display:flex;align-items:center;justify-content:space-between;padding:var(--space-4) var(--space-6)}`,
  `${FP} .brand{display:inline-flex;align-items:center;gap:var(--space-2);font-weight:var(--font-weight-bold);font-size:var(--font-size-xl);letter-spacing:var(--letter-spacing-heading);color:var(--color-text)}`,
  `${FP} .mark{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:var(--radius-md);background:var(--color-brand);color:var(--color-brand-contrast);font-size:var(--font-size-lg)}`,
  `${FP} .switcher{position:relative;display:inline-flex;align-items:center}`,
  `${FP} select{appearance:none;font:inherit;font-size:var(--font-size-sm);font-weight:var(--font-weight-medium);color:var(--color-text);background:var(--color-surface) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%23575e75' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E") no-repeat right 10px center;border:1px solid var(--color-border);border-radius:var(--radius-md);padding:6px 30px 6px 12px;min-height:36px}`,
  `${FP} .main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:var(--space-6) var(--space-4) var(--space-16)}`,
  `${FP} .card{width:100%;max-width:420px;background:var(--color-surface);border:1px solid var(--color-border);border-radius:var(--radius-xl);box-shadow:var(--shadow-lg,0 12px 32px rgb(16 20 38 / .08));padding:var(--space-8)}`,
  `${FP} h1{margin:0 0 var(--space-2);font-size:var(--font-size-2xl);letter-spacing:var(--letter-spacing-heading)}`,
  `${FP} .lead{margin:0 0 var(--space-6);color:var(--color-text-muted)}`,
  `${FP} .footer{margin-top:var(--space-6);color:var(--color-text-muted)}`,
  `${FP} .footer a{color:var(--color-brand);font-weight:var(--font-weight-medium)}`,
  `@media (max-width:640px){${FP} .card{padding:var(--space-6) var(--space-5);border-radius:var(--radius-lg)}${FP} .top{padding:var(--space-3) var(--space-4)}}`,
  `${FP} form{display:flex;flex-direction:column;gap:var(--space-4)}`,
  `${FP} .or{display:flex;align-items:center;gap:var(--space-3);color:var(--color-text-muted);font-size:var(--font-size-sm)}`,
  `${FP} .or::before,${FP} .or::after{content:'';flex:1;border-top:1px solid var(--color-border)}`,
  `${FP} .hint,${FP} .note{margin:0;color:var(--color-text-muted);font-size:var(--font-size-md);line-height:var(--line-height-normal)}`,
  // Out of the card's flow (the card is centred: a taller one would sit higher than the app's), at the foot of the screen.
  `${FP} .note{position:fixed;inset:auto 0 0;padding:var(--space-3) var(--space-4);border-top:1px solid var(--color-border);background:var(--color-surface);text-align:center}`,
  `${FP} .field{display:flex;flex-direction:column;gap:var(--space-1);min-width:0}`,
  `${FP} .field label{font-size:var(--font-size-sm);font-weight:var(--font-weight-medium);color:var(--color-text);line-height:var(--line-height-tight);margin-bottom:2px}`,
  `${FP} .asterisk{color:var(--color-danger-text);margin-left:2px}`,
  `${FP} input{width:100%;min-height:var(--control-height-md);padding:0 var(--space-3);border:1px solid var(--color-border-strong);border-radius:var(--radius-md);background:var(--color-surface);color:var(--color-text);font-size:var(--font-size-md);box-shadow:var(--shadow-xs)}`,
  `${FP} input:focus{outline:none;border-color:var(--color-brand);box-shadow:var(--focus-ring)}`,
  `${FP} [data-button]{--button-bg:var(--color-brand);--button-fg:var(--color-brand-contrast);--button-border:transparent;position:relative;display:inline-flex;align-items:center;justify-content:center;gap:var(--space-2);width:100%;height:var(--control-height-lg);padding:0 var(--space-6);border:1px solid var(--button-border);border-radius:var(--radius-md);background:var(--button-bg);color:var(--button-fg);font:inherit;font-size:var(--font-size-lg);font-weight:var(--font-weight-semibold);line-height:1;letter-spacing:var(--letter-spacing-tight);white-space:nowrap;box-shadow:var(--shadow-xs)}`,
  `${FP} [data-button="secondary"]{--button-bg:var(--color-surface);--button-fg:var(--color-text);--button-border:var(--color-border-strong)}`,
  `${FP} [data-button]:disabled{cursor:progress;opacity:.5}`,
  // The paragraphs the app draws again, the page's largest texts, wait for their own Inter face
  // (first-paint-styles.ts); the note, which the app never draws, shows at once in whatever face is there.
  `${FP} :is(.lead,.hint){font-family:"${FIRST_PAINT_TEXT_FONT}",var(--font-sans)}`,
].join('');

/** A required field's label as the app's Field draws it: the words, a red asterisk, "(required)" for screen readers. */
const requiredLabel = (label: string, requiredText: string) =>
  `${escapeHtml(label)}<span class="asterisk" aria-hidden="true">*</span><span class="visually-hidden"> (${escapeHtml(requiredText)})</span>`;

/** Where the page was asked for: its search (`?next=…`) goes with the link to sign-up, as in the app. */
export interface SignInFirstPaintPlace {
  /** The page's language (`<select>`'s choice). */
  language: string;
  /** The address's search without `?`, as the app's `URLSearchParams.toString()` writes it. */
  search: string;
}

/**
 * The sign-in page drawn from the one description the app draws too (`signInScreen`, core/account):
 * header, heading, lead, the real email and password inputs, the buttons and links, in the viewer's
 * language, every text escaped. The inputs take typing at once; the app starts from what was typed and
 * where the caret was (app/web/pages/sign-in-first-paint.ts). Until the app has taken over, both buttons
 * are disabled under a visible "Loading…" note, and the form has no address and its fields no names, so
 * Enter or a tap sends nothing anywhere (docs/account.md, "The served sign-in page").
 */
export function signInFirstPaintHtml(screen: SignInScreen, place: SignInFirstPaintPlace): string {
  const id = (name: string) => `${SIGN_IN_FIRST_PAINT_ELEMENT}-${name}`;
  const options = screen.languages
    .map(
      ({ code, name }) =>
        `<option value="${escapeHtml(code)}" lang="${escapeHtml(code)}"${code === place.language ? ' selected' : ''}>${escapeHtml(name)}</option>`,
    )
    .join('');
  const fields = screen.fields
    .map(
      (field) =>
        `<div class="field"><label for="${id(field.name)}">${requiredLabel(field.label, screen.requiredText)}</label><input id="${id(field.name)}" data-field="${field.name}" type="${field.type}" autocomplete="${field.autoComplete}"${field.inputMode ? ` inputmode="${field.inputMode}"` : ''} required aria-required="true"></div>`,
    )
    .join('');
  const signUp = `${screen.footer.pathname}${place.search ? `?${place.search}` : ''}`;
  return [
    `<div id="${SIGN_IN_FIRST_PAINT_ELEMENT}"><style>${STYLE}</style><div class="page">`,
    `<header class="top"><span class="brand"><span class="mark" aria-hidden="true">L</span>${escapeHtml(screen.brand)}</span>`,
    `<div class="switcher"><label for="${id('language')}" class="visually-hidden">${escapeHtml(screen.languageLabel)}</label><select id="${id('language')}" data-field="language">${options}</select></div></header>`,
    `<main class="main"><section class="card" aria-labelledby="${id('title')}"><h1 id="${id('title')}">${escapeHtml(screen.title)}</h1><p class="lead">${escapeHtml(screen.lead)}</p>`,
    `<form novalidate aria-describedby="${id('note')}">${fields}`,
    `<button type="submit" data-button="primary" disabled>${escapeHtml(screen.submit)}</button>`,
    `<a href="${screen.forgotPassword.href}">${escapeHtml(screen.forgotPassword.text)}</a>`,
    `<div class="or">${escapeHtml(screen.or)}</div><p class="hint">${escapeHtml(screen.codeHint)}</p>`,
    `<button type="button" data-button="secondary" disabled>${escapeHtml(screen.codeSend)}</button>`,
    `<p class="note" id="${id('note')}" role="status">${escapeHtml(screen.loadingNote)}</p></form></section>`,
    `<p class="footer">${escapeHtml(screen.footer.text)} <a href="${escapeHtml(signUp)}">${escapeHtml(screen.footer.link)}</a></p>`,
    '</main></div></div>',
  ].join('');
}

/** What the sign-in page's first paint is drawn for: the page's language and texts, and whether the caller is signed in. */
export interface SignInFirstPaintPage {
  language: Language;
  /** The translation groups the page carries, in `language`. */
  catalog: TranslationCatalog;
  signedIn: boolean;
}

/**
 * The sign-in page's first paint with the page's translations (a missing text falls back as the app's
 * `t()` does); nothing for a signed-in caller, whom the app sends on from the sign-in page.
 */
export function signInFirstPaint(page: SignInFirstPaintPage): string {
  if (page.signedIn) return '';
  const text = (key: string) => translate(page.language, { current: page.catalog }, key);
  return signInFirstPaintHtml(signInScreen(text, LANGUAGES), { language: page.language, search: '' });
}
