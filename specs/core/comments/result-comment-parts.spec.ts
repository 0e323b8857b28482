import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../../core/api/quiz.ts';
import { resultCommentParts } from '../../../core/comments/index.ts';

const group = (id: number) => ({
  id,
  type_id: 1,
  display_type_id: 2,
  comments_count: 0,
  has_comments: false,
  groups_results_versions: [],
});
const statement = (id: number, text: string, groups: number[] = []) =>
  ({
    id,
    text,
    answers: [],
    answer_groups: groups.map(group),
    selected_answers: [],
    shuffled_answers: [],
    is_rtl: false,
    statements_results_versions: [],
  }) as unknown as Statement;

describe('the parts of a result that take comments of their own', () => {
  it('are the gaps of a fill-gaps question, numbered in order across its statements', () => {
    const parts = resultCommentParts({
      statements: [
        statement(1, '<p>Мій <span data-gap="1"></span> день</p>', [11, 12]),
        statement(2, 'x', [13]),
      ],
    });
    expect(parts.map((part) => [part.type, part.id, part.statementId, part.number])).toEqual([
      ['quiz_answer_group', 11, 1, 1],
      ['quiz_answer_group', 12, 1, 2],
      ['quiz_answer_group', 13, 2, 3],
    ]);
    expect(parts[0]!.text).toBe('Мій день');
  });

  it('are the statements of a matching question, and nothing for a question that is one statement or none', () => {
    const matching = resultCommentParts({ statements: [statement(5, 'Київ'), statement(6, 'Львів')] });
    expect(matching.map((part) => [part.type, part.id, part.number, part.text])).toEqual([
      ['quiz_statement', 5, 1, 'Київ'],
      ['quiz_statement', 6, 2, 'Львів'],
    ]);
    expect(resultCommentParts({ statements: [statement(7, 'one')] })).toEqual([]);
    expect(resultCommentParts({ statements: [] })).toEqual([]);
  });

  it('label with the text only, never markup, and keep labels short', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), (texts) => {
        const parts = resultCommentParts({ statements: texts.map((text, at) => statement(at + 1, text)) });
        return parts.every((part) => !/<[^>]*>/.test(part.text) && part.text.length <= 80);
      }),
    );
  });
});
