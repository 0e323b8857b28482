import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Question } from '../../../core/api/quiz.ts';
import { questionDocumentSchema } from '../../../core/api/quiz-authoring.ts';
import {
  answerPayload,
  isAnswered,
  memoryOutboxStorage,
  questionTypeOf,
  scoreAnswer,
} from '../../../core/quiz/index.ts';
import {
  correctAnswerOf,
  documentProblems,
  previewQuizApi,
  previewQuizOf,
  questionOfDocument,
} from '../../../core/quiz-constructor/index.ts';
import { constructorQuiz } from '../../../stories/quiz-constructor/quiz-constructor.fixture.ts';
import { anyConstructorDocumentArb } from '../../arbitraries/quiz-constructor.ts';
import { quizMachineWith, settle } from '../quiz/quiz-flow.fixtures.ts';

/** Whether the expert set any key at all: a correct flag, a place in an order, or a binding. */
function hasKey(question: Question): boolean {
  const answers = [...question.answers, ...question.statements.flatMap((statement) => statement.answers)];
  return (
    answers.some((answer) => answer.is_correct === true || answer.order != null) ||
    question.statements.some((statement) => (statement.correct_answers ?? []).length > 0)
  );
}

/** The questions a quiz the constructor saved holds: documents it would save, read back as the server answers them. */
const savedQuestionsArb = fc
  .array(anyConstructorDocumentArb, { minLength: 1, maxLength: 5 })
  .map((docs) =>
    docs
      .filter((doc) => v.safeParse(questionDocumentSchema, doc).success && documentProblems(doc).length === 0)
      .map((doc, index) => {
        const question = questionOfDocument(doc, index + 1);
        // Saved rows have ids of their own; the stand-in negative ids are made unique per question.
        return renumbered(question, (index + 1) * 1000);
      }),
  )
  .filter((questions) => questions.length > 0);

function renumbered(question: Question, base: number): Question {
  const ids = new Map<number, number>();
  const id = (old: number) => {
    if (!ids.has(old)) ids.set(old, base + ids.size + 1);
    return ids.get(old)!;
  };
  const answer = (item: Question['answers'][number]) => ({
    ...item,
    id: id(item.id),
    quiz_answer_group_id: item.quiz_answer_group_id == null ? null : id(item.quiz_answer_group_id),
  });
  return {
    ...question,
    answers: question.answers.map(answer),
    statements: question.statements.map((statement) => ({
      ...statement,
      id: id(statement.id),
      answer_groups: statement.answer_groups.map((group) => ({ ...group, id: id(group.id) })),
      answers: statement.answers.map(answer),
      correct_answers: (statement.correct_answers ?? []).map(id),
    })),
  };
}

describe('a quiz the constructor can save', () => {
  it('has, for every question, an answer by the key that the scorer marks right (or leaves to the expert)', () => {
    fc.assert(
      fc.property(savedQuestionsArb, (questions) => {
        for (const question of questions) {
          const answer = correctAnswerOf(question);
          expect(isAnswered(question, answer), question.type.slug).toBe(true);
          const score = scoreAnswer(question, answerPayload(question, answer));
          if (questionTypeOf(question).scorable && hasKey(question)) {
            expect(score.verdict, question.type.slug).toBe('correct');
            expect(score.points).toBe(question.max_points);
          } else {
            expect(score.verdict, question.type.slug).toBe('not_scorable');
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('plays to a finish through the quiz flow, answered by the key, with every point the key gives', async () => {
    await fc.assert(
      fc.asyncProperty(savedQuestionsArb, fc.constantFrom<1 | 2>(1, 2), async (questions, display) => {
        const source = {
          ...constructorQuiz,
          questions,
          questions_display_type_id: display,
          timer_duration: null,
        };
        const quiz = previewQuizOf(source);
        const api = previewQuizApi(questions, null);
        const actor = createActor(quizMachineWith(api), {
          input: {
            quiz,
            attempt: null,
            storage: memoryOutboxStorage(),
            online: true,
            keySeed: 'constructor',
          },
        });
        actor.start();
        for (const [index, question] of questions.entries()) {
          actor.send({ type: 'answer.change', questionId: question.id, answer: correctAnswerOf(question) });
          await settle();
          if (index < questions.length - 1 && display === 1) actor.send({ type: 'question.next' });
          await settle();
        }
        actor.send({ type: 'quiz.finish' });
        await settle();
        if (actor.getSnapshot().matches({ flow: 'confirmingFinish' }))
          actor.send({ type: 'quiz.finish.confirm' });
        await settle();
        const snapshot = actor.getSnapshot();
        expect(snapshot.hasTag('finished'), JSON.stringify(snapshot.value)).toBe(true);
        const keyed = questions.filter((question) => questionTypeOf(question).scorable && hasKey(question));
        const points = keyed.reduce((sum, question) => sum + question.max_points, 0);
        expect(snapshot.context.attempt?.scores).toBeCloseTo(points);
        expect(snapshot.context.attempt?.count_questions_incorrect).toBe(0);
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });
});
