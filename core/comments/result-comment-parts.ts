import type { Question } from '../api/quiz.ts';
import type { ResultCommentableType } from './comments.constants.ts';

/** A part of a question's result that has a comment thread of its own (spec 2 §2, §6: statements and gaps). */
export interface ResultCommentPart {
  type: Extract<ResultCommentableType, 'quiz_statement' | 'quiz_answer_group'>;
  id: number;
  /** The statement the part is, or holds it. */
  statementId: number;
  /** 1-based, in the question's order. */
  number: number;
  /** The statement's text without markup, for a label (shown as text). */
  text: string;
}

/** What a result's comment slot is given besides the attempt and the question's id. */
export interface ResultCommentsContext {
  question: Pick<Question, 'id' | 'statements'>;
  /** The expert's view: whether the student may comment on a result (the result comment setting). */
  isAllowed?(type: ResultCommentableType, id: number): boolean;
  /** The expert's view: opens or closes a result to the student's comments. */
  onAllowedChange?(type: ResultCommentableType, id: number, allowed: boolean): void;
}

const PREVIEW_LENGTH = 80;

function plainText(html: string | null | undefined): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

/**
 * The parts of a question's result that take comments of their own: each gap (answer group) when the
 * question has gaps, otherwise each statement when it has more than one (one statement is the question itself).
 */
export function resultCommentParts(question: Pick<Question, 'statements'>): ResultCommentPart[] {
  const statements = question.statements ?? [];
  const gaps = statements.flatMap((statement) =>
    (statement.answer_groups ?? []).map((group) => ({ group, statement })),
  );
  if (gaps.length > 0) {
    return gaps.map(({ group, statement }, index) => ({
      type: 'quiz_answer_group',
      id: group.id,
      statementId: statement.id,
      number: index + 1,
      text: plainText(statement.text),
    }));
  }
  if (statements.length < 2) return [];
  return statements.map((statement, index) => ({
    type: 'quiz_statement',
    id: statement.id,
    statementId: statement.id,
    number: index + 1,
    text: plainText(statement.text),
  }));
}
