import { BUILDER_BUTTON_CLASS, BUTTON_DEFAULTS, type ButtonLinkType } from '../editor.constants.ts';
import { isSafeLinkHref } from '../link/link-rules.ts';

// The button dialog's model (spec 1 §3 Button model, §4 Button dialog, §5): text, link, colour, font,
// background; four kinds of link. Only a plain link is checked (it must parse as a URL).

export interface ButtonModel {
  text: string;
  linkType: ButtonLinkType;
  /** A URL for 'link'; a closed group's or block's id for the others. */
  link: string;
  color: string;
  family: string;
  background: string;
}

export const NEW_BUTTON: ButtonModel = { text: '', linkType: 'link', link: '', ...BUTTON_DEFAULTS };

/** The link types a route offers: the lesson's blocks only in the constructor, the page's only in public page settings. */
export function buttonLinkTypes(route: 'constructor' | 'public-page' | 'other'): ButtonLinkType[] {
  return [
    'link',
    'closed-group',
    ...(route === 'constructor' ? (['lesson-block'] as const) : []),
    ...(route === 'public-page' ? (['public-page-block'] as const) : []),
  ];
}

/** Whether a plain link parses as a URL (the dialog shows 'invalid url' and disables Save otherwise). */
export function isButtonUrl(link: string): boolean {
  try {
    new URL(link.trim());
    return isSafeLinkHref(link.trim());
  } catch {
    return false;
  }
}

/** The address a button points at: the URL, '/group-access/{id}' or '#unit-{id}'; null when it cannot be built. */
export function buttonHref(model: Pick<ButtonModel, 'linkType' | 'link'>): string | null {
  const link = model.link.trim();
  if (model.linkType === 'link') return isButtonUrl(link) ? link : null;
  if (!/^\d{1,10}$/.test(link)) return null;
  return model.linkType === 'closed-group' ? `/group-access/${link}` : `#unit-${link}`;
}

/** Whether Save is enabled. */
export const canSaveButton = (model: ButtonModel): boolean =>
  model.text.trim() !== '' && buttonHref(model) !== null;

/** The button as editor content: its text with the built-button link and the text-style of spec 1 §3. */
export function buttonContent(model: ButtonModel) {
  const href = buttonHref(model);
  if (href === null) return null;
  const external = model.linkType === 'link';
  return {
    type: 'text',
    text: model.text.trim(),
    marks: [
      {
        type: 'link',
        attrs: { href, target: external ? '_blank' : null, rel: null, class: BUILDER_BUTTON_CLASS },
      },
      {
        type: 'textStyle',
        attrs: {
          color: model.color,
          fontFamily: model.family,
          background: model.background,
          padding: '10px 20px',
          borderRadius: '8px',
          display: 'inline-block',
          cursor: 'pointer',
        },
      },
    ],
  };
}

/** The model of an existing button (to edit it): its text, address and styles read back. */
export function buttonModelOf(text: string, href: string, style: Record<string, unknown>): ButtonModel {
  const group = /^\/group-access\/(\d+)$/.exec(href);
  const unit = /^#unit-(\d+)$/.exec(href);
  return {
    text,
    linkType: group ? 'closed-group' : unit ? 'lesson-block' : 'link',
    link: group?.[1] ?? unit?.[1] ?? href,
    color: typeof style.color === 'string' ? style.color : BUTTON_DEFAULTS.color,
    family: typeof style.fontFamily === 'string' ? style.fontFamily : BUTTON_DEFAULTS.family,
    background: typeof style.background === 'string' ? style.background : BUTTON_DEFAULTS.background,
  };
}
