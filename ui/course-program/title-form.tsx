import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type TitleProblem, titleProblem } from '../../core/course-program/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CheckIcon, CloseIcon } from '../icons/index.ts';
import { Button, TextField } from '../primitives/index.ts';
import styles from './course-program.module.css';

/** Props of the TitleForm. */
export interface TitleFormProps {
  /** The field's label (shown, or read to screen readers when `hideLabel`). */
  label: string;
  initial?: string;
  maxLength: number;
  /** The submit button's words ("Add"); an icon-only ✓ named "Save" when absent. */
  submitLabel?: string;
  hideLabel?: boolean;
  /** A title that can be saved, trimmed. */
  onSubmit(title: string): void;
  onCancel(): void;
}

const PROBLEM_KEYS: Record<TitleProblem, string> = {
  empty: 'program.title_required',
  tooLong: 'program.title_too_long',
};

/**
 * A title in an input: Enter or the submit button keeps it, Escape or × leaves; a blank or too long title is
 * refused with a message at the field, and the field stays open.
 */
export function TitleForm({
  label,
  initial = '',
  maxLength,
  submitLabel,
  hideLabel,
  onSubmit,
  onCancel,
}: TitleFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<TitleProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = titleProblem(value, maxLength);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    onSubmit(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // Escape belongs to this field: the page's dialogs and drags are not told.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form className={styles.titleForm} onSubmit={submit} noValidate>
      <TextField
        ref={input}
        label={label}
        hideLabel={hideLabel}
        fieldClassName={styles.titleField}
        value={value}
        autoComplete="off"
        onChange={(event) => {
          setValue(event.target.value);
          if (problem) setProblem(titleProblem(event.target.value, maxLength));
        }}
        onKeyDown={onKeyDown}
        error={problem ? t(PROBLEM_KEYS[problem], { max: maxLength }) : undefined}
      />
      <span className={styles.formActions}>
        {submitLabel ? (
          <Button type="submit" size="md" className={styles.touch}>
            {submitLabel}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="secondary"
            iconOnly
            className={styles.touch}
            aria-label={t('program.save')}
          >
            <CheckIcon size={18} />
          </Button>
        )}
        <Button
          variant="ghost"
          iconOnly
          className={styles.touch}
          aria-label={t('program.cancel')}
          onClick={onCancel}
        >
          <CloseIcon size={18} />
        </Button>
      </span>
    </form>
  );
}
