import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { TrashIcon } from '../icons/index.ts';
import { Button, Spinner } from '../primitives/index.ts';
import styles from './question-editor.module.css';

/** An image of an answer or a statement as the authoring document holds it. */
export interface QuizImage {
  image_url: string | null;
  image_width?: number | null;
  image_height?: number | null;
}

/** Sends a picked image through the app's upload queue; resolves once it is stored, with its address and size. */
export type QuizImageUpload = (file: File) => Promise<QuizImage>;

/** The image types an answer or statement image may be (spec 1 §5's image upload types). */
export const QUIZ_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Props of the ImageField. */
export interface ImageFieldProps {
  /** Names the picker ("Image of answer 2"). */
  label: string;
  url: string | null;
  upload: QuizImageUpload;
  onChange(image: QuizImage): void;
}

/**
 * An answer's or a statement's image: a thumbnail with Remove, or a picker whose file goes through the
 * upload queue (its panel shows the progress and lets it be cancelled); a refused type or a failed
 * upload says so beside the picker.
 */
export function ImageField({ label, url, upload, onChange }: ImageFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'failed' | 'refused'>('idle');
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!QUIZ_IMAGE_TYPES.split(',').includes(file.type)) {
      setPhase('refused');
      return;
    }
    setPhase('uploading');
    try {
      onChange(await upload(file));
      setPhase('idle');
    } catch {
      setPhase('failed');
    }
  };
  if (url)
    return (
      <span className={styles.image}>
        <img src={url} alt={label} className={styles.thumb} />
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('expert.quiz_editor_image_remove', { label })}
          onClick={() => onChange({ image_url: null, image_width: null, image_height: null })}
        >
          <TrashIcon size={16} />
        </Button>
      </span>
    );
  return (
    <span className={styles.image}>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={QUIZ_IMAGE_TYPES}
        disabled={phase === 'uploading'}
        onChange={(event) => void pick(event)}
      />
      <label
        htmlFor={inputId}
        className={styles.imagePick}
        data-disabled={phase === 'uploading' || undefined}
      >
        {phase === 'uploading' ? <Spinner size={14} decorative /> : null}
        <span className="visually-hidden">{label}: </span>
        {t('expert.quiz_editor_image_add')}
      </label>
      {phase === 'failed' || phase === 'refused' ? (
        <span className={styles.error} role="alert">
          {t(phase === 'failed' ? 'expert.quiz_editor_image_failed' : 'expert.quiz_editor_image_type')}
        </span>
      ) : null}
    </span>
  );
}
