import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionProblems } from '../../../core/quiz-constructor/index.ts';
import { gapsQuestionArb, makeQuestion, matchingQuestionArb } from '../../arbitraries/quiz.ts';

const single = (flags: (boolean | null)[], slug: 'single_answer' | 'yes_no' = 'single_answer') =>
  makeQuestion({
    id: 1,
    type: { slug },
    answers: flags.map((flag, index) => ({ id: 10 + index, text: `Option ${index}`, is_correct: flag })),
  });

describe('the problems the constructor shows at a field', () => {
  it('a single-answer or yes/no question needs exactly one correct answer', () => {
    expect(questionProblems(single([false, null]))).toEqual([
      { code: 'single_without_correct', field: 'answers' },
    ]);
    expect(questionProblems(single([true, false], 'yes_no'))).toEqual([]);
    expect(questionProblems(single([true, true]))).toEqual([
      { code: 'single_with_several_correct', field: 'answers' },
    ]);
    expect(questionProblems(single([]))).toEqual([{ code: 'single_without_correct', field: 'answers' }]);
  });

  it('a multiple-answer question without a key is not a problem of this kind', () => {
    const multiple = makeQuestion({
      id: 1,
      type: { slug: 'multiple_answer' },
      answers: [{ id: 3, text: 'a' }],
    });
    expect(questionProblems(multiple)).toEqual([]);
  });

  it('a matching statement bound to no live answer is named by its place and id', () => {
    fc.assert(
      fc.property(matchingQuestionArb, fc.nat(), (question, pick) => {
        if (question.conformity_type === 2) return;
        expect(questionProblems(question)).toEqual([]);
        const index = pick % question.statements.length;
        const statements = question.statements.map((statement, at) =>
          at === index ? { ...statement, correct_answers: [] } : statement,
        );
        expect(questionProblems({ ...question, statements })).toEqual([
          { code: 'statement_unbound', field: `statements.${index}`, statementId: statements[index]!.id },
        ]);
      }),
    );
  });

  it('many-to-one may leave a statement without answers, not the whole key', () => {
    const question = makeQuestion({
      id: 1,
      type: { slug: 'conformity_answer' },
      conformity_type: 2,
      answers: [
        { id: 5, text: 'cat' },
        { id: 6, text: 'dog' },
      ],
      statements: [
        { id: 2, text: 'Animals', correct_answers: [5, 6] },
        { id: 3, text: 'Plants', correct_answers: [] },
      ],
    });
    expect(questionProblems(question)).toEqual([]);
    const none = { ...question, statements: question.statements.map((s) => ({ ...s, correct_answers: [] })) };
    expect(questionProblems(none).map((problem) => problem.code)).toEqual([
      'statement_unbound',
      'statement_unbound',
    ]);
  });

  it('a gap text whose markers and gaps differ in number is named at its text, with both counts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fill_gaps' as const, 'paste_word' as const).chain(gapsQuestionArb),
        fc.integer({ min: 1, max: 3 }),
        (question, extra) => {
          expect(questionProblems(question)).toEqual([]);
          const statement = question.statements[0]!;
          const text = `${statement.text} ${'[gap] '.repeat(extra)}`;
          expect(questionProblems({ ...question, statements: [{ ...statement, text }] })).toEqual([
            {
              code: 'gap_markers_mismatch',
              field: 'statements.0.text',
              statementId: statement.id,
              markers: statement.answer_groups.length + extra,
              gaps: statement.answer_groups.length,
            },
          ]);
        },
      ),
    );
  });
});
