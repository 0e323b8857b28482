import type { FormEvent, ReactNode } from 'react';
import { RESULT_DISPLAY_TYPES, type ResultDisplayType } from '../../core/api/quiz.ts';
import type {
  QuizSettingsDraft,
  QuizSettingsError,
  QuizSettingsField,
} from '../../core/quiz-constructor/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button, RadioGroup, Switch, TextArea, TextField } from '../primitives/index.ts';
import styles from './quiz-constructor.module.css';

/** Where the settings form stands against the server. */
export type QuizSettingsStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

/** Props of the QuizSettingsForm. */
export interface QuizSettingsFormProps {
  draft: QuizSettingsDraft;
  onChange(patch: Partial<QuizSettingsDraft>): void;
  /** Errors shown at their fields (after the first save attempt). */
  errors: Partial<Record<QuizSettingsField, QuizSettingsError>>;
  status: QuizSettingsStatus;
  onSave(): void;
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Every option of a quiz an expert sets (issue "quiz settings"): one form, saved with one button. */
export function QuizSettingsForm({ draft, onChange, errors, status, onSave }: QuizSettingsFormProps) {
  const { t } = useTranslation();
  const error = (field: QuizSettingsField) => {
    const code = errors[field];
    return code ? t(`expert.quiz_settings_error_${code}`) : undefined;
  };
  const text = (value: string | null) => value ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const yesNo = (value: 1 | 2) => value === 2;

  return (
    <form
      className={styles.settings}
      onSubmit={submit}
      noValidate
      aria-label={t('expert.quiz_settings_title')}
    >
      <Section legend={t('expert.quiz_settings_general')}>
        <TextField
          label={t('expert.quiz_new_name')}
          required
          maxLength={255}
          value={draft.name}
          error={error('name')}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
        <Switch
          label={t('expert.quiz_settings_show_name')}
          checked={draft.is_name_enabled}
          onCheckedChange={(checked) => onChange({ is_name_enabled: checked })}
        />
        <Switch
          label={t('expert.quiz_settings_checkpoint')}
          description={t('expert.quiz_settings_checkpoint_hint')}
          checked={draft.is_checkpoint}
          onCheckedChange={(checked) => onChange({ is_checkpoint: checked })}
        />
      </Section>

      <Section legend={t('expert.quiz_settings_flow')}>
        <RadioGroup
          label={t('expert.quiz_settings_display')}
          value={String(draft.questions_display_type_id)}
          onValueChange={(value) => onChange({ questions_display_type_id: value === '2' ? 2 : 1 })}
          options={[
            { value: '1', label: t('expert.quiz_settings_display_separately') },
            { value: '2', label: t('expert.quiz_settings_display_all') },
          ]}
        />
        <Switch
          label={t('expert.quiz_settings_navigation')}
          description={t('expert.quiz_settings_navigation_hint')}
          checked={draft.navigation_type_id === 1}
          onCheckedChange={(checked) => onChange({ navigation_type_id: checked ? 1 : 2 })}
        />
        <Switch
          label={t('expert.quiz_settings_numbering')}
          checked={draft.questions_numeration_type === 1}
          onCheckedChange={(checked) => onChange({ questions_numeration_type: checked ? 1 : 2 })}
        />
        <Switch
          label={t('expert.quiz_settings_return')}
          checked={yesNo(draft.return_to_previous_type)}
          onCheckedChange={(checked) => onChange({ return_to_previous_type: checked ? 2 : 1 })}
        />
        <Switch
          label={t('expert.quiz_settings_reanswer')}
          checked={yesNo(draft.reanswer_type)}
          onCheckedChange={(checked) => onChange({ reanswer_type: checked ? 2 : 1 })}
        />
        <Switch
          label={t('expert.quiz_settings_finish_any')}
          checked={draft.finish_type_id === 1}
          onCheckedChange={(checked) => onChange({ finish_type_id: checked ? 1 : 2 })}
        />
        <Switch
          label={t('expert.quiz_settings_clear')}
          checked={draft.is_allow_clear}
          onCheckedChange={(checked) => onChange({ is_allow_clear: checked })}
        />
      </Section>

      <Section legend={t('expert.quiz_settings_results')}>
        <RadioGroup
          label={t('expert.quiz_settings_check_result')}
          value={String(draft.type_show_question_result_attempt)}
          onValueChange={(value) =>
            onChange({ type_show_question_result_attempt: value === '3' ? 3 : value === '2' ? 2 : 1 })
          }
          options={[
            { value: '1', label: t('expert.quiz_settings_check_result_1') },
            { value: '2', label: t('expert.quiz_settings_check_result_2') },
            { value: '3', label: t('expert.quiz_settings_check_result_3') },
          ]}
        />
        <Switch
          label={t('expert.quiz_settings_result_show')}
          checked={draft.result_is_show}
          onCheckedChange={(checked) => onChange({ result_is_show: checked })}
        />
        <RadioGroup
          label={t('expert.quiz_settings_result_type')}
          value={draft.result_type_show}
          onValueChange={(value) => onChange({ result_type_show: value as ResultDisplayType })}
          options={RESULT_DISPLAY_TYPES.map((type) => ({
            value: type,
            label: t(`expert.quiz_settings_result_type_${type}`),
          }))}
        />
      </Section>

      <Section legend={t('expert.quiz_settings_timer')}>
        <Switch
          label={t('expert.quiz_settings_timer_on')}
          checked={draft.timer_on}
          onCheckedChange={(checked) => onChange({ timer_on: checked })}
        />
        {draft.timer_on ? (
          <>
            <RadioGroup
              label={t('expert.quiz_settings_timer_type')}
              orientation="horizontal"
              value={String(draft.timer_type)}
              onValueChange={(value) => onChange({ timer_type: value === '2' ? 2 : 1 })}
              options={[
                { value: '1', label: t('expert.quiz_settings_timer_countdown') },
                { value: '2', label: t('expert.quiz_settings_timer_stopwatch') },
              ]}
            />
            <div className={styles.pair}>
              <TextField
                label={t('expert.quiz_settings_timer_minutes')}
                inputMode="numeric"
                value={draft.timer_minutes}
                error={error('timer_minutes')}
                onChange={(event) => onChange({ timer_minutes: event.currentTarget.value })}
              />
              <TextField
                label={t('expert.quiz_settings_timer_seconds')}
                inputMode="numeric"
                value={draft.timer_seconds}
                onChange={(event) => onChange({ timer_seconds: event.currentTarget.value })}
              />
            </div>
          </>
        ) : null}
      </Section>

      <Section legend={t('expert.quiz_settings_start')}>
        <RadioGroup
          label={t('expert.quiz_settings_start_type')}
          value={String(draft.start_type)}
          onValueChange={(value) => onChange({ start_type: value === '2' ? 2 : 1 })}
          options={[
            { value: '1', label: t('expert.quiz_settings_start_default') },
            { value: '2', label: t('expert.quiz_settings_start_page') },
          ]}
        />
        {draft.start_type === 2 ? (
          <>
            <TextArea
              label={t('expert.quiz_settings_start_text')}
              rows={3}
              maxLength={5000}
              value={text(draft.start_info_text)}
              onChange={(event) => onChange({ start_info_text: event.currentTarget.value })}
            />
            <TextField
              label={t('expert.quiz_settings_start_button')}
              required
              maxLength={255}
              value={text(draft.start_info_button)}
              error={error('start_info_button')}
              onChange={(event) => onChange({ start_info_button: event.currentTarget.value })}
            />
          </>
        ) : null}
      </Section>

      <Section legend={t('expert.quiz_settings_estimate')}>
        <Switch
          label={t('expert.quiz_settings_estimate_on')}
          checked={draft.estimate_is_on}
          onCheckedChange={(checked) => onChange({ estimate_is_on: checked })}
        />
        <Switch
          label={t('expert.quiz_settings_estimate_show')}
          checked={draft.estimate_is_show}
          onCheckedChange={(checked) => onChange({ estimate_is_show: checked })}
        />
        <div className={styles.pair}>
          <TextField
            label={t('expert.quiz_settings_scores_min')}
            inputMode="decimal"
            value={draft.common_scores_min}
            error={error('common_scores_min')}
            onChange={(event) => onChange({ common_scores_min: event.currentTarget.value })}
          />
          <TextField
            label={t('expert.quiz_settings_scores_max')}
            inputMode="decimal"
            value={draft.common_scores_max}
            error={error('common_scores_max')}
            onChange={(event) => onChange({ common_scores_max: event.currentTarget.value })}
          />
        </div>
        <TextArea
          label={t('expert.quiz_settings_passed_text')}
          rows={2}
          maxLength={5000}
          value={text(draft.passed_text)}
          onChange={(event) => onChange({ passed_text: event.currentTarget.value })}
        />
        <TextArea
          label={t('expert.quiz_settings_failed_text')}
          rows={2}
          maxLength={5000}
          value={text(draft.failed_text)}
          onChange={(event) => onChange({ failed_text: event.currentTarget.value })}
        />
      </Section>

      <Section legend={t('expert.quiz_settings_attempts')}>
        <Switch
          label={t('expert.quiz_settings_attempt_limit_on')}
          checked={draft.attempt_limit_on}
          onCheckedChange={(checked) => onChange({ attempt_limit_on: checked })}
        />
        {draft.attempt_limit_on ? (
          <>
            <TextField
              label={t('expert.quiz_settings_attempt_limit')}
              inputMode="numeric"
              value={draft.attempt_limit}
              error={error('attempt_limit')}
              onChange={(event) => onChange({ attempt_limit: event.currentTarget.value })}
            />
            <TextArea
              label={t('expert.quiz_settings_attempt_limit_text')}
              rows={2}
              maxLength={2000}
              value={text(draft.attempt_limit_text)}
              onChange={(event) => onChange({ attempt_limit_text: event.currentTarget.value })}
            />
          </>
        ) : null}
        <Switch
          label={t('expert.quiz_settings_comment_reply')}
          checked={draft.attempt_comment_type === 1}
          onCheckedChange={(checked) => onChange({ attempt_comment_type: checked ? 1 : 2 })}
        />
        <Switch
          label={t('expert.quiz_settings_versions')}
          description={t('expert.quiz_settings_versions_hint')}
          checked={draft.versioning_type_id === 3}
          onCheckedChange={(checked) => onChange({ versioning_type_id: checked ? 3 : null })}
        />
      </Section>

      <div className={styles.footer}>
        <span className={styles.status} role="status">
          {t(`expert.quiz_settings_status_${status}`)}
        </span>
        <Button type="submit" loading={status === 'saving'}>
          {t('expert.quiz_settings_save')}
        </Button>
      </div>
    </form>
  );
}
