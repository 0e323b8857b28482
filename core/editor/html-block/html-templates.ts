import { BUTTON_DEFAULTS } from '../editor.constants.ts';

/** The HTML block's templates (spec 1 §4 "HTML block"): Button, Iframe, P, Ul, CTA, Img. */
export const HTML_TEMPLATES = [
  {
    key: 'button',
    html: `<a href="https://example.com" target="_blank" style="display: inline-block; padding: 12px 24px; border-radius: 8px; background: ${BUTTON_DEFAULTS.background}; color: ${BUTTON_DEFAULTS.color}; text-decoration: none">Button</a>`,
  },
  {
    key: 'iframe',
    html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" frameborder="0" allowfullscreen></iframe>',
  },
  { key: 'p', html: '<p>Paragraph</p>' },
  { key: 'ul', html: '<ul>\n  <li>First</li>\n  <li>Second</li>\n</ul>' },
  {
    key: 'cta',
    html: `<div style="padding: 24px; border-radius: 12px; background: #F4F7FE; text-align: center">\n  <h3>Ready for the next step?</h3>\n  <p>Join the next lesson.</p>\n  <a href="https://example.com" target="_blank" style="display: inline-block; padding: 12px 24px; border-radius: 8px; background: ${BUTTON_DEFAULTS.background}; color: ${BUTTON_DEFAULTS.color}; text-decoration: none">Join</a>\n</div>`,
  },
  { key: 'img', html: '<img src="https://example.com/picture.png" alt="" width="100%">' },
] as const;
export type HtmlTemplateKey = (typeof HTML_TEMPLATES)[number]['key'];
