import type { ResultDisplayType } from '../api/quiz.ts';
import type { QuizOptionsRequest } from '../api/quiz-authoring.ts';

/** The options of a quiz as the constructor reads them (core/api/quiz-authoring.ts quizOptionsViewSchema). */
export interface QuizSettingsSource {
  name: string;
  is_name_enabled: boolean;
  questions_display_type_id: 1 | 2;
  navigation_type_id: 1 | 2;
  return_to_previous_type: 1 | 2;
  reanswer_type: 1 | 2;
  finish_type_id: 1 | 2;
  is_allow_clear: boolean;
  type_show_question_result_attempt: 1 | 2 | 3;
  result_type_show: ResultDisplayType;
  result_is_show: boolean;
  questions_numeration_type: 1 | 2;
  is_checkpoint: boolean;
  timer_duration: number | null;
  timer_type: 1 | 2;
  start_type: 1 | 2;
  start_info_text: string | null;
  start_info_button: string | null;
  estimate_is_on: boolean;
  estimate_is_show: boolean;
  common_scores_min: number | null;
  common_scores_max: number | null;
  attempt_limit: number | null;
  attempt_limit_text: string | null;
  passed_text: string | null;
  failed_text: string | null;
  attempt_comment_type: 1 | 2 | null;
  versioning_type_id: 1 | 2 | 3 | null;
}

/**
 * The settings form as the expert fills it: numbers stay the text typed until saved, and a timer or an
 * attempt limit is switched on or off apart from its value, so switching off keeps what was typed.
 */
export interface QuizSettingsDraft
  extends Omit<
    QuizSettingsSource,
    'timer_duration' | 'common_scores_min' | 'common_scores_max' | 'attempt_limit'
  > {
  timer_on: boolean;
  timer_minutes: string;
  timer_seconds: string;
  common_scores_min: string;
  common_scores_max: string;
  attempt_limit_on: boolean;
  attempt_limit: string;
}

/** A field of the draft. */
export type QuizSettingsField = keyof QuizSettingsDraft;

/** Why a field cannot be saved (the screen says it in the reader's language). */
export type QuizSettingsError =
  | 'name_required'
  | 'timer_invalid'
  | 'score_invalid'
  | 'scores_order'
  | 'attempt_limit_invalid'
  | 'start_button_required';

/** The longest timer the server takes: a week. */
export const QUIZ_TIMER_MAX_SECONDS = 7 * 24 * 3600;
/** The most attempts a limit may allow. */
export const QUIZ_ATTEMPT_LIMIT_MAX = 1000;

const numberText = (value: number | null) => (value == null ? '' : String(value));

/** The form filled with a quiz's stored options. */
export function settingsDraftOf(source: QuizSettingsSource): QuizSettingsDraft {
  const timer = source.timer_duration ?? 0;
  return {
    ...source,
    timer_on: source.timer_duration != null,
    timer_minutes: source.timer_duration == null ? '' : String(Math.floor(timer / 60)),
    timer_seconds: source.timer_duration == null ? '' : String(timer % 60),
    common_scores_min: numberText(source.common_scores_min),
    common_scores_max: numberText(source.common_scores_max),
    attempt_limit_on: source.attempt_limit != null,
    attempt_limit: numberText(source.attempt_limit),
  };
}

/** A whole number typed in a field (blank is 0), or null when it is not one. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** A score typed in a field: blank is none, a decimal comma is a point; NaN when it is not a number ≥ 0. */
function score(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The timer in seconds the draft gives, null when off, NaN when it is not a valid duration. */
export function timerSecondsOf(draft: QuizSettingsDraft): number | null {
  if (!draft.timer_on) return null;
  const minutes = wholeNumber(draft.timer_minutes);
  const seconds = wholeNumber(draft.timer_seconds);
  if (minutes === null || seconds === null || seconds > 59) return Number.NaN;
  const total = minutes * 60 + seconds;
  return total >= 1 && total <= QUIZ_TIMER_MAX_SECONDS ? total : Number.NaN;
}

/** What stops the draft from being saved, by field; empty when it can be saved. */
export function settingsErrors(
  draft: QuizSettingsDraft,
): Partial<Record<QuizSettingsField, QuizSettingsError>> {
  const errors: Partial<Record<QuizSettingsField, QuizSettingsError>> = {};
  if (draft.name.trim() === '') errors.name = 'name_required';
  if (Number.isNaN(timerSecondsOf(draft))) errors.timer_minutes = 'timer_invalid';
  const min = score(draft.common_scores_min);
  const max = score(draft.common_scores_max);
  if (Number.isNaN(min)) errors.common_scores_min = 'score_invalid';
  if (Number.isNaN(max)) errors.common_scores_max = 'score_invalid';
  if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && min > max)
    errors.common_scores_max = 'scores_order';
  if (draft.attempt_limit_on) {
    const limit = wholeNumber(draft.attempt_limit);
    if (limit === null || limit < 1 || limit > QUIZ_ATTEMPT_LIMIT_MAX || draft.attempt_limit.trim() === '')
      errors.attempt_limit = 'attempt_limit_invalid';
  }
  if (draft.start_type === 2 && (draft.start_info_button ?? '').trim() === '')
    errors.start_info_button = 'start_button_required';
  return errors;
}

const blankToNull = (text: string | null) => (text == null || text.trim() === '' ? null : text);

/** The body of `PATCH /constructor/quizzes/{id}` for a draft without errors. */
export function settingsRequest(draft: QuizSettingsDraft): QuizOptionsRequest {
  const min = score(draft.common_scores_min);
  const max = score(draft.common_scores_max);
  return {
    name: draft.name.trim(),
    is_name_enabled: draft.is_name_enabled,
    questions_display_type_id: draft.questions_display_type_id,
    navigation_type_id: draft.navigation_type_id,
    return_to_previous_type: draft.return_to_previous_type,
    reanswer_type: draft.reanswer_type,
    finish_type_id: draft.finish_type_id,
    is_allow_clear: draft.is_allow_clear,
    type_show_question_result_attempt: draft.type_show_question_result_attempt,
    result_type_show: draft.result_type_show,
    result_is_show: draft.result_is_show,
    questions_numeration_type: draft.questions_numeration_type,
    is_checkpoint: draft.is_checkpoint,
    timer_duration: timerSecondsOf(draft),
    timer_type: draft.timer_type,
    start_type: draft.start_type,
    start_info_text: blankToNull(draft.start_info_text),
    start_info_button: blankToNull(draft.start_info_button),
    estimate_is_on: draft.estimate_is_on,
    estimate_is_show: draft.estimate_is_show,
    common_scores_min: Number.isNaN(min) ? null : min,
    common_scores_max: Number.isNaN(max) ? null : max,
    attempt_limit: draft.attempt_limit_on ? Number(draft.attempt_limit.trim()) : null,
    attempt_limit_text: blankToNull(draft.attempt_limit_text),
    passed_text: blankToNull(draft.passed_text),
    failed_text: blankToNull(draft.failed_text),
    attempt_comment_type: draft.attempt_comment_type,
    versioning_type_id: draft.versioning_type_id,
  };
}
