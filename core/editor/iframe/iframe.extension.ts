import { Node } from '@tiptap/core';
import { IFRAME_DEFAULTS, IFRAME_SANDBOX } from '../editor.constants.ts';
import { isAllowedIframeSrc } from './iframe-allowlist.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    iframe: {
      /** Inserts an iframe: only an https address of an allowed host is taken. */
      insertIframe: (attributes: { src: string; width?: number; height?: number }) => ReturnType;
    };
  }
}

/** An embedded page (spec 1 §3: src, frameborder 0, 560×315, allowfullscreen), always sandboxed. */
export const Iframe = Node.create({
  name: 'iframe',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      frameborder: { default: IFRAME_DEFAULTS.frameborder },
      width: { default: IFRAME_DEFAULTS.width },
      height: { default: IFRAME_DEFAULTS.height },
      allowfullscreen: { default: IFRAME_DEFAULTS.allowfullscreen },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe',
        getAttrs: (element) =>
          isAllowedIframeSrc(element.getAttribute('src') ?? '')
            ? { src: element.getAttribute('src') }
            : false,
      },
    ];
  },
  renderHTML({ node }) {
    const src = String(node.attrs.src ?? '');
    return [
      'div',
      { class: 'lesson-iframe' },
      [
        'iframe',
        {
          src: isAllowedIframeSrc(src) ? src : 'about:blank',
          width: node.attrs.width,
          height: node.attrs.height,
          frameborder: '0',
          sandbox: IFRAME_SANDBOX,
          allowfullscreen: node.attrs.allowfullscreen ? 'true' : null,
        },
      ],
    ];
  },
  addCommands() {
    return {
      insertIframe:
        ({ src, width, height }) =>
        ({ commands }) =>
          isAllowedIframeSrc(src)
            ? commands.insertContent({
                type: this.name,
                attrs: {
                  src: src.trim(),
                  width: width ?? IFRAME_DEFAULTS.width,
                  height: height ?? IFRAME_DEFAULTS.height,
                },
              })
            : false,
    };
  },
});
