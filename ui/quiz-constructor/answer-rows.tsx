import { useId } from 'react';
import type { AnswerInput } from '../../core/api/quiz-authoring.ts';
import { moveItem, newRef } from '../../core/quiz-constructor/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { PlusIcon } from '../icons/index.ts';
import { Button } from '../primitives/index.ts';
import { ImageField, type QuizImageUpload } from './image-field.tsx';
import styles from './question-editor.module.css';
import { SortableRows } from './sortable-rows.tsx';

/** How the answers carry the key: one correct, several, none (polls), or their order. */
export type AnswerKeyMode = 'single' | 'multiple' | 'none' | 'ordered';

/** Props of the AnswerRows. */
export interface AnswerRowsProps {
  answers: readonly AnswerInput[];
  onChange(answers: AnswerInput[]): void;
  mode: AnswerKeyMode;
  /** Names the list for screen readers ("Answers", "Answers of gap 2"). */
  label: string;
  /** A new answer's extra fields (its gap). */
  template?: Partial<AnswerInput>;
  /** Offer the custom answer switch (interview). */
  allowCustom?: boolean;
  /** Offers an image per answer, uploaded through the app's queue. */
  images?: QuizImageUpload;
  error?: string;
}

/**
 * An editable list of answers: text, an image, the key (correct flag, or the place in an ordered kind),
 * put in order by drag or keyboard (`SortableRows`), deleted and added. Rows keep their ids.
 */
export function AnswerRows({
  answers,
  onChange,
  mode,
  label,
  template,
  allowCustom,
  images,
  error,
}: AnswerRowsProps) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<AnswerInput>) =>
    onChange(answers.map((answer, at) => (at === index ? { ...answer, ...patch } : answer)));
  const mark = (index: number, checked: boolean) =>
    onChange(
      answers.map((answer, at) =>
        mode === 'single'
          ? { ...answer, is_correct: at === index }
          : at === index
            ? { ...answer, is_correct: checked }
            : answer,
      ),
    );
  const groupName = useId();
  return (
    <fieldset className={styles.rows} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {mode === 'ordered' ? <p className={styles.hint}>{t('expert.quiz_editor_order_hint')}</p> : null}
      <SortableRows
        items={answers}
        keyOf={(answer, index) => String(answer.id ?? answer.ref ?? index)}
        labels={{
          list: label,
          item: (number) => t('expert.quiz_editor_answer_named', { number }),
          up: (number) => t('expert.quiz_editor_move_up', { number }),
          down: (number) => t('expert.quiz_editor_move_down', { number }),
          remove: (number) => t('expert.quiz_editor_delete_answer', { number }),
        }}
        rowAttribute="data-answer-row"
        onMove={(from, to) => onChange(moveItem(answers, from, to))}
        onRemove={(index) => onChange(answers.filter((_, at) => at !== index))}
        renderRow={(answer, index) => {
          const number = index + 1;
          return (
            <>
              {mode === 'single' ? (
                <input
                  type="radio"
                  name={groupName}
                  className={styles.mark}
                  aria-label={t('expert.quiz_editor_correct_named', { number })}
                  checked={answer.is_correct === true}
                  onChange={() => mark(index, true)}
                />
              ) : mode === 'multiple' ? (
                <input
                  type="checkbox"
                  className={styles.mark}
                  aria-label={t('expert.quiz_editor_correct_named', { number })}
                  checked={answer.is_correct === true}
                  onChange={(event) => mark(index, event.currentTarget.checked)}
                />
              ) : (
                <span className={styles.place} aria-hidden="true">
                  {number}
                </span>
              )}
              <input
                className={styles.text}
                aria-label={t('expert.quiz_editor_answer_named', { number })}
                value={answer.text ?? ''}
                maxLength={5000}
                onChange={(event) => set(index, { text: event.currentTarget.value })}
              />
              {images ? (
                <ImageField
                  label={t('expert.quiz_editor_answer_image', { number })}
                  url={answer.image_url ?? null}
                  upload={images}
                  onChange={(image) => set(index, image)}
                />
              ) : null}
              {allowCustom ? (
                <label className={styles.inline}>
                  <input
                    type="checkbox"
                    checked={answer.type === 2}
                    onChange={(event) => set(index, { type: event.currentTarget.checked ? 2 : 1 })}
                  />
                  {t('expert.quiz_editor_custom_answer')}
                </label>
              ) : null}
            </>
          );
        }}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          iconStart={<PlusIcon size={16} />}
          onClick={() =>
            onChange([
              ...answers,
              {
                ref: newRef('a'),
                text: '',
                is_correct: mode === 'none' || mode === 'ordered' ? null : false,
                ...template,
              },
            ])
          }
        >
          {t('expert.quiz_editor_add_answer')}
        </Button>
      </div>
    </fieldset>
  );
}
