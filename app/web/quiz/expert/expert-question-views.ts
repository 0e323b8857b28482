import type { AttemptReview, Question, QuizFile, QuizResult } from '../../../../core/api/index.ts';
import {
  type AnswerState,
  historyStrip,
  initialAnswerOf,
  pollFigures,
  type QuestionReview,
  reviewQuestion,
} from '../../../../core/quiz/index.ts';
import type {
  ExpertAttemptRow,
  GivenAnswer,
  KeyAnswer,
  PollBar,
  QuestionResultProps,
} from '../../../../ui/quiz/expert/index.ts';
import { type ExpertAttemptList, fileDownloadUrl } from './expert-quiz-api.ts';

/** A list row of the call as the list shows it. */
export function attemptRowOf(row: ExpertAttemptList['data'][number]): ExpertAttemptRow {
  return {
    id: row.id,
    statusId: row.status_id,
    scores: row.scores ?? null,
    finishedAt: row.finished_at ?? null,
    student: row.user
      ? { id: row.user.id, name: row.user.name, avatarUrl: row.user.avatar_url, bgColor: row.user.bg_color }
      : null,
  };
}

/** The key of a question from `GET /quiz-results`. */
export function keyAnswersOf(result: QuizResult | undefined): KeyAnswer[] | null {
  if (!result) return null;
  return result.correct_answers.map((answer) => ({
    text: answer.text ?? null,
    imageUrl: answer.image?.url ?? null,
  }));
}

/** A stored file as the server describes it, with an address to open it: its own, else its download. */
export function completeFile(file: QuizFile): QuizFile {
  return { ...file, url: file.url ?? fileDownloadUrl(file.uuid) };
}

/** The student's stored answers from `GET /quiz-results`. */
export function givenAnswersOf(result: QuizResult | undefined): GivenAnswer[] | null {
  if (!result) return null;
  return result.data.map((row) => ({
    id: row.id,
    attemptId: row.quiz_attempt_id,
    text: row.text_answer ?? null,
    option: row.answer ? { text: row.answer.text ?? null, imageUrl: row.answer.image?.url ?? null } : null,
    isCorrect: row.is_correct ?? null,
    files: row.files.map(completeFile),
    updatedAt: row.updated_at ?? null,
  }));
}

/** Poll bars of an interview question; null for other types. */
export function pollBarsOf(question: Question, review: AttemptReview, customLabel: string): PollBar[] | null {
  if (question.type.slug !== 'interview') return null;
  return pollFigures(question.answers, review.aggregate_interview).map((figure) => {
    const answer = question.answers.find((candidate) => candidate.id === figure.answerId);
    return { ...figure, label: answer?.text || customLabel };
  });
}

/** The restored answer and its full review for the question type's screen; null when the type cannot build it. */
export function screenReviewOf(
  question: Question,
  review: AttemptReview,
): { answer: AnswerState; review: QuestionReview<unknown> } | null {
  try {
    const results = review.results
      .filter((row) => row.quiz_question_id === question.id)
      .map((row) => ({ ...row, files: row.files.map(completeFile) }));
    return {
      answer: initialAnswerOf(question, results),
      review: reviewQuestion(question, {
        displayType: 'full_information',
        results,
        aggregates: review.aggregate_interview,
      }),
    };
  } catch {
    return null;
  }
}

/** Everything one question's result widget needs. */
export function questionResultProps(
  question: Question,
  index: number,
  review: AttemptReview,
  result: QuizResult | undefined,
  options: { customLabel: string; timeZone: string },
): Omit<QuestionResultProps, 'screenFor'> {
  return {
    number: index + 1,
    question,
    history: historyStrip(question.results_versions),
    keyAnswers: keyAnswersOf(result),
    givenAnswers: givenAnswersOf(result),
    attemptId: review.attempt.id,
    review: screenReviewOf(question, review),
    pollBars: pollBarsOf(question, review, options.customLabel),
    timeZone: options.timeZone,
  };
}
