import type { Editor } from '@tiptap/core';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { isAudioPick } from '../../core/editor/audio-recording/audio-recording-rules.ts';
import { isUploadableImageName } from '../../core/editor/image/image-rules.ts';
import { IMAGE_UPLOAD_ACCEPT } from '../../core/upload/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import styles from './rich-text-toolbar.module.css';

/** An uploaded file as the editor inserts it. */
export interface InsertedFile {
  uuid: string;
  name: string;
  url: string | null;
}

/** Props of the InsertMenu. */
export interface InsertMenuProps {
  editor: Editor;
  disabled?: boolean | undefined;
  /** Uploads through the upload queue; without it image and file are not offered. */
  uploadFiles?: ((files: File[]) => Promise<InsertedFile[]>) | undefined;
  onButton(): void;
}

/** Room kept between a menu and the screen's right edge, in px. */
const SCREEN_MARGIN = 8;
/** The narrowest the insert menu's row is made (two buttons a line). */
const NARROWEST = 160;

/**
 * Keeps the menu's row inside the screen: the floating menu is placed beside the caret (at the line's start
 * on an empty line), so its width may be no more than the room from there to the screen's right edge. The
 * row then wraps. Measured again whenever the floating menu moves (it writes its place in its style) and
 * when the window is resized.
 */
function useFitsScreenWidth(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const row = ref.current;
    const floating = row?.parentElement;
    if (!row || !floating) return;
    const fitRow = () => {
      const left = floating.getBoundingClientRect().left;
      const frame = floating.offsetWidth - floating.clientWidth; // its borders
      const room = Math.floor(
        document.documentElement.clientWidth - Math.max(left, 0) - frame - SCREEN_MARGIN,
      );
      const next = `${Math.max(room, NARROWEST)}px`;
      if (row.style.maxWidth !== next) row.style.maxWidth = next;
    };
    fitRow();
    const moved = new MutationObserver(fitRow);
    moved.observe(floating, { attributes: true, attributeFilter: ['style'] });
    window.addEventListener('resize', fitRow);
    return () => {
      moved.disconnect();
      window.removeEventListener('resize', fitRow);
    };
  }, [ref]);
}

/** The insert menu (spec 1 §2): image, file, separator, quote, code, HTML, button. */
export function InsertMenu({ editor, disabled = false, uploadFiles, onButton }: InsertMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const row = useRef<HTMLDivElement>(null);
  useFitsScreenWidth(row);
  const chain = () => editor.chain().focus();
  const upload = async (files: File[]) => {
    if (!uploadFiles || files.length === 0) return;
    // A pick whose first file is an image goes through the image path (spec 1 §5).
    if (isUploadableImageName(files[0]!.name)) {
      const [image] = await uploadFiles([files[0]!]);
      if (image?.url)
        chain()
          .setImage({ src: image.url })
          .updateAttributes('image', {
            'data-file-id': image.uuid,
            allowzoom: editor.storage.image?.allowZoomDefault === true,
          })
          .run();
      return;
    }
    const uploaded = await uploadFiles(files);
    // Audio only: a recording player for each file (spec 1 §4); anything else: a file block.
    if (isAudioPick(files.map((file) => file.name))) chain().insertAudioRecordings(uploaded).run();
    else chain().insertFileBlock(uploaded).run();
  };
  const item = (key: string, label: string, run: () => void, available = true) =>
    available ? (
      <button key={key} type="button" className={styles.tool} disabled={disabled} onClick={run}>
        {label}
      </button>
    ) : null;
  return (
    <div ref={row} className={styles.insert} role="toolbar" aria-label={t('editor.insert_menu')}>
      {item('image', t('editor.insert_image'), () => imageInput.current?.click(), Boolean(uploadFiles))}
      {item('file', t('editor.insert_file'), () => fileInput.current?.click(), Boolean(uploadFiles))}
      {item('separator', t('editor.insert_separator'), () => chain().setHorizontalRule().run())}
      {item('quote', t('editor.quote'), () => chain().toggleBlockquote().run())}
      {item('code', t('editor.insert_code'), () => chain().insertCodeBlock().run())}
      {item('html', t('editor.insert_html'), () => chain().insertHtmlBlock().run())}
      {item('button', t('editor.insert_button'), onButton)}
      <input
        ref={imageInput}
        id={`${id}-image`}
        type="file"
        hidden
        aria-label={t('editor.insert_image')}
        accept={IMAGE_UPLOAD_ACCEPT}
        onChange={(event) => void upload([...(event.currentTarget.files ?? [])])}
      />
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        hidden
        aria-label={t('editor.insert_file')}
        multiple
        onChange={(event) => void upload([...(event.currentTarget.files ?? [])])}
      />
    </div>
  );
}
