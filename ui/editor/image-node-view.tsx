import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_JUSTIFIES, IMAGE_MIN_WIDTH } from '../../core/editor/editor.constants.ts';
import { LessonImage } from '../../core/editor/image/image.extension.ts';
import {
  imageWidthInPixels,
  keyboardResizedWidth,
  resizedImageWidth,
} from '../../core/editor/image/image-rules.ts';
import { isImageUploading } from '../../core/editor/image/image-upload.extension.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './image-node-view.module.css';
import { renderImageRefusedNotice } from './image-refused-notice.tsx';
import { setNodeAttributes } from './node-view-attrs.ts';
import toolbar from './rich-text-toolbar.module.css';

const CORNERS = [
  { key: 'topLeft', side: -1 },
  { key: 'topRight', side: 1 },
  { key: 'bottomLeft', side: -1 },
  { key: 'bottomRight', side: 1 },
] as const;
const WIDTH_CHOICES = ['25%', '50%', '75%', '100%'];

/**
 * The image in the editor (spec 1 §4 "Image in editor"): selected, it shows four corner handles that resize
 * it (only while above 50 px and within the text's width; the bottom-right one takes the arrow keys) and a
 * settings button that opens the panel: position, width, hide on phones/tablets/computers, click-to-zoom,
 * full width. Escape in a control puts the focus back in the text.
 */
function ImageView(props: NodeViewProps) {
  const { node, selected, editor, decorations } = props;
  const updateAttributes = (attributes: Record<string, unknown>) => setNodeAttributes(props, attributes);
  const { t } = useTranslation();
  const id = useId();
  const attrs = node.attrs as Record<string, unknown>;
  const frame = useRef<HTMLDivElement>(null);
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const editable = editor.isEditable;
  const uploading = isImageUploading(decorations);
  useEffect(() => {
    if (!selected) setSettingsOpen(false);
  }, [selected]);

  const containerWidth = () => frame.current?.parentElement?.clientWidth ?? 0;
  const currentWidth = () => {
    const container = containerWidth();
    const shown = frame.current?.getBoundingClientRect().width ?? 0;
    return shown > 0 ? Math.round(shown) : imageWidthInPixels(attrs.width, container);
  };
  const commitWidth = (width: number) => updateAttributes({ width: `${width}px`, fullwidth: false });

  const startResize = (side: 1 | -1) => (event: PointerEvent<HTMLSpanElement>) => {
    if (!editable) return;
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const start = currentWidth();
    const container = containerWidth();
    let width = start;
    // The block is draggable (to move it): while a corner is dragged it must not start moving the image.
    const draggable = event.currentTarget.closest<HTMLElement>('[draggable="true"]');
    draggable?.setAttribute('draggable', 'false');
    const move = (moved: globalThis.PointerEvent) => {
      width = resizedImageWidth(width, start + side * (moved.clientX - startX), container);
      setDragWidth(width);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
      draggable?.setAttribute('draggable', 'true');
      setDragWidth(null);
      if (width !== start) commitWidth(width);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
  };
  // The handle's keys are taken before the editor sees them (a span is not a control to ProseMirror, which
  // would move the selection on an arrow or type spaces on Tab): arrows resize, Escape goes back to the text.
  const keyHandle = useRef<HTMLSpanElement | null>(null);
  const onHandleKey = useRef<(event: globalThis.KeyboardEvent) => void>(() => undefined);
  onHandleKey.current = (event) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      setSettingsOpen(false);
      editor.commands.focus();
      return;
    }
    if (!editable) return;
    const current = currentWidth();
    const next = keyboardResizedWidth(current, event.key, event.shiftKey, containerWidth());
    if (next === null) return;
    event.preventDefault();
    if (next !== current) commitWidth(next);
  };
  const active = selected && editable;
  useEffect(() => {
    const element = keyHandle.current;
    if (!active || !element) return;
    const listener = (event: globalThis.KeyboardEvent) => onHandleKey.current(event);
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  }, [active]);
  const backToText = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setSettingsOpen(false);
    editor.commands.focus();
  };

  const width =
    dragWidth !== null ? `${dragWidth}px` : attrs.fullwidth ? '100%' : String(attrs.width ?? '100%');
  const shownWidth = /^\d+$/.test(width) ? `${width}px` : width;
  const justify = attrs.justify && attrs.justify !== 'inline' ? String(attrs.justify) : 'flex-start';
  const flag = (name: string, label: string) => (
    <label key={name}>
      <input
        type="checkbox"
        checked={attrs[name] === true}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          updateAttributes({ [name]: on });
          // The person's choice becomes the default of their next image (spec 1 §3 preferences).
          if (name === 'allowzoom') editor.storage.image?.onAllowZoomChange?.(on);
        }}
      />{' '}
      {label}
    </label>
  );
  const widths = WIDTH_CHOICES.includes(String(attrs.width))
    ? WIDTH_CHOICES
    : [String(attrs.width ?? '100%'), ...WIDTH_CHOICES];
  const containerNow = active ? containerWidth() : 0;

  return (
    <NodeViewWrapper
      className="lesson-image"
      data-drag-handle=""
      style={{ display: 'flex', flexDirection: 'column', alignItems: justify }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from the image's controls goes back to the text */}
      <div
        ref={frame}
        className={[styles.frame, active ? styles.selected : '', uploading ? styles.uploading : ''].join(' ')}
        style={{ width: shownWidth, maxWidth: '100%' }}
        onKeyDown={backToText}
      >
        <img src={String(attrs.src)} alt={String(attrs.alt ?? '')} draggable={false} />
        {uploading ? (
          <span role="status" className="visually-hidden">
            {t('editor.image_uploading')}
          </span>
        ) : null}
        {active ? (
          <>
            {CORNERS.map(({ key, side }) => {
              const keyboard = key === 'bottomRight';
              return (
                <span
                  key={key}
                  role="slider"
                  contentEditable={false}
                  draggable={false}
                  data-testid={`image-resize-${key}`}
                  className={`${styles.handle} ${styles[key] ?? ''}`}
                  aria-label={t('editor.image_resize')}
                  aria-hidden={keyboard ? undefined : true}
                  aria-valuemin={IMAGE_MIN_WIDTH + 1}
                  aria-valuemax={containerNow || undefined}
                  aria-valuenow={dragWidth ?? currentWidth()}
                  aria-valuetext={t('editor.image_width_px', { width: dragWidth ?? currentWidth() })}
                  tabIndex={keyboard ? 0 : -1}
                  ref={keyboard ? keyHandle : undefined}
                  onPointerDown={startResize(side)}
                />
              );
            })}
            <button
              type="button"
              contentEditable={false}
              className={styles.settings}
              aria-expanded={settingsOpen}
              aria-controls={`${id}-settings`}
              onClick={() => setSettingsOpen((open) => !open)}
            >
              {t('editor.image_settings')}
            </button>
          </>
        ) : null}
      </div>
      {active && settingsOpen ? (
        <fieldset
          id={`${id}-settings`}
          className={toolbar.panel}
          contentEditable={false}
          onKeyDown={backToText}
        >
          <legend>{t('editor.image_settings')}</legend>
          <label>
            {t('editor.image_justify')}{' '}
            <select
              value={String(attrs.justify ?? '')}
              onChange={(event) => updateAttributes({ justify: event.currentTarget.value || null })}
            >
              <option value="">—</option>
              {IMAGE_JUSTIFIES.map((option) => (
                <option key={option} value={option}>
                  {t(`editor.image_justify_${option.replace('-', '_')}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('editor.image_width')}{' '}
            <select
              value={String(attrs.width ?? '100%')}
              onChange={(event) => updateAttributes({ width: event.currentTarget.value })}
            >
              {widths.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
          {flag('hidemobile', t('editor.image_hide_mobile'))}
          {flag('hidetablet', t('editor.image_hide_tablet'))}
          {flag('hidedesktop', t('editor.image_hide_desktop'))}
          {flag('allowzoom', t('editor.image_zoom'))}
          {flag('fullwidth', t('editor.image_full_width'))}
        </fieldset>
      ) : null}
    </NodeViewWrapper>
  );
}

/**
 * The image node with its React view, and the view of the notice left where another site's image that
 * could not be copied was taken out (core/editor/image/image-upload.extension.ts).
 */
export const LessonImageWithView = LessonImage.extend({
  addStorage() {
    return { ...this.parent!(), refusalNotice: renderImageRefusedNotice };
  },
  addNodeView: () =>
    ReactNodeViewRenderer(ImageView, {
      // Tiptap redraws a node view only when its node changes: a picture that starts or ends its upload
      // changes its decorations alone, and must be drawn anew too.
      update: ({ oldNode, newNode, oldDecorations, newDecorations, updateProps }) => {
        if (newNode !== oldNode || isImageUploading(oldDecorations) !== isImageUploading(newDecorations))
          updateProps();
        return true;
      },
    }),
});
