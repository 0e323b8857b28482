import type { Question } from '../../api/quiz.ts';
import { correctAnswers } from '../answer-kinds/choice-answer.ts';
import { listStatementIds } from '../answer-kinds/list-answer.ts';
import { questionTypeOf } from '../question-types/question-type-registry.ts';
import { correctOrder } from '../scoring/correct-order.ts';
import { gapKey } from '../scoring/score-gaps.ts';
import { listKeyIds } from '../scoring/score-list.ts';
import { matchingKeyIds } from '../scoring/score-matching.ts';
import { correctWord } from '../scoring/score-word-from-chars.ts';
import { correctSentence } from '../scoring/score-word-order.ts';

/** One line of a question's key as the student reads it: "й", "ш — sh", "Мене звати Тарас". */
export interface KeyLine {
  text: string;
  image: { url: string } | null;
}

const line = (text: string, image: { url: string } | null = null): KeyLine => ({ text, image });

function answerText(question: Question, answerId: number): string {
  const answers = [...question.answers, ...question.statements.flatMap((statement) => statement.answers)];
  return answers.find((answer) => answer.id === answerId)?.text ?? '';
}

/** The key of a keyed question as lines of text, in the order the question asks them; none for polls and free answers. */
export function keyLines(question: Question): KeyLine[] {
  const type = questionTypeOf(question);
  if (!type.scorable) return [];
  switch (type.kind) {
    case 'choice':
      return correctAnswers(question.answers).map((answer) => line(answer.text ?? '', answer.image ?? null));
    case 'list':
      return listStatementIds(question).flatMap((statementId) =>
        listKeyIds(question, statementId).map((answerId) => line(answerText(question, answerId))),
      );
    case 'gaps':
      return question.statements.flatMap((statement) =>
        statement.answer_groups.map((group) =>
          line(
            gapKey(question, statement.id, group.id)
              .map((answer) => answer.text ?? '')
              .join(' / '),
          ),
        ),
      );
    case 'sorting':
      return correctOrder(question.answers).map((answer) => line(answer.text ?? '', answer.image ?? null));
    case 'matching':
      return question.statements.map((statement) =>
        line(
          `${statement.text ?? ''} — ${matchingKeyIds(question, statement.id)
            .map((answerId) => answerText(question, answerId))
            .join(', ')}`,
        ),
      );
    case 'letters':
      return [line(correctWord(question))];
    case 'words':
      return [line(correctSentence(question).join(' '))];
    default:
      return [];
  }
}
