import type { Attempt, Question, Quiz, ResultDisplayType } from '../api/quiz.ts';
import { scoreAnswer, stripAnswerKey } from '../quiz/index.ts';
import type { QuizApi } from '../quiz/quiz.types.ts';
import type { QuizSettingsSource } from './quiz-settings.ts';

/** The id the preview's stand-in attempt carries (no attempt is ever stored). */
export const PREVIEW_ATTEMPT_ID = 1;

/** The quiz as a student receives it, from the constructor's options and keyed questions (keys removed). */
export function previewQuizOf(
  source: QuizSettingsSource & { id: number; questions: readonly Question[]; start_info_text: string | null },
): Quiz {
  return {
    id: source.id,
    name: source.name,
    type: null,
    questions: source.questions.map(stripAnswerKey),
    attempt: null,
    attempts: [],
    questions_display_type_id: source.questions_display_type_id,
    reanswer_type: source.reanswer_type,
    return_to_previous_type: source.return_to_previous_type,
    navigation_type_id: source.navigation_type_id,
    finish_type_id: source.finish_type_id,
    is_allow_clear: source.is_allow_clear,
    type_show_question_result_attempt: { id: source.type_show_question_result_attempt },
    result_attempt: {
      type_show: source.result_type_show as ResultDisplayType,
      is_show: source.result_is_show,
    },
    questions_numeration_type: { id: source.questions_numeration_type },
    is_checkpoint: source.is_checkpoint,
    options: {
      timer_duration: source.timer_duration,
      timer_type: { id: source.timer_type },
    },
    start_type: { id: 1 },
    start_info: null,
    estimate: { is_on: source.estimate_is_on, is_show: source.estimate_is_show },
    common_scores_min: source.common_scores_min,
    common_scores_max: source.common_scores_max,
    can_start_attempt: true,
    is_run_out_of_attempts: false,
    attempt_limit_text: null,
    passed_text: source.passed_text,
    failed_text: source.failed_text,
    attempt_comments: [],
    attempt_comment_type: null,
    comment_versioning_type: null,
    versioning_type_id: null,
    is_name_enabled: source.is_name_enabled,
    finalize: false,
    blocked_info: null,
    closed_info: null,
  };
}

/**
 * The quiz flow's calls for a preview: nothing reaches the server and no attempt is stored. Answers are
 * scored here with the core scorers against the keyed questions, so a check shows what a student would
 * see; the finish adds the points up; the timers count from the quiz's own durations.
 */
export function previewQuizApi(keyed: readonly Question[], timerSeconds: number | null): QuizApi {
  const byId = new Map(keyed.map((question) => [question.id, question]));
  const verdicts = new Map<number, { isCorrect: boolean | null; points: number }>();
  const attempt = (finished = false): Attempt => {
    const scored = [...verdicts.values()];
    return {
      id: PREVIEW_ATTEMPT_ID,
      root_id: null,
      previous_attempt: null,
      // Running (5); finished: on review (6) when an answer needs an expert, else passed (1) or failed (2).
      status_id: !finished
        ? 5
        : scored.some((verdict) => verdict.isCorrect === null)
          ? 6
          : scored.some((verdict) => verdict.isCorrect === false)
            ? 2
            : 1,
      scores: scored.reduce((sum, verdict) => sum + verdict.points, 0),
      finished_at: finished ? new Date().toISOString() : null,
      passed_time_formatted: null,
      passed_time_in_seconds: 0,
      left_time_in_seconds: timerSeconds,
      count_questions: keyed.length,
      count_questions_correct: scored.filter((verdict) => verdict.isCorrect === true).length,
      count_questions_incorrect: scored.filter((verdict) => verdict.isCorrect === false).length,
      results: [],
      latest_attempt: true,
      finished,
    };
  };
  const score = (payload: Parameters<QuizApi['sendAnswer']>[0]['payload']) => {
    const question = byId.get(payload.quiz_question_id);
    if (!question) return null;
    const result = scoreAnswer(question, payload);
    const isCorrect = result.verdict === 'not_scorable' ? null : result.verdict === 'correct';
    verdicts.set(question.id, { isCorrect, points: result.points });
    return isCorrect;
  };
  return {
    startAttempt: async () => attempt(),
    sendAnswer: async ({ payload }) => {
      const isCorrect = score(payload);
      return {
        ...attempt(),
        quiz_question: {
          id: payload.quiz_question_id,
          has_result_answer: true,
          is_skipped: false,
          comment: null,
          comment_files: [],
          attempt_question_result: { is_correct: isCorrect },
          correct_answers: [],
          aggregate_interview: [],
        },
        finish_attempt_result: null,
      };
    },
    finishAttempt: async ({ answers }) => {
      for (const payload of answers) score(payload);
      return { success: true, attempt: attempt(true), message: null, questions: [] };
    },
    clearAttempt: async () => {
      verdicts.clear();
      return attempt();
    },
    fetchAttemptTimer: async () => ({ left_time_in_seconds: timerSeconds ?? 0 }),
    startQuestionTimer: async ({ questionId }) => ({
      left_time_in_seconds: byId.get(questionId)?.timer_duration ?? 0,
    }),
  };
}
