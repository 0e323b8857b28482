import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { AttemptUser } from '../../../../core/api/index.ts';
import type { ResultCommentsContext } from '../../../../core/comments/index.ts';
import { useTranslation } from '../../../../ui/i18n/i18n-context.tsx';
import {
  AttemptDetail,
  type AttemptFilter,
  AttemptList,
  type ExpertAttemptRow,
  ExpertQuizLayout,
  type ExpertStudent,
  localTimeZone,
  QuestionResult,
} from '../../../../ui/quiz/expert/index.ts';
import { QuizFileMedia } from '../quiz-file-media.tsx';
import { attemptRowOf, questionResultProps } from './expert-question-views.ts';
import { type ExpertAttemptList, type ExpertQuizApi, httpExpertQuizApi } from './expert-quiz-api.ts';
import {
  commentsAllowedOn,
  expertQuizKeys,
  resultCommentsAllowed,
  useCommentSetting,
  useExpertAttempt,
  useExpertAttempts,
  useQuestionResults,
  useQuizLessonId,
  useReviewMark,
} from './use-expert-quiz.ts';

/** What the expert's part of the quiz page needs: the quiz and its call base (`/lessons/{id}` or `/info-units/{id}`). */
export interface ExpertQuizViewProps {
  quizId: number;
  /** The call base of spec 2 §7, e.g. `/lessons/12`. */
  base: string;
  /** The attempt to open; when absent, the view opens the one in the address (see attemptIdInAddress) and then keeps its own choice. */
  attemptId?: number | null;
  /** Told when the expert opens another attempt (to keep it in the address). */
  onAttemptChange?(attemptId: number): void;
  /** The calls (specs pass their own). */
  api?: ExpertQuizApi;
  /** Time zone of the dates (specs pin it). */
  timeZone?: string;
  /** The comment thread under a question's result (the pages give it; specs leave it out). */
  renderComments?(attemptId: number, questionId: number, context?: ResultCommentsContext): ReactNode;
  /** Shows the "Students' answers" heading above (on the quiz page; the expert area page has its own). */
  showHeading?: boolean;
}

/**
 * The attempt named in the address when the view mounts: `?expert_attempt_id=` (ours; the quiz page
 * leaves it alone), else `?quiz_attempt_id=` (spec 3 §2) if the page has not consumed it yet.
 */
function attemptIdInAddress(): number | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  for (const name of ['expert_attempt_id', 'quiz_attempt_id']) {
    const id = Number(params.get(name));
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return null;
}

/** The student the expert's attempt view names. */
function studentOf(user: AttemptUser | null | undefined): ExpertStudent | null {
  return user ? { id: user.id, name: user.name, avatarUrl: user.avatar_url, bgColor: user.bg_color } : null;
}

/** A student known from any cached page of the list. */
function useKnownRow(quizId: number, attemptId: number | null): ExpertAttemptRow | null {
  const queryClient = useQueryClient();
  if (attemptId === null) return null;
  for (const [, list] of queryClient.getQueriesData<{ rows: ExpertAttemptList['data'] }>({
    queryKey: [...expertQuizKeys.all(quizId), 'attempts'],
  })) {
    const row = list?.rows.find((candidate) => candidate.id === attemptId);
    if (row) return attemptRowOf(row);
  }
  return null;
}

/** The expert's view of a quiz's attempts (spec 2 §2 and §6): history, answers, review actions. */
export function ExpertQuizView({
  quizId,
  base,
  attemptId: requestedAttempt,
  onAttemptChange,
  api = httpExpertQuizApi,
  timeZone: pinnedTimeZone,
  showHeading = true,
  renderComments,
}: ExpertQuizViewProps) {
  const { t } = useTranslation();
  const timeZone = useMemo(() => pinnedTimeZone ?? localTimeZone(), [pinnedTimeZone]);
  const [filter, setFilter] = useState<AttemptFilter>('on-review');
  const [page, setPage] = useState(1);
  const [chosenAttempt, setChosenAttempt] = useState<number | null>(attemptIdInAddress);
  const attemptId = requestedAttempt ?? chosenAttempt;
  const detailRef = useRef<HTMLDivElement>(null);
  const focusOnLoad = useRef(false);

  const { lessonId, failed: placeFailed } = useQuizLessonId(api, quizId, base);
  const attempts = useExpertAttempts(api, { base, quizId, filter, page });
  const attempt = useExpertAttempt(api, { lessonId, quizId, attemptId });
  const review = attempt.data;
  const questionIds = useMemo(() => review?.questions.map((question) => question.id) ?? [], [review]);
  const results = useQuestionResults(api, { quizId, attemptId, questionIds });
  const mark = useReviewMark(api, quizId);
  const commentSetting = useCommentSetting(api, quizId);
  const knownRow = useKnownRow(quizId, attemptId);

  const rows = attempts.data?.rows.map(attemptRowOf) ?? [];
  const listState = attempts.unavailable
    ? 'unavailable'
    : attempts.isError
      ? 'failed'
      : attempts.isPending
        ? 'loading'
        : 'ready';
  const detailState =
    attemptId === null ? 'empty' : attempt.isError || placeFailed ? 'failed' : review ? 'ready' : 'loading';

  // An attempt opened from the list takes the focus once it shows, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (!focusOnLoad.current || review?.attempt.id !== attemptId) return;
    focusOnLoad.current = false;
    detailRef.current?.querySelector<HTMLElement>('#expert-attempt-heading')?.focus();
  }, [review, attemptId]);

  const open = (id: number) => {
    setChosenAttempt(id);
    onAttemptChange?.(id);
    focusOnLoad.current = true;
    detailRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <QuizFileMedia>
      <ExpertQuizLayout
        heading={showHeading ? t('expert.quiz_review_title') : null}
        list={
          <AttemptList
            state={listState}
            rows={rows}
            filter={filter}
            onFilterChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
            page={attempts.data?.meta?.current_page ?? page}
            lastPage={attempts.data?.meta?.last_page ?? 1}
            onPageChange={setPage}
            selectedId={attemptId}
            onOpen={open}
            onRetry={() => attempts.refetch()}
            timeZone={timeZone}
          />
        }
        detail={
          // Without the list there is nothing to choose from: the list's notice says so, the pane stays empty.
          listState === 'unavailable' && attemptId === null ? null : (
            <div ref={detailRef}>
              <AttemptDetail
                state={detailState}
                attempt={review?.attempt ?? null}
                student={knownRow?.student ?? studentOf(review?.attempt.user)}
                pendingMark={mark.isPending ? mark.variables.mark : null}
                onMark={(next) => attemptId !== null && mark.mutate({ attemptId, mark: next })}
                onRetry={() => attempt.refetch()}
                timeZone={timeZone}
              >
                {review?.questions.map((question, index) => (
                  <QuestionResult
                    key={question.id}
                    {...questionResultProps(question, index, review, results.get(question.id), {
                      customLabel: t('expert.quiz_review_custom_answer'),
                      timeZone,
                    })}
                    commentsAllowed={commentsAllowedOn(review, question.id)}
                    comments={renderComments?.(review.attempt.id, question.id, {
                      question,
                      isAllowed: (type, id) => resultCommentsAllowed(review, type, id),
                      onAllowedChange: (type, id, allowed) =>
                        commentSetting.mutate({
                          attemptId: review.attempt.id,
                          setting: {
                            result_commentable_type: type,
                            result_commentable_id: id,
                            is_allowed: allowed,
                          },
                        }),
                    })}
                    onCommentsAllowedChange={(allowed) =>
                      commentSetting.mutate({
                        attemptId: review.attempt.id,
                        setting: {
                          result_commentable_type: 'quiz_question',
                          result_commentable_id: question.id,
                          is_allowed: allowed,
                        },
                      })
                    }
                  />
                ))}
              </AttemptDetail>
            </div>
          )
        }
      />
    </QuizFileMedia>
  );
}
