import type { Question } from '../../core/api/quiz.ts';
import { type QuestionProblem, questionProblems } from '../../core/quiz-constructor/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { EmptyState } from '../primitives/index.ts';
import styles from './quiz-constructor.module.css';

/** Props of the QuestionOverview. */
export interface QuestionOverviewProps {
  questions: readonly Question[];
}

/** The sentence a problem reads as, at the question it belongs to. */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: QuestionProblem): string => {
    switch (problem.code) {
      case 'gap_markers_mismatch':
        return t('expert.quiz_problem_gap_markers_mismatch', {
          markers: problem.markers,
          gaps: problem.gaps,
          statement: Number(problem.field.split('.')[1]) + 1,
        });
      case 'statement_unbound':
      case 'answer_bound_twice':
        return t(`expert.quiz_problem_${problem.code}`, {
          statement: Number(problem.field.split('.')[1]) + 1,
        });
      default:
        return t(`expert.quiz_problem_${problem.code}`);
    }
  };
}

/** The quiz's questions in order: each one's number, name, type, and what is wrong with it. */
export function QuestionOverview({ questions }: QuestionOverviewProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  if (questions.length === 0)
    return (
      <EmptyState
        title={t('expert.quiz_questions_empty_title')}
        text={t('expert.quiz_questions_empty_text')}
      />
    );
  return (
    <ol className={styles.questions}>
      {questions.map((question, index) => {
        const problems = questionProblems(question);
        return (
          <li key={question.id} className={styles.question} data-question={question.id}>
            <span>{t('expert.quiz_question_number', { number: index + 1 })}</span>
            <strong>{question.name?.trim() || t('expert.quiz_question_untitled')}</strong>
            <span className={styles.questionType}>{t(`expert.quiz_type_${question.type.slug}`)}</span>
            {problems.map((problem) => (
              <span key={`${problem.code}:${problem.field}`} className={styles.problem}>
                {problemText(problem)}
              </span>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
