import type { AnswerRequest, AnswerResponse, Question } from '../../../core/api/quiz.ts';
import {
  attemptDeadline,
  isPastDeadline,
  isWithinDeadline,
  keyLines,
  type PollCount,
  pollAggregatesOf,
  type Verdict,
  verdictResult,
} from '../../../core/quiz/index.ts';
import type { AttemptReach } from '../access/guards.ts';
import type { Reached } from '../access/reached.ts';
import type { Db } from '../db/client.ts';
import { pipelinedTransaction } from '../db/pipelined-transaction.ts';
import { HttpError } from '../http/http-error.ts';
import { saveReceipt } from './answer-receipts.ts';
import {
  type AttachedFiles,
  attemptFileUuids,
  describeFiles,
  loadAttachedFiles,
  requestFileUuids,
} from './attached-files.ts';
import { questionComment } from './attempt-comments.ts';
import { ATTEMPT_FINISHED_MESSAGE, TIME_RAN_OUT_MESSAGE } from './attempt-refusals.ts';
import { type AttemptState, previousOf } from './attempt-state.ts';
import { type FinishOutcome, finishAttemptTx, tryFinishTx } from './finish-attempt.ts';
import { lockAttemptState } from './lock-attempt.ts';
import { pollCounts } from './poll-figures.ts';
import type { QuizRow } from './quiz-access.ts';
import { quizQuestionsOf } from './quiz-questions-store.ts';
import { attemptView, keyVisible, STATUS, verdictVisible } from './quiz-views.ts';
import { storeAnswerTx } from './store-answer.ts';

/** The answer call's data, built from the attempt as this transaction left it (it is the user's latest). */
function answerView(
  quiz: QuizRow,
  questions: readonly Question[],
  state: AttemptState,
  previous: { id: number; statusId: number } | null,
  questionId: number,
  finish: FinishOutcome | null,
  now: Date,
  attached: AttachedFiles,
  /** A poll's choices in other attempts; this attempt's own is counted from `state`. */
  otherPollCounts: readonly PollCount[],
): AnswerResponse {
  const view = attemptView(quiz, questions, state, {
    now,
    isExpert: false,
    latest: true,
    previous,
    attached,
  });
  const question = questions.find((candidate) => candidate.id === questionId);
  const row = state.questions.find((candidate) => candidate.questionId === questionId);
  const answered = row?.answeredAt != null;
  const comment = questionComment(state, questionId);
  const showVerdict = verdictVisible(quiz, state, false) || quiz.questionResultShowId >= 2;
  const showKey = quiz.questionResultShowId === 3 || keyVisible(quiz, state, false);
  const correctAnswers = question ? keyLines(question) : [];
  const ownChoices = state.results
    .filter((result) => result.questionId === questionId && result.answerId != null)
    .map((result) => ({ questionId, answerId: result.answerId!, count: 1 }));
  const polls =
    otherPollCounts.length + ownChoices.length > 0
      ? pollAggregatesOf([...otherPollCounts, ...ownChoices])
      : [];
  return {
    ...view,
    quiz_question: question
      ? ({
          id: question.id,
          has_result_answer: answered,
          is_skipped: false,
          has_stopped_info: question.has_stopped_info,
          comment: comment?.text ?? null,
          comment_files: comment ? describeFiles(comment.files, attached, comment.userId) : [],
          attempt_question_result: answered
            ? verdictResult(row?.verdict as Verdict | null, showVerdict)
            : null,
          ...(showKey && answered ? { correct_answers: correctAnswers, aggregate_interview: polls } : {}),
        } as NonNullable<AnswerResponse['quiz_question']>)
      : null,
    finish_attempt_result: finish,
  };
}

/** What the answer call reads of its request, each part when its turn comes (`guardsItself`). */
export interface AnswerCall {
  /** The attempt the path names (its id, not yet checked against the caller). */
  attemptId: number;
  /** The caller. */
  userId: number;
  /** The caller's access to that attempt by the route's rule, run on the handle given (its 403 or 404). */
  reach(tx: Db): Promise<Reached<AttemptReach>>;
  /** The body's idempotency key as sent, read before the body is checked (the state read takes it). */
  idempotencyKey: string | undefined;
  /** The body, checked (415, 422): asked only once the caller's access is known. */
  body(): Promise<AnswerRequest>;
}

/**
 * `POST {base}/quiz-attempts/{attempt_id}`: an answer to the attempt the caller reached, scored by the
 * core scorer under the attempt's row lock; a re-sent idempotency key answers the first response;
 * late or stale answers get 409. The route's access query goes out in the transaction's first round
 * trip, with BEGIN, the lock (of the caller's own attempt only) and the state read; the caller meets
 * 404, then 403, then 415/422, in that order, as on every call.
 */
export async function submitAnswer(db: Db, call: AnswerCall, now: Date): Promise<AnswerResponse> {
  // BEGIN goes out with the access query, the lock and the read, COMMIT with the write (pipelinedTransaction).
  const outcome = await pipelinedTransaction(db, async (tx, end) => {
    const reaching = call.reach(tx);
    const locking = lockAttemptState(tx, call.attemptId, call.idempotencyKey, call.userId);
    // Refused callers meet the access rule's answer, not the lock's (which holds only their own attempt).
    locking.catch(() => {});
    const { attempt, scope, isOwner } = await reaching;
    if (!isOwner) throw new HttpError(403, 'Only the student taking this attempt can answer it.');
    const body = await call.body();
    const [questions, locked] = await Promise.all([quizQuestionsOf(db, scope.quiz, tx), locking]);
    if (locked.receipt != null) return { response: locked.receipt as AnswerResponse };
    const state = locked.state;
    const row = state.attempt;
    if (row.statusId !== STATUS.inProgress) throw new HttpError(409, ATTEMPT_FINISHED_MESSAGE);
    const deadline = attemptDeadline(scope.quiz, row);
    if (!isWithinDeadline(deadline, now)) {
      await finishAttemptTx(tx, scope.quiz, questions, row, now, true);
      return { expired: true as const };
    }
    const question = questions.find((candidate) => candidate.id === body.quiz_question_id);
    const timed = deadline !== null || Boolean(question?.timer_duration);
    const timeout = (body.is_timeout && timed) || isPastDeadline(deadline, now);
    const finishing = body.is_finish || timeout;
    // One read for the files the attempt already names and the ones this answer sends (none: no read).
    const [previous, attached, otherPollCounts] = await Promise.all([
      previousOf(tx, row),
      loadAttachedFiles(tx, [...attemptFileUuids([state]), ...requestFileUuids(body)]),
      question ? pollCounts(tx, [question], attempt.id) : [],
    ]);
    const key = body.idempotency_key;
    const view = (next: AttemptState, finish: FinishOutcome | null) =>
      answerView(
        scope.quiz,
        questions,
        next,
        previous,
        body.quiz_question_id,
        finish,
        now,
        attached,
        otherPollCounts,
      );
    // The receipt's response is the answer's: built once (the write only adds the new rows' ids, which
    // the view does not show).
    let answered: AnswerResponse | undefined;
    await storeAnswerTx(tx, scope.quiz, questions, state, body, now, {
      attached,
      // Written with the answer, unless a finish still changes the response.
      receiptFor: (next) => {
        if (!key || finishing) return null;
        answered = view(next, null);
        return { key, response: answered };
      },
      // Without a finish to follow, the answer's write is the transaction's last.
      ...(finishing ? {} : { lastWrite: end.commitWith }),
    });
    if (!finishing) return { response: answered ?? view(state, null) };
    const finish = await tryFinishTx(tx, scope.quiz, questions, state, now, timeout);
    const response = view(state, finish);
    if (key) await saveReceipt(tx, attempt.id, key, response);
    return { response };
  });
  if ('expired' in outcome) throw new HttpError(409, TIME_RAN_OUT_MESSAGE);
  return outcome.response;
}
