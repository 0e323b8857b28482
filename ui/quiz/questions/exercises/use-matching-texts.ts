import { useCallback } from 'react';
import type { Question } from '../../../../core/api/quiz.ts';
import type { MatchingSide } from './matching-keys.ts';
import { statementPlainText } from './statement-html.tsx';

/** The plain text of a statement or an answer, for labels and announcements. */
export function useMatchingTexts(question: Question) {
  return useCallback(
    (kind: MatchingSide, id: number) => {
      if (kind === 'statement')
        return statementPlainText(question.statements.find((statement) => statement.id === id)?.text);
      return question.answers.find((answer) => answer.id === id)?.text ?? '';
    },
    [question],
  );
}
