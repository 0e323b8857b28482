import type { CheckResult } from '../../core/quiz/index.ts';
import type { QuizTexts } from './quiz-texts.ts';

/** What the page's status banner says after Check: the verdict, the correct answers, a poll's figures. */
export function checkResultLines(result: CheckResult, texts: QuizTexts): string[] {
  const lines = [texts(`quiz.banner_${result.verdict}`)];
  if (result.correctAnswers.length > 0) {
    lines.push(texts('quiz.banner_correct_answers', { answers: result.correctAnswers.join(', ') }));
  }
  for (const figure of result.poll ?? []) {
    const votes = texts('questions.poll_figure', { percent: figure.percent, count: figure.count });
    lines.push(`  ${figure.text}: ${votes}${figure.mine ? ' (yours)' : ''}`);
  }
  return lines;
}
