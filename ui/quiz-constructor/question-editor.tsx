import { type ReactNode, useId } from 'react';
import { TEXT_ANSWER_TYPES } from '../../core/api/quiz.ts';
import {
  type AnswerInput,
  QUESTION_FILES_MAX,
  type QuestionDocument,
} from '../../core/api/quiz-authoring.ts';
import { editorKindOf, moveItem, newRef, type QuestionProblem } from '../../core/quiz-constructor/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { PlusIcon } from '../icons/index.ts';
import { Button, Switch, TextArea, TextField } from '../primitives/index.ts';
import { type AnswerKeyMode, AnswerRows } from './answer-rows.tsx';
import { DescriptionFilesField, type QuizFileUpload } from './description-files-field.tsx';
import { ImageField, type QuizImageUpload } from './image-field.tsx';
import styles from './question-editor.module.css';
import { useProblemText } from './question-overview.tsx';
import { SortableRows } from './sortable-rows.tsx';

type Statement = QuestionDocument['statements'][number];

/** Props of the QuestionEditor. */
export interface QuestionEditorProps {
  doc: QuestionDocument;
  onChange(doc: QuestionDocument): void;
  /** What is wrong with the document now (shown at the field). */
  problems: readonly QuestionProblem[];
  saving?: boolean;
  failed?: boolean;
  onSave(): void;
  onCancel(): void;
  /** Uploads an answer's or a statement's image through the app's queue; without it no image is offered. */
  images?: QuizImageUpload;
  /** Uploads a description file through the app's queue; without it no file picker is offered. */
  files?: QuizFileUpload;
}

const MULTIPLE_SLUGS = new Set(['multiple_answer', 'mixed', 'multi_choose_from_list']);

/** The editor of one question, of any of the 22 slugs: the parts its kind needs and its settings. */
export function QuestionEditor({
  doc,
  onChange,
  problems,
  saving,
  failed,
  onSave,
  onCancel,
  images,
  files,
}: QuestionEditorProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const kind = editorKindOf(doc.type_slug);
  const set = (patch: Partial<QuestionDocument>) => onChange({ ...doc, ...patch });
  const at = (field: string) =>
    problems
      .filter((problem) => problem.field === field)
      .map(problemText)
      .join(' ') || undefined;
  const setStatement = (index: number, patch: Partial<Statement>) =>
    set({ statements: doc.statements.map((item, i) => (i === index ? { ...item, ...patch } : item)) });
  const mode: AnswerKeyMode = MULTIPLE_SLUGS.has(doc.type_slug) ? 'multiple' : 'single';

  let parts: ReactNode = null;
  if (kind === 'choice')
    parts = (
      <AnswerRows
        label={t('expert.quiz_editor_answers')}
        answers={doc.answers}
        mode={mode}
        error={at('answers')}
        images={images}
        onChange={(answers) => set({ answers })}
      />
    );
  if (kind === 'poll')
    parts = (
      <>
        {doc.type_slug === 'interview' ? (
          <Switch
            label={t('expert.quiz_editor_interview_multiple')}
            checked={doc.interview_type === 2}
            onCheckedChange={(checked) => set({ interview_type: checked ? 2 : 1 })}
          />
        ) : null}
        {doc.type_slug === 'likert_scale' ? (
          <Switch
            label={t('expert.quiz_editor_likert_vertical')}
            checked={String(doc.likert_scale_type ?? '') === '2'}
            onCheckedChange={(checked) => set({ likert_scale_type: checked ? 2 : 1 })}
          />
        ) : null}
        {['rating', 'new_promoter_score', 'likert_scale'].includes(doc.type_slug) ? (
          <div className={styles.pair}>
            <TextField
              label={t('expert.quiz_editor_grade_min')}
              value={doc.grade_text_min ?? ''}
              maxLength={255}
              onChange={(event) => set({ grade_text_min: event.currentTarget.value })}
            />
            <TextField
              label={t('expert.quiz_editor_grade_max')}
              value={doc.grade_text_max ?? ''}
              maxLength={255}
              onChange={(event) => set({ grade_text_max: event.currentTarget.value })}
            />
          </div>
        ) : null}
        <AnswerRows
          label={t('expert.quiz_editor_options')}
          answers={doc.answers}
          mode="none"
          allowCustom={doc.type_slug === 'interview'}
          images={images}
          onChange={(answers) => set({ answers })}
        />
      </>
    );
  if (kind === 'ordered')
    parts = (
      <AnswerRows
        label={t(
          doc.type_slug === 'word_from_chars' ? 'expert.quiz_editor_letters' : 'expert.quiz_editor_items',
        )}
        answers={doc.answers}
        mode="ordered"
        images={doc.type_slug === 'sorting' ? images : undefined}
        onChange={(answers) => set({ answers })}
      />
    );
  if (kind === 'matching')
    parts = (
      <>
        <Switch
          label={t('expert.quiz_editor_many_to_one')}
          checked={doc.conformity_type === 2}
          onCheckedChange={(checked) => set({ conformity_type: checked ? 2 : 1 })}
        />
        <Switch
          label={t('expert.quiz_editor_answers_combined')}
          description={t('expert.quiz_editor_answers_combined_hint')}
          checked={doc.is_answers_combined === true}
          onCheckedChange={(checked) => set({ is_answers_combined: checked })}
        />
        <AnswerRows
          label={t('expert.quiz_editor_answers')}
          answers={doc.answers}
          mode="none"
          images={images}
          onChange={(answers) => set({ answers })}
        />
        <Statements
          statements={doc.statements}
          images={images}
          onChange={(statements) => set({ statements })}
          render={(statement, index) => (
            <fieldset className={styles.rows}>
              <legend className={styles.legend}>{t('expert.quiz_editor_matches')}</legend>
              <div className={styles.binds}>
                {doc.answers.map((answer, answerIndex) => {
                  const key = String(answer.ref ?? answer.id);
                  const bound = statement.correct_answer_refs.map(String).includes(key);
                  return (
                    <label key={key} className={styles.inline}>
                      <input
                        type="checkbox"
                        checked={bound}
                        onChange={(event) =>
                          setStatement(index, {
                            correct_answer_refs: event.currentTarget.checked
                              ? [...statement.correct_answer_refs, answer.ref ?? answer.id ?? key]
                              : statement.correct_answer_refs.filter((ref) => String(ref) !== key),
                          })
                        }
                      />
                      {answer.text || t('expert.quiz_editor_answer_named', { number: answerIndex + 1 })}
                    </label>
                  );
                })}
              </div>
              {at(`statements.${index}`) ? (
                <p className={styles.error} role="alert">
                  {at(`statements.${index}`)}
                </p>
              ) : null}
            </fieldset>
          )}
          template={() => ({
            ref: newRef('s'),
            text: '',
            is_rtl: false,
            correct_answer_refs: [],
            answer_groups: [],
            answers: [],
          })}
        />
      </>
    );
  if (kind === 'lists')
    parts = (
      <Statements
        statements={doc.statements}
        onChange={(statements) => set({ statements })}
        render={(statement, index) => (
          <AnswerRows
            label={t('expert.quiz_editor_list_options', { number: index + 1 })}
            answers={statement.answers}
            mode={mode}
            onChange={(answers) => setStatement(index, { answers })}
          />
        )}
        template={() => ({
          ref: newRef('s'),
          text: '',
          is_rtl: false,
          correct_answer_refs: [],
          answer_groups: [],
          answers: [{ ref: newRef('a'), text: '', is_correct: true }],
        })}
      />
    );
  if (kind === 'gaps')
    parts = (
      <Statements
        statements={doc.statements}
        textIsArea
        textError={(index) => at(`statements.${index}.text`)}
        textHint={t('expert.quiz_editor_gap_hint')}
        onChange={(statements) => set({ statements })}
        render={(statement, index) => (
          <Gaps
            statement={statement}
            typedOnly={doc.type_slug === 'paste_word'}
            onChange={(patch) => setStatement(index, patch)}
          />
        )}
        template={() => {
          const gap = newRef('g');
          return {
            ref: newRef('s'),
            text: '[gap]',
            is_rtl: false,
            correct_answer_refs: [],
            answer_groups: [{ ref: gap, type_id: 1, display_type_id: 1 }],
            answers: [{ ref: newRef('a'), text: '', is_correct: true, answer_group_ref: gap }],
          };
        }}
      />
    );
  if (kind === 'text')
    parts = (
      <>
        <label className={styles.rows}>
          <span className={styles.legend}>{t('expert.quiz_editor_input_kind')}</span>
          <select
            className={styles.select}
            value={doc.text_answer_type_id ?? 1}
            onChange={(event) => {
              const id = Number(event.currentTarget.value);
              set({ text_answer_type_id: id === 2 || id === 3 || id === 4 || id === 5 ? id : 1 });
            }}
          >
            {TEXT_ANSWER_TYPES.map((slug, index) => (
              <option key={slug} value={index + 1}>
                {t(`expert.quiz_editor_input_${slug}`)}
              </option>
            ))}
          </select>
        </label>
        <Switch
          label={t('expert.quiz_editor_video')}
          checked={doc.is_video_comment_enabled}
          onCheckedChange={(checked) => set({ is_video_comment_enabled: checked })}
        />
        <Switch
          label={t('expert.quiz_editor_audio')}
          checked={doc.is_audio_comment_enabled}
          onCheckedChange={(checked) => set({ is_audio_comment_enabled: checked })}
        />
        <Switch
          label={t('expert.quiz_editor_upload')}
          checked={doc.can_upload}
          onCheckedChange={(checked) => set({ can_upload: checked })}
        />
      </>
    );

  const timerSeconds = doc.timer_duration == null ? '' : String(doc.timer_duration);
  return (
    <form
      className={styles.editor}
      aria-label={t('expert.quiz_editor_title', { type: t(`expert.quiz_type_${doc.type_slug}`) })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <TextField
        label={t('expert.quiz_editor_name')}
        value={doc.name ?? ''}
        maxLength={5000}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <TextArea
        label={t('expert.quiz_editor_description')}
        rows={2}
        value={doc.description ?? ''}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      {files ? (
        <DescriptionFilesField
          files={doc.files}
          upload={files}
          max={QUESTION_FILES_MAX}
          onChange={(next) => set({ files: next })}
        />
      ) : null}
      {parts}
      <TextArea
        label={t('expert.quiz_editor_explanation')}
        hint={t('expert.quiz_editor_explanation_hint')}
        rows={2}
        value={doc.explanation ?? ''}
        onChange={(event) => set({ explanation: event.currentTarget.value, comment: null })}
      />
      <div className={styles.pair}>
        <TextField
          label={t('expert.quiz_editor_points')}
          inputMode="decimal"
          value={String(doc.max_points)}
          onChange={(event) => {
            const points = Number(event.currentTarget.value.replace(',', '.'));
            if (Number.isFinite(points) && points >= 0 && points <= 1000) set({ max_points: points });
          }}
        />
        <TextField
          label={t('expert.quiz_editor_timer')}
          hint={t('expert.quiz_editor_timer_hint')}
          inputMode="numeric"
          value={timerSeconds}
          onChange={(event) => {
            const text = event.currentTarget.value.trim();
            const seconds = Number(text);
            if (text === '') set({ timer_duration: null });
            else if (Number.isInteger(seconds) && seconds >= 1 && seconds <= 604_800)
              set({ timer_duration: seconds });
          }}
        />
      </div>
      <Switch
        label={t('expert.quiz_editor_required')}
        checked={doc.is_required}
        onCheckedChange={(checked) => set({ is_required: checked })}
      />
      <Switch
        label={t('expert.quiz_editor_collapse')}
        checked={doc.is_collapse_enabled}
        onCheckedChange={(checked) => set({ is_collapse_enabled: checked })}
      />
      <Switch
        label={t('expert.quiz_editor_comment_after_check')}
        checked={doc.is_allowed_comment_after_check}
        onCheckedChange={(checked) => set({ is_allowed_comment_after_check: checked })}
      />
      {failed ? (
        <p className={styles.error} role="alert">
          {t('expert.quiz_editor_save_failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('expert.quiz_new_cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('expert.quiz_editor_save')}
        </Button>
      </div>
    </form>
  );
}

function Statements({
  statements,
  onChange,
  render,
  template,
  textIsArea,
  textError,
  textHint,
  images,
}: {
  statements: readonly Statement[];
  onChange(statements: Statement[]): void;
  render(statement: Statement, index: number): ReactNode;
  template(): Statement;
  textIsArea?: boolean;
  textError?(index: number): string | undefined;
  textHint?: string;
  images?: QuizImageUpload;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.rows}>
      <legend className={styles.legend}>{t('expert.quiz_editor_statements')}</legend>
      <SortableRows
        items={statements}
        keyOf={(statement, index) => String(statement.id ?? statement.ref ?? index)}
        labels={{
          list: t('expert.quiz_editor_statements'),
          item: (number) => t('expert.quiz_editor_statement_named', { number }),
          up: (number) => t('expert.quiz_editor_statement_up', { number }),
          down: (number) => t('expert.quiz_editor_statement_down', { number }),
          remove: (number) => t('expert.quiz_editor_statement_delete', { number }),
        }}
        rowAttribute="data-statement-row"
        rowClassName={styles.statement}
        stacked
        onMove={(from, to) => onChange(moveItem(statements, from, to))}
        onRemove={(index) => onChange(statements.filter((_, at) => at !== index))}
        renderRow={(statement, index) => {
          const number = index + 1;
          const set = (patch: Partial<Statement>) =>
            onChange(statements.map((item, at) => (at === index ? { ...item, ...patch } : item)));
          const error = textError?.(index);
          return (
            <>
              <div className={styles.statementText}>
                {textIsArea ? (
                  <TextArea
                    id={`${id}-${index}`}
                    fieldClassName={styles.area}
                    label={t('expert.quiz_editor_statement_named', { number })}
                    hint={textHint}
                    error={error}
                    rows={3}
                    value={statement.text ?? ''}
                    onChange={(event) => set({ text: event.currentTarget.value })}
                  />
                ) : (
                  <input
                    className={styles.text}
                    aria-label={t('expert.quiz_editor_statement_named', { number })}
                    value={statement.text ?? ''}
                    onChange={(event) => set({ text: event.currentTarget.value })}
                  />
                )}
                {images ? (
                  <ImageField
                    label={t('expert.quiz_editor_statement_image', { number })}
                    url={statement.image_url ?? null}
                    upload={images}
                    onChange={(image) => set({ image_url: image.image_url })}
                  />
                ) : null}
              </div>
              {render(statement, index)}
            </>
          );
        }}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          iconStart={<PlusIcon size={16} />}
          onClick={() => onChange([...statements, template()])}
        >
          {t('expert.quiz_editor_add_statement')}
        </Button>
      </div>
    </fieldset>
  );
}

function Gaps({
  statement,
  typedOnly,
  onChange,
}: {
  statement: Statement;
  typedOnly: boolean;
  onChange(patch: Partial<Statement>): void;
}) {
  const { t } = useTranslation();
  const groups = statement.answer_groups;
  const refOf = (group: Statement['answer_groups'][number]) => group.ref ?? group.id ?? '';
  const pool =
    groups.some((group) => group.type_id === 2) &&
    groups.every((group) => group.type_id === 1 || group.display_type_id === 2);
  const answersOf = (group: Statement['answer_groups'][number]) =>
    statement.answers.filter((answer) => String(answer.answer_group_ref) === String(refOf(group)));
  const setAnswersOf = (group: Statement['answer_groups'][number], answers: AnswerInput[]) =>
    onChange({
      answers: [
        ...statement.answers.filter((answer) => String(answer.answer_group_ref) !== String(refOf(group))),
        ...answers.map((answer) => ({ ...answer, answer_group_ref: refOf(group) })),
      ],
    });
  return (
    <div className={styles.rows}>
      {!typedOnly ? (
        <Switch
          label={t('expert.quiz_editor_shared_pool')}
          checked={pool}
          onCheckedChange={(checked) =>
            onChange({
              answer_groups: groups.map((group) => ({ ...group, display_type_id: checked ? 2 : 1 })),
            })
          }
        />
      ) : null}
      <SortableRows
        items={groups}
        keyOf={(group, index) => String(refOf(group) || index)}
        labels={{
          list: t('expert.quiz_editor_gaps'),
          item: (number) => t('expert.quiz_editor_gap_named', { number }),
          up: (number) => t('expert.quiz_editor_gap_up', { number }),
          down: (number) => t('expert.quiz_editor_gap_down', { number }),
          remove: (number) => t('expert.quiz_editor_gap_delete', { number }),
        }}
        rowAttribute="data-gap-row"
        rowClassName={styles.statement}
        stacked
        onMove={(from, to) => onChange({ answer_groups: moveItem(groups, from, to) })}
        onRemove={(index) => {
          const group = groups[index];
          if (!group) return;
          onChange({
            answer_groups: groups.filter((_, at) => at !== index),
            answers: statement.answers.filter(
              (answer) => String(answer.answer_group_ref) !== String(refOf(group)),
            ),
          });
        }}
        renderRow={(group, index) => {
          const number = index + 1;
          const typed = group.type_id === 1;
          return (
            <>
              <div className={styles.statementText}>
                <strong>{t('expert.quiz_editor_gap_named', { number })}</strong>
                {!typedOnly ? (
                  <select
                    className={styles.select}
                    aria-label={t('expert.quiz_editor_gap_kind', { number })}
                    value={group.type_id}
                    onChange={(event) =>
                      onChange({
                        answer_groups: groups.map((item, at) =>
                          at === index
                            ? { ...item, type_id: event.currentTarget.value === '2' ? 2 : 1 }
                            : item,
                        ),
                      })
                    }
                  >
                    <option value={1}>{t('expert.quiz_editor_gap_typed')}</option>
                    <option value={2}>{t('expert.quiz_editor_gap_choice')}</option>
                  </select>
                ) : null}
              </div>
              <AnswerRows
                label={t(typed ? 'expert.quiz_editor_gap_spellings' : 'expert.quiz_editor_gap_options', {
                  number,
                })}
                answers={answersOf(group)}
                mode={typed ? 'multiple' : 'single'}
                template={{ answer_group_ref: refOf(group), is_correct: typed }}
                onChange={(answers) =>
                  setAnswersOf(
                    group,
                    typed ? answers.map((answer) => ({ ...answer, is_correct: true })) : answers,
                  )
                }
              />
            </>
          );
        }}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          iconStart={<PlusIcon size={16} />}
          onClick={() => {
            const ref = newRef('g');
            onChange({
              text: `${statement.text ?? ''} [gap]`,
              answer_groups: [...groups, { ref, type_id: 1, display_type_id: 1 }],
              answers: [
                ...statement.answers,
                { ref: newRef('a'), text: '', is_correct: true, answer_group_ref: ref },
              ],
            });
          }}
        >
          {t('expert.quiz_editor_add_gap')}
        </Button>
      </div>
    </div>
  );
}
