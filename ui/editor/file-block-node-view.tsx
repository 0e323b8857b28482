import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { FileBlock } from '../../core/editor/file-block/file-block.extension.ts';
import { filesOf } from '../../core/editor/render-document.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { escapeToText, setNodeAttributes } from './node-view-attrs.ts';
import toolbar from './rich-text-toolbar.module.css';

const on = (value: unknown) => value !== false && value !== 'false';

/**
 * The file block in the editor (spec 1 §3 files and fileIds, §4 preview and download switches): its files
 * by name (a link when stored with an address) and the two switches students' view follows.
 */
function FileBlockView(props: NodeViewProps) {
  const { node, editor } = props;
  const { t } = useTranslation();
  const files = filesOf(node.attrs.files);
  const flag = (name: 'preview' | 'download', label: string) => (
    <label>
      <input
        type="checkbox"
        checked={on(node.attrs[name])}
        disabled={!editor.isEditable}
        onChange={(event) => setNodeAttributes(props, { [name]: event.currentTarget.checked })}
      />{' '}
      {label}
    </label>
  );
  return (
    <NodeViewWrapper
      className="lesson-file-block"
      data-file-block=""
      data-drag-handle=""
      onKeyDown={escapeToText(editor)}
    >
      <div contentEditable={false} className={toolbar.panel}>
        <ul style={{ margin: 0, paddingLeft: 20, flexBasis: '100%' }}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: files are kept in their order
            <li key={index}>
              {file.url ? (
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              ) : (
                file.name
              )}
            </li>
          ))}
        </ul>
        {flag('preview', t('editor.allow_preview'))}
        {flag('download', t('editor.allow_download'))}
      </div>
    </NodeViewWrapper>
  );
}

/** The file block node with its React view. */
export const FileBlockWithView = FileBlock.extend({
  addNodeView: () => ReactNodeViewRenderer(FileBlockView),
});
