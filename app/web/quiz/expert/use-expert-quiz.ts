import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  type Attempt,
  type AttemptReview,
  type ExpertAttemptReview,
  errorMessage,
  type QuizResult,
  type ResultCommentSetting,
} from '../../../../core/api/index.ts';
import { useTranslation } from '../../../../ui/i18n/i18n-context.tsx';
import { useNotify } from '../../../../ui/notifications/index.ts';
import {
  ATTEMPT_FILTER_STATUS,
  type AttemptFilter,
  type ReviewMark,
} from '../../../../ui/quiz/expert/index.ts';
import type { ExpertAttemptList, ExpertQuizApi } from './expert-quiz-api.ts';

/** Query keys of the expert view; everything of a quiz sits under `all(quizId)`. */
export const expertQuizKeys = {
  all: (quizId: number) => ['expert-quiz', quizId] as const,
  attempts: (quizId: number, filter: AttemptFilter, page: number) =>
    [...expertQuizKeys.all(quizId), 'attempts', filter, page] as const,
  attempt: (quizId: number, attemptId: number) =>
    [...expertQuizKeys.all(quizId), 'attempt', attemptId] as const,
  result: (quizId: number, attemptId: number, questionId: number) =>
    [...expertQuizKeys.all(quizId), 'result', attemptId, questionId] as const,
  place: (quizId: number) => ['expert-quiz-place', quizId] as const,
};

/** The lesson id in a call base `/lessons/{id}`; null for a lesson block base. */
export function lessonIdOfBase(base: string): number | null {
  const match = /^\/lessons\/(\d+)$/.exec(base);
  return match ? Number(match[1]) : null;
}

/** The lesson of the quiz: from the base, else from the constructor (a quiz in a lesson block). */
export function useQuizLessonId(api: ExpertQuizApi, quizId: number, base: string) {
  const fromBase = lessonIdOfBase(base);
  const place = useQuery({
    queryKey: expertQuizKeys.place(quizId),
    queryFn: () => api.quizPlace(quizId),
    enabled: fromBase === null,
    staleTime: 5 * 60_000,
  });
  return { lessonId: fromBase ?? place.data?.lesson_id ?? null, failed: fromBase === null && place.isError };
}

/** One page of the quiz's attempts; `unavailable` when the server has no such call (404). */
export function useExpertAttempts(
  api: ExpertQuizApi,
  query: { base: string; quizId: number; filter: AttemptFilter; page: number },
) {
  const result = useQuery({
    queryKey: expertQuizKeys.attempts(query.quizId, query.filter, query.page),
    queryFn: () =>
      api.attempts({
        base: query.base,
        quizId: query.quizId,
        statusId: ATTEMPT_FILTER_STATUS[query.filter],
        page: query.page,
      }),
    placeholderData: (previous) => previous,
  });
  const unavailable = result.error instanceof ApiError && result.error.status === 404;
  return { ...result, unavailable };
}

/** An attempt as its expert sees it: questions with the key, results, the attempt and poll figures. */
export function useExpertAttempt(
  api: ExpertQuizApi,
  query: { lessonId: number | null; quizId: number; attemptId: number | null },
) {
  return useQuery({
    queryKey: expertQuizKeys.attempt(query.quizId, query.attemptId ?? 0),
    queryFn: () =>
      api.attempt({ lessonId: query.lessonId!, quizId: query.quizId, attemptId: query.attemptId! }),
    enabled: query.lessonId !== null && query.attemptId !== null,
  });
}

/** `GET /quiz-results` of every question of the attempt: the key and the answers per attempt. */
export function useQuestionResults(
  api: ExpertQuizApi,
  query: { quizId: number; attemptId: number | null; questionIds: readonly number[] },
): Map<number, QuizResult> {
  const results = useQueries({
    queries: query.questionIds.map((questionId) => ({
      queryKey: expertQuizKeys.result(query.quizId, query.attemptId ?? 0, questionId),
      queryFn: () => api.result({ questionId, attemptId: query.attemptId! }),
      enabled: query.attemptId !== null,
    })),
  });
  const byQuestion = new Map<number, QuizResult>();
  results.forEach((result, index) => {
    if (result.data) byQuestion.set(query.questionIds[index]!, result.data);
  });
  return byQuestion;
}

type Snapshot = [readonly unknown[], unknown][];

function withStatus<T extends { id: number; status_id: Attempt['status_id'] }>(
  attempt: T,
  attemptId: number,
  mark: ReviewMark,
): T {
  return attempt.id === attemptId ? { ...attempt, status_id: mark } : attempt;
}

/**
 * Marks an attempt passed, failed or needs rework: shown at once everywhere the attempt appears,
 * rolled back with the server's message on failure, and every list of the quiz refetched after.
 */
export function useReviewMark(api: ExpertQuizApi, quizId: number) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ attemptId, mark }: { attemptId: number; mark: ReviewMark }) =>
      api.review({ attemptId, statusId: mark }),
    onMutate: async ({ attemptId, mark }) => {
      await queryClient.cancelQueries({ queryKey: expertQuizKeys.all(quizId) });
      const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: expertQuizKeys.all(quizId) });
      queryClient.setQueryData<AttemptReview>(expertQuizKeys.attempt(quizId, attemptId), (review) =>
        review ? { ...review, attempt: withStatus(review.attempt, attemptId, mark) } : review,
      );
      queryClient.setQueriesData<{ rows: ExpertAttemptList['data']; meta: unknown }>(
        { queryKey: [...expertQuizKeys.all(quizId), 'attempts'] },
        (list) => (list ? { ...list, rows: list.rows.map((row) => withStatus(row, attemptId, mark)) } : list),
      );
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notify.danger(t('expert.quiz_review_mark_not_saved'), errorMessage(error));
    },
    onSuccess: (attempt) => {
      notify.success(
        t('expert.quiz_review_marked', { status: t(`expert.quiz_review_status_${attempt.status_id}`) }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: expertQuizKeys.all(quizId) }),
  });
}

/** The attempt's settings with one result's replaced (or added). */
export function withCommentSetting(
  settings: readonly ResultCommentSetting[],
  setting: ResultCommentSetting,
): ResultCommentSetting[] {
  const same = (other: ResultCommentSetting) =>
    other.result_commentable_type === setting.result_commentable_type &&
    other.result_commentable_id === setting.result_commentable_id;
  return settings.some(same)
    ? settings.map((other) => (same(other) ? setting : other))
    : [...settings, setting];
}

/** Whether the student may comment on a question's result of the attempt (closed when never set). */
export function commentsAllowedOn(review: ExpertAttemptReview | undefined, questionId: number): boolean {
  return resultCommentsAllowed(review, 'quiz_question', questionId);
}

/** Whether the student may comment on one result: a question, a statement or a gap. */
export function resultCommentsAllowed(
  review: ExpertAttemptReview | undefined,
  type: ResultCommentSetting['result_commentable_type'],
  id: number,
): boolean {
  return (
    review?.attempt.result_comment_settings.find(
      (setting) => setting.result_commentable_type === type && setting.result_commentable_id === id,
    )?.is_allowed ?? false
  );
}

/**
 * Allows or closes the student's comments on one result: the checkbox turns at once, turns back with
 * the server's message when the call fails.
 */
export function useCommentSetting(api: ExpertQuizApi, quizId: number) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ attemptId, setting }: { attemptId: number; setting: ResultCommentSetting }) =>
      api.commentSetting({ attemptId, setting }),
    onMutate: async ({ attemptId, setting }) => {
      const key = expertQuizKeys.attempt(quizId, attemptId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ExpertAttemptReview>(key);
      queryClient.setQueryData<ExpertAttemptReview>(key, (review) =>
        review
          ? {
              ...review,
              attempt: {
                ...review.attempt,
                result_comment_settings: withCommentSetting(review.attempt.result_comment_settings, setting),
              },
            }
          : review,
      );
      return { key, previous };
    },
    onError: (error, _variables, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
      notify.danger(t('expert.quiz_review_comments_setting_not_saved'), errorMessage(error));
    },
  });
}
