import type { NodeViewProps } from '@tiptap/react';

/**
 * Changes attributes of a node view's node attribute by attribute (ProseMirror's AttrStep), so a selected
 * image or block stays selected with its handles and panel; `updateAttributes` replaces a leaf node and
 * the selection would leave it.
 */
export function setNodeAttributes(
  { editor, getPos }: Pick<NodeViewProps, 'editor' | 'getPos'>,
  attributes: Record<string, unknown>,
): void {
  const position = getPos();
  if (typeof position !== 'number') return;
  editor.view.dispatch(
    Object.entries(attributes).reduce(
      (tr, [name, value]) => tr.setNodeAttribute(position, name, value),
      editor.state.tr,
    ),
  );
}

/**
 * Escape in a block's controls puts the focus back in the text, the block still selected (unless a control
 * used it already, as CodeMirror does to close its completions).
 */
export function escapeToText(editor: NodeViewProps['editor']) {
  return (event: {
    key: string;
    defaultPrevented: boolean;
    preventDefault(): void;
    stopPropagation(): void;
  }) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    editor.commands.focus();
  };
}
