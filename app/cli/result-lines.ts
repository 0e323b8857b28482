import type { Attempt, AttemptReview, Quiz } from '../../core/api/index.ts';
import { formatTimer } from '../../core/format/index.ts';
import { attemptStatusMessage, resultHeaderCounts, reviewQuestion } from '../../core/quiz/index.ts';
import type { QuizTexts } from './quiz-texts.ts';

/** The preview's status line of an attempt (passed, not passed, being checked) with the quiz's own text. */
export function statusLines(quiz: Quiz, attempt: Attempt | null, texts: QuizTexts): string[] {
  const status = attemptStatusMessage(quiz, attempt);
  if (!status) return [];
  const title = texts(`quiz.status_${status.kind.replace('-', '_')}`);
  return [status.text ? `${title}: ${status.text}` : title];
}

/** The result screen as text: status, score, correct and incorrect counts (when the quiz shows marks), time spent. */
export function resultLines(quiz: Quiz, review: AttemptReview, texts: QuizTexts): string[] {
  const { attempt } = review;
  const displayType = quiz.result_attempt.type_show;
  const verdicts = review.questions.map(
    (question) =>
      reviewQuestion(question, {
        displayType,
        results: review.results,
        aggregates: review.aggregate_interview,
      }).verdict,
  );
  const counts = resultHeaderCounts(verdicts, attempt);
  const score =
    attempt.scores == null
      ? '—'
      : quiz.common_scores_max != null
        ? texts('quiz.score_of', { score: attempt.scores, max: quiz.common_scores_max })
        : String(attempt.scores);
  const passed =
    attempt.passed_time_formatted ??
    (attempt.passed_time_in_seconds != null ? formatTimer(attempt.passed_time_in_seconds) : null);
  return [
    '',
    texts('quiz.result_title'),
    ...statusLines(quiz, attempt, texts),
    `${texts('quiz.result_scores')}: ${score}`,
    ...(displayType !== 'simple_answer'
      ? [
          `${texts('quiz.result_correct')}: ${counts.correct}`,
          `${texts('quiz.result_incorrect')}: ${counts.incorrect}`,
        ]
      : []),
    ...(passed ? [`${texts('quiz.result_time')}: ${passed}`] : []),
  ];
}
