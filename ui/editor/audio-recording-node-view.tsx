import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { useId } from 'react';
import { AudioRecording } from '../../core/editor/audio-recording/audio-recording.extension.ts';
import { AUDIO_SCRIPT_MAX } from '../../core/editor/audio-recording/audio-recording-rules.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { AudioRecordingPlayer } from '../player/audio-recording-player.tsx';
import { escapeToText, setNodeAttributes } from './node-view-attrs.ts';
import toolbar from './rich-text-toolbar.module.css';

/**
 * The audio recording in the editor: the recording player of ui/player (its machine in core/player:
 * stopped or playing, rate 1 → 1.5 → 2 → 1, 'show script' when there is a script); selected, the script
 * of the recording task can be written under it. Escape in its controls puts the focus back in the text.
 */
function AudioRecordingView(props: NodeViewProps) {
  const { node, selected, editor } = props;
  const updateAttributes = (attributes: Record<string, unknown>) => setNodeAttributes(props, attributes);
  const { t } = useTranslation();
  const id = useId();
  const src = String(node.attrs.src ?? '');
  const script = typeof node.attrs.script === 'string' ? node.attrs.script : '';
  const name = typeof node.attrs.name === 'string' ? node.attrs.name : '';
  return (
    <NodeViewWrapper className="lesson-audio-recording" data-drag-handle="" onKeyDown={escapeToText(editor)}>
      <figure contentEditable={false} aria-label={name || t('editor.audio_recording')} style={{ margin: 0 }}>
        {src ? (
          <AudioRecordingPlayer key={`${src}|${script ? 1 : 0}`} src={src} script={script || null} />
        ) : null}
        {name ? <figcaption>{name}</figcaption> : null}
      </figure>
      {selected && editor.isEditable ? (
        <div className={toolbar.panel} contentEditable={false}>
          <label htmlFor={`${id}-script`}>{t('editor.audio_script')}</label>
          <textarea
            id={`${id}-script`}
            rows={3}
            maxLength={AUDIO_SCRIPT_MAX}
            value={script}
            style={{ width: '100%' }}
            onChange={(event) => updateAttributes({ script: event.currentTarget.value || null })}
          />
        </div>
      ) : null}
    </NodeViewWrapper>
  );
}

/** The audio recording node with its React view. */
export const AudioRecordingWithView = AudioRecording.extend({
  addNodeView: () => ReactNodeViewRenderer(AudioRecordingView),
});
