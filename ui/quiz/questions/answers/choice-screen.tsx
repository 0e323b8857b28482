import { type CSSProperties, type ReactNode, useId } from 'react';
import { ANSWER_TYPE, type Question } from '../../../../core/api/quiz.ts';
import {
  type ChoiceAnswer,
  type ChoiceReview,
  type ChoiceType,
  likertOrientation,
  questionTypeOf,
  setCustomText,
} from '../../../../core/quiz/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { TextArea } from '../../../primitives/index.ts';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import styles from './answers.module.css';
import type { ChoiceVariant } from './choice-variant.ts';
import { OptionMarks } from './option-marks.tsx';
import { PollFigures } from './poll-figures.tsx';

/** One option as a choice screen draws it, in either mode. */
interface OptionView {
  id: number;
  text: string;
  imageUrl: string | null;
  isCustom: boolean;
  chosen: boolean;
  mark: 'correct' | 'incorrect' | null;
  isKey: boolean;
  customText: string | null;
}

/** Spec 2 §2: the custom answer's textarea is 60 columns by 7 rows. */
const CUSTOM_ANSWER_COLUMNS = 60;
const CUSTOM_ANSWER_ROWS = 7;

function optionViews(
  question: Question,
  props: QuestionScreenProps<ChoiceAnswer, ChoiceReview>,
): OptionView[] {
  if (props.mode === 'review') {
    return props.review.detail.options.map((option) => ({
      id: option.answerId,
      text: option.text,
      imageUrl: option.imageUrl,
      isCustom: question.answers.some(
        (answer) => answer.id === option.answerId && answer.type === ANSWER_TYPE.custom,
      ),
      chosen: option.chosen,
      mark: option.mark,
      isKey: option.isKey,
      customText: option.customText,
    }));
  }
  return question.answers.map((answer) => ({
    id: answer.id,
    text: answer.text ?? '',
    imageUrl: answer.image?.url ?? null,
    isCustom: answer.type === ANSWER_TYPE.custom,
    chosen: props.answer.selected.includes(answer.id),
    mark: null,
    isKey: false,
    customText: null,
  }));
}

/** The screen of the default-handling (choice) types in the look of its variant. */
export function ChoiceScreen({
  variant,
  ...props
}: QuestionScreenProps<ChoiceAnswer, ChoiceReview> & { variant: ChoiceVariant }) {
  const { t } = useTranslation();
  const { question } = props;
  const type = questionTypeOf(question) as ChoiceType;
  const single = type.isSingle(question);
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  const options = optionViews(question, props);
  const interactive = props.mode === 'interactive';
  const readOnly = !interactive || props.disabled;
  const error = interactive ? props.error : null;
  const pick = (id: number) => {
    if (props.mode !== 'interactive' || props.disabled) return;
    props.onChange(type.select(question, props.answer, id));
  };
  const chosenCustom = options.find((option) => option.isCustom && option.chosen);
  const orientation =
    variant === 'likert' ? likertOrientation(question) : variant === 'list' ? 'vertical' : 'horizontal';
  const layout = variant === 'likert' && orientation === 'vertical' ? 'list' : variant;
  const hint =
    variant === 'list' || (variant === 'likert' && orientation === 'vertical')
      ? t(single ? 'questions.choose_one' : 'questions.choose_many')
      : variant === 'nps'
        ? t('questions.nps_hint')
        : null;

  const input = (option: OptionView, label?: string) => (
    <input
      type={single ? 'radio' : 'checkbox'}
      id={`${name}-${option.id}`}
      name={name}
      value={option.id}
      checked={option.chosen}
      disabled={readOnly}
      onChange={() => pick(option.id)}
      aria-label={label}
      className={
        layout === 'list' || layout === 'yes-no' || layout === 'likert' ? styles.control : 'visually-hidden'
      }
    />
  );

  return (
    <div className={styles.screen}>
      <fieldset
        className={styles.fieldset}
        aria-describedby={
          [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={error ? true : undefined}
      >
        <legend className="visually-hidden">{question.name || t('questions.answer_group')}</legend>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {layout === 'list' || layout === 'yes-no' ? (
          <div
            className={layout === 'yes-no' ? styles.yesNo : styles.list}
            data-images={options.some((option) => option.imageUrl) || undefined}
          >
            {options.map((option, index) => (
              <OptionCard
                key={option.id}
                htmlFor={`${name}-${option.id}`}
                option={option}
                reviewing={!interactive}
              >
                {option.imageUrl ? <img className={styles.optionImage} src={option.imageUrl} alt="" /> : null}
                <span className={styles.optionRow}>
                  {input(option)}
                  <span className={styles.optionText}>
                    {option.text ||
                      (layout === 'yes-no' ? t(index === 0 ? 'questions.yes' : 'questions.no') : '')}
                  </span>
                </span>
              </OptionCard>
            ))}
          </div>
        ) : layout === 'likert' ? (
          <div className={styles.likert} style={{ '--columns': options.length } as CSSProperties}>
            {options.map((option) => (
              <OptionCard
                key={option.id}
                htmlFor={`${name}-${option.id}`}
                option={option}
                reviewing={!interactive}
                className={styles.likertOption}
              >
                {option.imageUrl ? <img className={styles.likertImage} src={option.imageUrl} alt="" /> : null}
                {input(option)}
                <span className={styles.optionText}>{option.text}</span>
              </OptionCard>
            ))}
          </div>
        ) : layout === 'rating' ? (
          <Scale question={question} readOnly={readOnly}>
            <div className={styles.rating}>
              {options.map((option, index) => {
                const chosenIndex = options.findIndex((candidate) => candidate.chosen);
                return (
                  <label
                    key={option.id}
                    htmlFor={`${name}-${option.id}`}
                    className={styles.star}
                    data-filled={(chosenIndex >= 0 && index <= chosenIndex) || undefined}
                    data-readonly={readOnly || undefined}
                  >
                    {input(
                      option,
                      t('questions.rating_value', { value: option.text || index + 1, max: options.length }),
                    )}
                    <StarGlyph />
                  </label>
                );
              })}
            </div>
          </Scale>
        ) : layout === 'reaction' ? (
          <div className={styles.reactions}>
            {options.map((option) => (
              <label
                key={option.id}
                htmlFor={`${name}-${option.id}`}
                className={styles.reaction}
                data-chosen={option.chosen || undefined}
                data-readonly={readOnly || undefined}
              >
                {input(option)}
                {option.imageUrl ? (
                  <img className={styles.reactionImage} src={option.imageUrl} alt={option.text} />
                ) : (
                  <span className={styles.reactionGlyph}>{option.text}</span>
                )}
              </label>
            ))}
          </div>
        ) : (
          <Scale question={question} readOnly={readOnly} defaults>
            <div className={styles.nps} style={{ '--columns': options.length } as CSSProperties}>
              {options.map((option) => (
                <label
                  key={option.id}
                  htmlFor={`${name}-${option.id}`}
                  className={styles.npsTile}
                  data-chosen={option.chosen || undefined}
                  data-readonly={readOnly || undefined}
                >
                  {input(option)}
                  <span className={styles.npsNumber}>{option.text}</span>
                </label>
              ))}
            </div>
          </Scale>
        )}
      </fieldset>
      {chosenCustom && interactive ? (
        <TextArea
          label={t('questions.custom_answer_label')}
          placeholder={t('questions.custom_answer_placeholder')}
          cols={CUSTOM_ANSWER_COLUMNS}
          rows={CUSTOM_ANSWER_ROWS}
          className={styles.customAnswer}
          value={props.answer.customText}
          disabled={props.disabled}
          required
          hint={props.answer.customText.trim() === '' ? t('questions.custom_answer_required') : undefined}
          onChange={(event) =>
            props.onChange(setCustomText(props.answer, event.target.value), { typed: true })
          }
        />
      ) : null}
      {chosenCustom?.customText && !interactive ? (
        <div className={styles.customReview}>
          <span className={styles.reviewLabel}>{t('questions.custom_answer_label')}</span>
          <p className={styles.customText}>{chosenCustom.customText}</p>
        </div>
      ) : null}
      {!interactive && !options.some((option) => option.chosen) ? (
        <p className={styles.noAnswer}>{t('questions.review_no_answer')}</p>
      ) : null}
      {props.mode === 'review' ? <PollFigures options={props.review.detail.options} /> : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function OptionCard({
  htmlFor,
  option,
  reviewing,
  className,
  children,
}: {
  htmlFor: string;
  option: OptionView;
  reviewing: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={[styles.option, className].filter(Boolean).join(' ')}
      data-chosen={option.chosen || undefined}
      data-mark={option.mark ?? undefined}
      data-key={option.isKey || undefined}
      data-review={reviewing || undefined}
    >
      {children}
      <OptionMarks chosen={option.chosen} mark={option.mark} isKey={option.isKey} reviewing={reviewing} />
    </label>
  );
}

/** A scale with its end labels (grade_text_min and grade_text_max; NPS has default ones). */
function Scale({
  question,
  readOnly,
  defaults = false,
  children,
}: {
  question: Question;
  readOnly: boolean;
  defaults?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const min = question.grade_text_min || (defaults ? t('questions.nps_min') : '');
  const max = question.grade_text_max || (defaults ? t('questions.nps_max') : '');
  return (
    <div className={styles.scale} data-readonly={readOnly || undefined}>
      {children}
      {min || max ? (
        <div className={styles.scaleEnds} aria-hidden="true">
          <span>{min}</span>
          <span>{max}</span>
        </div>
      ) : null}
    </div>
  );
}

function StarGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" className={styles.starGlyph}>
      <path d="M12 2.8l2.82 5.72 6.31.92-4.57 4.45 1.08 6.29L12 17.21l-5.64 2.97 1.08-6.29L2.87 9.44l6.31-.92L12 2.8z" />
    </svg>
  );
}
