import type { Editor } from '@tiptap/core';
import { useId, useRef } from 'react';
import { isAudioPick } from '../../core/editor/audio-recording/audio-recording-rules.ts';
import { IMAGE_UPLOAD_EXTENSIONS } from '../../core/editor/editor.constants.ts';
import { isUploadableImageName } from '../../core/editor/image/image-rules.ts';
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

/** The insert menu (spec 1 §2): image, file, separator, quote, code, HTML, button. */
export function InsertMenu({ editor, disabled = false, uploadFiles, onButton }: InsertMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
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
    <div className={styles.insert} role="toolbar" aria-label={t('editor.insert_menu')}>
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
        accept={IMAGE_UPLOAD_EXTENSIONS.join(',')}
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
