import { type KeyboardEvent, useId } from 'react';
import type { AnswerInput } from '../../core/api/quiz-authoring.ts';
import { moveItem, newRef } from '../../core/quiz-constructor/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { ChevronDownIcon, PlusIcon, TrashIcon } from '../icons/index.ts';
import { Button } from '../primitives/index.ts';
import styles from './question-editor.module.css';

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
  error?: string;
}

/**
 * An editable list of answers: text, the key (correct flag, or the place in an ordered kind), move up
 * and down (buttons, or Alt+↑ / Alt+↓ in the text), delete and add. Rows keep their ids.
 */
export function AnswerRows({
  answers,
  onChange,
  mode,
  label,
  template,
  allowCustom,
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
  const move = (from: number, to: number) => onChange(moveItem(answers, from, to));
  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
  };
  const groupName = useId();
  return (
    <fieldset className={styles.rows} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {mode === 'ordered' ? <p className={styles.hint}>{t('expert.quiz_editor_order_hint')}</p> : null}
      <ol className={styles.list}>
        {answers.map((answer, index) => {
          const number = index + 1;
          const key = String(answer.id ?? answer.ref ?? index);
          return (
            <li key={key} className={styles.row} data-answer-row={number}>
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
                onKeyDown={(event) => onKey(event, index)}
              />
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
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t('expert.quiz_editor_move_up', { number })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ChevronDownIcon size={16} className={styles.up} />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t('expert.quiz_editor_move_down', { number })}
                disabled={index === answers.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ChevronDownIcon size={16} />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t('expert.quiz_editor_delete_answer', { number })}
                onClick={() => onChange(answers.filter((_, at) => at !== index))}
              >
                <TrashIcon size={16} />
              </Button>
            </li>
          );
        })}
      </ol>
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
