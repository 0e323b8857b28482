import fc from 'fast-check';
import { QUESTION_SLUGS, type QuestionSlug } from '../../core/api/quiz.ts';
import type { AnswerInput, QuestionDocument } from '../../core/api/quiz-authoring.ts';
import { editorKindOf, newQuestionDocument, withPositionOrder } from '../../core/quiz-constructor/index.ts';

type Statement = QuestionDocument['statements'][number];

const MULTIPLE_SLUGS: readonly QuestionSlug[] = ['multiple_answer', 'mixed', 'multi_choose_from_list'];

const textArb = fc.constantFrom('Kyiv', 'Lviv', 'Odesa', 'a', 'b', 'ц', 'Так', 'no', '7', 'Hello world');

let seed = 0;
const ref = (prefix: string) => {
  seed += 1;
  return `${prefix}x${seed}`;
};

/** Answers with the correct flags an editor of the mode can set (one, any number, or none). */
function answersArb(mode: 'single' | 'multiple' | 'none', min = 2): fc.Arbitrary<AnswerInput[]> {
  return fc
    .tuple(fc.array(textArb, { minLength: min, maxLength: 6 }), fc.array(fc.boolean(), { maxLength: 6 }))
    .chain(([texts, flags]) =>
      fc.nat({ max: texts.length - 1 }).map((correctIndex) =>
        texts.map((text, index) => ({
          ref: ref('a'),
          text,
          is_correct:
            mode === 'none' ? null : mode === 'single' ? index === correctIndex : (flags[index] ?? false),
        })),
      ),
    );
}

function gapStatementArb(typedOnly: boolean): fc.Arbitrary<Statement> {
  return fc
    .tuple(
      fc.array(
        fc.record({
          typed: typedOnly ? fc.constant(true) : fc.boolean(),
          answers: fc.array(textArb, { minLength: 1, maxLength: 3 }),
          correctIndex: fc.nat({ max: 2 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      fc.boolean(),
      fc.constantFrom('', 'Fill ', 'Слово '),
    )
    .map(([gaps, pool, lead]) => {
      const groups = gaps.map((gap) => ({
        ref: ref('g'),
        type_id: gap.typed ? (1 as const) : (2 as const),
        display_type_id: pool ? (2 as const) : (1 as const),
      }));
      return {
        text: `${lead}${groups.map(() => '[gap]').join(' and ')}.`,
        is_rtl: false,
        correct_answer_refs: [],
        answer_groups: groups,
        answers: gaps.flatMap((gap, index) =>
          gap.answers.map((text, answerIndex) => ({
            ref: ref('a'),
            text,
            is_correct: gap.typed ? true : answerIndex === Math.min(gap.correctIndex, gap.answers.length - 1),
            answer_group_ref: groups[index]!.ref,
          })),
        ),
      };
    });
}

/** A document of a slug as its editor can leave it: parts added, flags set, rows moved, switches turned. */
export function constructorDocumentArb(slug: QuestionSlug): fc.Arbitrary<QuestionDocument> {
  const base = newQuestionDocument(slug, 'Question');
  const common = fc.record({
    max_points: fc.constantFrom(0, 1, 2.5, 10),
    is_required: fc.boolean(),
    timer_duration: fc.constantFrom(null, 30),
  });
  const kind = editorKindOf(slug);
  const multiple = MULTIPLE_SLUGS.includes(slug);
  const parts: fc.Arbitrary<Partial<QuestionDocument>> = (() => {
    switch (kind) {
      case 'choice':
        return answersArb(multiple ? 'multiple' : 'single').map((answers) => ({ answers }));
      case 'poll':
        return fc
          .tuple(answersArb('none'), fc.boolean(), fc.constantFrom<1 | 2>(1, 2))
          .map(([answers, custom, interview]) => ({
            answers: answers.map((answer, index) => ({
              ...answer,
              value: index + 1,
              type: slug === 'interview' && custom && index === answers.length - 1 ? 2 : 1,
            })) as AnswerInput[],
            interview_type: slug === 'interview' ? interview : null,
          }));
      case 'ordered':
        return fc
          .array(textArb, { minLength: 2, maxLength: 6 })
          .map((texts) =>
            withPositionOrder({ ...base, answers: texts.map((text) => ({ ref: ref('a'), text })) }),
          )
          .map((doc) => ({ answers: doc.answers }));
      case 'matching':
        return fc
          .tuple(
            fc.array(textArb, { minLength: 1, maxLength: 5 }),
            fc.array(textArb, { minLength: 1, maxLength: 5 }),
            fc.constantFrom<1 | 2>(1, 2),
            fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
            fc.boolean(),
          )
          .map(([answerTexts, statementTexts, conformity, picks, combined]) => {
            const answers = answerTexts.map((text) => ({ ref: ref('a'), text }));
            // One-to-one binds each statement to its own answer; many-to-one each answer to at most one statement.
            const statements = statementTexts.map((text, index) => ({
              text,
              is_rtl: false,
              correct_answer_refs: [] as string[],
              answer_groups: [],
              answers: [],
              index,
            }));
            answers.forEach((answer, index) => {
              if (conformity === 1) statements[index]?.correct_answer_refs.push(answer.ref);
              // Many-to-one: the editor lets an answer be ticked under any statements, several or none.
              else
                statements.forEach((statement, at) => {
                  if (((picks[index] ?? 0) >> at) & 1) statement.correct_answer_refs.push(answer.ref);
                });
            });
            return {
              answers,
              conformity_type: conformity,
              is_answers_combined: combined,
              statements: statements.map(({ index: _index, ...statement }) => statement),
            };
          });
      case 'lists':
        return fc
          .array(answersArb(multiple ? 'multiple' : 'single', 1), { minLength: 1, maxLength: 3 })
          .map((lists) => ({
            statements: lists.map((answers, index) => ({
              text: `List ${index + 1}`,
              is_rtl: false,
              correct_answer_refs: [],
              answer_groups: [],
              answers,
            })),
          }));
      case 'gaps':
        return fc
          .array(gapStatementArb(slug === 'paste_word'), { minLength: 1, maxLength: 2 })
          .map((statements) => ({ statements }));
      case 'text':
        return fc
          .record({
            text_answer_type_id: fc.constantFrom<2 | 3 | 4 | 5>(2, 3, 4, 5),
            can_upload: fc.boolean(),
            is_video_comment_enabled: fc.boolean(),
          })
          .map((switches) => switches);
      default:
        return fc.constant({});
    }
  })();
  return fc.tuple(common, parts).map(([settings, partsOf]) => ({ ...base, ...settings, ...partsOf }));
}

/** A document of any of the 22 slugs. */
export const anyConstructorDocumentArb: fc.Arbitrary<QuestionDocument> = fc
  .constantFrom(...QUESTION_SLUGS)
  .chain(constructorDocumentArb);
