import type {
  Attempt,
  AttemptUser,
  InterviewAggregate,
  Question,
  ResultCommentSetting,
} from '../../../core/api/quiz.ts';
import { pollAggregatesOf } from '../../../core/quiz/index.ts';
import type { AttemptReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { loadAttemptFiles } from './attached-files.ts';
import { loadAttemptState, reloadAttempt } from './attempt-state.ts';
import { expertAttemptExtras } from './expert-attempts.ts';
import { settleIfExpired } from './expire-attempts.ts';
import { pollCounts } from './poll-figures.ts';
import { ATTEMPT_NOT_FOUND, QUIZ_NOT_FOUND, requireQuizTaker } from './quiz-access.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import { keyVisible } from './quiz-views.ts';
import { viewAttempt, viewQuestions } from './view-quiz.ts';

/** The attempt result page's data: the questions, the results, the attempt, the polls' figures. */
export interface AttemptResultView {
  questions: Question[];
  results: Attempt['results'];
  attempt:
    | Attempt
    | (Attempt & { user: AttemptUser | null; result_comment_settings: ResultCommentSetting[] });
  aggregate_interview: InterviewAggregate[];
}

/**
 * `GET /lessons/{lesson_id}/quizzes/{quiz_id}/attempt/{attempt_id}`: the reached attempt, when it is
 * an attempt at the quiz and lesson the path names, as its student sees it or (`asExpert`, the
 * school's experts only) as an expert reviews it, naming the student and the result comment settings.
 */
export async function viewAttemptResult(
  db: Db,
  user: UserRow,
  reach: Reached<AttemptReach>,
  place: { lessonId: number; quizId: number },
  asExpert: boolean,
  now: Date,
): Promise<AttemptResultView> {
  const { scope } = reach;
  const { quiz } = scope;
  if (quiz.id !== place.quizId) throw new HttpError(404, ATTEMPT_NOT_FOUND);
  if (quiz.lessonId !== place.lessonId) throw new HttpError(404, QUIZ_NOT_FOUND);
  await requireQuizTaker(db, user, scope);
  if (asExpert && !scope.isExpert)
    throw new HttpError(403, 'Only an expert of this school can open the expert view.');
  await settleIfExpired(db, reach.attempt, now);
  const attempt = await reloadAttempt(db, reach.attempt);
  const isExpert = asExpert || !reach.isOwner;
  const state = await loadAttemptState(db, attempt);
  const attached = await loadAttemptFiles(db, [state]);
  const questions = await viewQuestions(db, quiz, attempt.userId, attempt, isExpert, now, attached);
  const keyed = await quizQuestionsOf(db, quiz);
  const showPolls = isExpert || keyVisible(quiz, state, false);
  const attemptData = await viewAttempt(db, quiz, keyed, state, isExpert, now, attached);
  return {
    questions,
    results: attemptData.results,
    // The expert's view names the student and the result comment settings (quiz-expert.ts).
    attempt: asExpert ? { ...attemptData, ...(await expertAttemptExtras(db, attempt)) } : attemptData,
    aggregate_interview: showPolls ? pollAggregatesOf(await pollCounts(db, keyed)) : [],
  };
}
