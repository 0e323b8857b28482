import type { Editor } from '@tiptap/core';
import { ReactRenderer } from '@tiptap/react';
import { useId, useRef } from 'react';
import type {
  ImageRefusalNoticeProps,
  ImageRefusalNoticeView,
} from '../../core/editor/image/image-upload.extension.ts';
import {
  IMAGE_IMPORT_MAX_LABEL,
  IMAGE_UPLOAD_ACCEPT,
  type ImageImportRefusalReason,
} from '../../core/upload/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button } from '../primitives/index.ts';
import styles from './image-node-view.module.css';

/** Why the server could not copy the image, in the `editor` texts. */
const REFUSAL_TEXT: Readonly<Record<ImageImportRefusalReason, string>> = {
  badAddress: 'editor.image_import_reason_address',
  refusedAddress: 'editor.image_import_reason_private',
  tooManyRedirects: 'editor.image_import_reason_redirects',
  tooLarge: 'editor.image_import_reason_too_large',
  notAnImage: 'editor.image_import_reason_not_image',
  unreachable: 'editor.image_import_reason_unreachable',
  busy: 'editor.image_import_reason_busy',
  failed: 'editor.image_import_reason_failed',
};

/**
 * Where another site's image was taken out of the text because it could not be copied (docs/editor.md):
 * why, and what to do, with a button that uploads a picture in its place and one that dismisses it. It
 * is drawn in the text (a widget) and never saved with it.
 */
function ImageRefusedNotice({ reason, canUpload, dismiss, uploadInstead }: ImageRefusalNoticeProps) {
  const { t } = useTranslation();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.refused} data-image-refused={reason}>
      <p id={`${id}-text`} role="status" className={styles.refusedText}>
        {t('editor.image_import_refused', {
          reason: t(REFUSAL_TEXT[reason], { size: IMAGE_IMPORT_MAX_LABEL }),
        })}
      </p>
      <div className={styles.refusedActions}>
        {canUpload ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={`${id}-text`}
              onClick={() => picker.current?.click()}
            >
              {t('editor.image_import_upload')}
            </Button>
            <input
              ref={picker}
              type="file"
              hidden
              aria-label={t('editor.image_import_upload')}
              accept={IMAGE_UPLOAD_ACCEPT}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) uploadInstead(file);
              }}
            />
          </>
        ) : null}
        <Button variant="ghost" size="sm" onClick={dismiss}>
          {t('editor.image_import_dismiss')}
        </Button>
      </div>
    </div>
  );
}

/** Draws a notice in the editor's React tree (its texts, its language), outside the text's editing. */
export function renderImageRefusedNotice(
  editor: Editor,
  props: ImageRefusalNoticeProps,
): ImageRefusalNoticeView {
  const renderer = new ReactRenderer(ImageRefusedNotice, { editor, props, as: 'div' });
  renderer.element.contentEditable = 'false';
  renderer.element.className = 'lesson-image-refused';
  return { dom: renderer.element, destroy: () => renderer.destroy() };
}
