import fc from 'fast-check';
import * as v from 'valibot';
import {
  type AnswerRequest,
  type AttemptResult,
  type Question,
  type QuestionInput,
  type QuestionSlug,
  questionSchema,
} from '../../core/api/quiz.ts';
import {
  type AnswerState,
  appendLetter,
  attachFile,
  bind,
  type ChoiceType,
  chooseFromList,
  chooseGap,
  gapOptions,
  initialAnswerOf,
  inputGap,
  placeLetter,
  placeWord,
  questionTypeOf,
  removeLastLetter,
  reorder,
  returnWord,
  setCustomText,
  setText,
  swapLetters,
  toggleBind,
} from '../../core/quiz/index.ts';

/** Slugs that use the default (choice) answer handling. */
export const CHOICE_SLUGS = [
  'single_answer',
  'multiple_answer',
  'yes_no',
  'text_graphic_answer',
  'rating',
  'reaction',
  'new_promoter_score',
  'likert_scale',
  'interview',
  'copy',
  'competition',
  'mixed',
  'default',
] as const satisfies readonly QuestionSlug[];

/** Slugs that keep exactly one selected answer. */
export const SINGLE_CHOICE_SLUGS = [
  'single_answer',
  'yes_no',
  'text_graphic_answer',
  'rating',
  'reaction',
  'new_promoter_score',
  'likert_scale',
  'copy',
  'competition',
  'default',
] as const satisfies readonly QuestionSlug[];

/** Builds a question with defaults applied, as the schema would. */
export function makeQuestion(input: QuestionInput): Question {
  return v.parse(questionSchema, input);
}

/** The same array in a random order. */
export function shuffledArb<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
}

/** Distinct positive ids. */
export const idsArb = (minLength: number, maxLength: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength, maxLength });

/** Typed words in Ukrainian, Russian and English, with apostrophes and ё. */
export const wordArb = fc.constantFrom(
  "п'ять",
  'м’ята',
  'ёлка',
  'їжак',
  'Київ',
  'apple',
  'сім’я',
  'зелёный',
  'word',
  'ґанок',
);

/** A choice question of a slug: 2 to 6 options, some keyed correct, perhaps a custom (type 2) option. */
export function choiceQuestionArb(slug: QuestionSlug): fc.Arbitrary<Question> {
  return fc
    .record({
      id: fc.integer({ min: 1, max: 1000 }),
      ids: idsArb(2, 6),
      correct: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      withCustom: fc.boolean(),
      required: fc.boolean(),
      interviewType: fc.constantFrom(1 as const, 2 as const),
      maxPoints: fc.integer({ min: 0, max: 10 }),
    })
    .map(({ id, ids, correct, withCustom, required, interviewType, maxPoints }) =>
      makeQuestion({
        id,
        type: { slug },
        is_required: required,
        interview_type: interviewType,
        max_points: maxPoints,
        answers: ids.map((answerId, index) => ({
          id: answerId,
          text: `option ${index}`,
          is_correct: correct[index] ?? false,
          type: withCustom && index === ids.length - 1 ? 2 : 1,
        })),
      }),
    );
}

/** A matching question: one-to-one (equal counts) or many-to-one, each statement keyed to its answers. */
export const matchingQuestionArb: fc.Arbitrary<Question> = fc
  .record({
    statementIds: idsArb(1, 5),
    extraAnswers: fc.integer({ min: 0, max: 3 }),
    manyToOne: fc.boolean(),
    required: fc.boolean(),
  })
  .chain(({ statementIds, extraAnswers, manyToOne, required }) => {
    const answerCount = statementIds.length + (manyToOne ? extraAnswers : 0);
    return fc
      .record({
        answerIds: fc.uniqueArray(fc.integer({ min: 20_000, max: 30_000 }), {
          minLength: answerCount,
          maxLength: answerCount,
        }),
        owners: fc.array(fc.nat(), { minLength: answerCount, maxLength: answerCount }),
      })
      .map(({ answerIds, owners }) => {
        const ownerOf = (index: number) =>
          manyToOne ? (owners[index] ?? 0) % statementIds.length : index % statementIds.length;
        return makeQuestion({
          id: 7,
          type: { slug: 'conformity_answer' },
          conformity_type: manyToOne ? 2 : 1,
          is_required: required,
          answers: answerIds.map((answerId, index) => ({ id: answerId, text: `answer ${index}` })),
          statements: statementIds.map((statementId, statementIndex) => ({
            id: statementId,
            text: `statement ${statementIndex}`,
            correct_answers: answerIds.filter((_, index) => ownerOf(index) === statementIndex),
          })),
        });
      });
  });

/** A sorting question: answers keyed by distinct orders. */
export const sortingQuestionArb: fc.Arbitrary<Question> = idsArb(2, 7).map((ids) =>
  makeQuestion({
    id: 8,
    type: { slug: 'sorting' },
    answers: ids.map((answerId, index) => ({ id: answerId, text: `step ${index}`, order: index + 1 })),
  }),
);

/** A word-from-characters question: the word's letters as tiles, keyed by position, shown scrambled. */
export const lettersQuestionArb: fc.Arbitrary<Question> = fc
  .record({
    letters: fc.array(fc.constantFrom('а', 'б', 'ё', 'к', 'ї', "'", ' ', 'a', 'Б'), {
      minLength: 1,
      maxLength: 8,
    }),
    required: fc.boolean(),
  })
  .chain(({ letters, required }) =>
    shuffledArb(letters.map((letter, index) => ({ id: 100 + index, text: letter, order: index + 1 }))).map(
      (answers) => makeQuestion({ id: 9, type: { slug: 'word_from_chars' }, is_required: required, answers }),
    ),
  );

/** A word-order question: sentence words keyed by order, plus distractors, shown scrambled. */
export const wordOrderQuestionArb: fc.Arbitrary<Question> = fc
  .record({
    words: fc.array(wordArb, { minLength: 1, maxLength: 6 }),
    distractors: fc.array(wordArb, { maxLength: 2 }),
    required: fc.boolean(),
  })
  .chain(({ words, distractors, required }) => {
    const answers = [
      ...words.map((text, index) => ({ id: 200 + index, text, order: index + 1, is_correct: true })),
      ...distractors.map((text, index) => ({ id: 300 + index, text, order: null, is_correct: false })),
    ];
    return shuffledArb(answers).map((shuffled) =>
      makeQuestion({
        id: 10,
        type: { slug: 'sentence_from_words' },
        is_required: required,
        answers: shuffled,
      }),
    );
  });

/** A gap question (fill_gaps or paste_word): statements with typed and dropdown gaps, each keyed. */
export function gapsQuestionArb(slug: 'fill_gaps' | 'paste_word'): fc.Arbitrary<Question> {
  return fc
    .record({
      gaps: fc.array(
        fc.record({
          input: slug === 'paste_word' ? fc.constant(true) : fc.boolean(),
          word: wordArb,
          decoy: wordArb,
        }),
        { minLength: 1, maxLength: 4 },
      ),
      flat: fc.boolean(),
      required: fc.boolean(),
    })
    .map(({ gaps, flat, required }) =>
      makeQuestion({
        id: 11,
        type: { slug },
        is_required: required,
        statements: [
          {
            id: 1,
            text: gaps.map((_, index) => `[gap ${index}]`).join(' '),
            answer_groups: gaps.map((gap, index) => ({
              id: 500 + index,
              type_id: gap.input ? 1 : 2,
              display_type_id: flat ? 2 : 1,
            })),
            answers: gaps.flatMap((gap, index) => [
              { id: 600 + index * 2, text: gap.word, is_correct: true, quiz_answer_group_id: 500 + index },
              ...(gap.input
                ? []
                : [
                    {
                      id: 601 + index * 2,
                      text: `${gap.decoy}!`,
                      is_correct: false,
                      quiz_answer_group_id: 500 + index,
                    },
                  ]),
            ]),
          },
        ],
      }),
    );
}

/**
 * A choose-from-list question: dropdowns per statement, each with a keyed answer (two for multi). The key
 * is in the options' flags, and the statement's correct_answers is absent, the same ids, or empty (as the
 * server sends a statement whose key is flagged on its options).
 */
export function listQuestionArb(slug: 'choose_from_list' | 'multi_choose_from_list'): fc.Arbitrary<Question> {
  return fc
    .record({
      statements: fc.integer({ min: 1, max: 4 }),
      options: fc.integer({ min: 2, max: 4 }),
      keyIds: fc.constantFrom('absent', 'same', 'empty'),
    })
    .map(({ statements, options, keyIds }) =>
      makeQuestion({
        id: 12,
        type: { slug },
        statements: Array.from({ length: statements }, (_, statementIndex) => {
          const answers = Array.from({ length: options }, (_, optionIndex) => ({
            id: 800 + statementIndex * 10 + optionIndex,
            text: `choice ${optionIndex}`,
            is_correct: optionIndex === 0 || (slug === 'multi_choose_from_list' && optionIndex === 1),
          }));
          const flagged = answers.filter((answer) => answer.is_correct).map((answer) => answer.id);
          return {
            id: 700 + statementIndex,
            answers,
            ...(keyIds === 'absent' ? {} : { correct_answers: keyIds === 'same' ? flagged : [] }),
          };
        }),
      }),
    );
}

/** A text/media question of a random input kind (ids 1..5 in TEXT_ANSWER_TYPES order). */
export const textQuestionArb: fc.Arbitrary<Question> = fc
  .record({
    typeId: fc.integer({ min: 1, max: 5 }),
    stored: fc.oneof(fc.constant('12.05.2024'), fc.constant('31.02.2024'), fc.string({ maxLength: 12 })),
    required: fc.boolean(),
  })
  .map(({ typeId, stored, required }) =>
    makeQuestion({
      id: 13,
      type: { slug: 'text_media_answer' },
      is_required: required,
      text_answer_type_id: typeId,
      text_answer: stored,
      can_upload: true,
    }),
  );

/** One keyed-question arbitrary per kind of question: every slug is covered by one of them. */
export const questionArbsByKind: readonly fc.Arbitrary<Question>[] = [
  ...CHOICE_SLUGS.map((slug) => choiceQuestionArb(slug)),
  matchingQuestionArb,
  sortingQuestionArb,
  lettersQuestionArb,
  wordOrderQuestionArb,
  gapsQuestionArb('fill_gaps'),
  gapsQuestionArb('paste_word'),
  listQuestionArb('choose_from_list'),
  listQuestionArb('multi_choose_from_list'),
  textQuestionArb,
];

/** A keyed question of any slug. */
export const anyQuestionArb: fc.Arbitrary<Question> = fc.oneof(...questionArbsByKind);

/** A learner's gesture, by indexes that are mapped onto whatever the question holds. */
export type AnswerGesture =
  | { kind: 'select'; index: number }
  | { kind: 'custom-text'; text: string }
  | { kind: 'bind'; statement: number; answer: number }
  | { kind: 'toggle-bind'; statement: number; answer: number }
  | { kind: 'reorder'; from: number; to: number }
  | { kind: 'swap'; fromSlots: boolean; from: number; toSlots: boolean; to: number }
  | { kind: 'append'; index: number }
  | { kind: 'remove-last' }
  | { kind: 'place-word'; index: number; position: number }
  | { kind: 'return-word'; index: number }
  | { kind: 'gap-text'; index: number; text: string }
  | { kind: 'gap-choice'; index: number; option: number }
  | { kind: 'list'; statement: number; option: number }
  | { kind: 'text'; text: string }
  | { kind: 'upload' };

const smallIndex = fc.nat({ max: 12 });

/** Any gesture; a type ignores the ones that do not apply to it. */
export const gestureArb: fc.Arbitrary<AnswerGesture> = fc.oneof(
  fc.record({ kind: fc.constant('select' as const), index: smallIndex }),
  fc.record({ kind: fc.constant('custom-text' as const), text: fc.constantFrom('', ' ', 'мій варіант') }),
  fc.record({ kind: fc.constant('bind' as const), statement: smallIndex, answer: smallIndex }),
  fc.record({ kind: fc.constant('toggle-bind' as const), statement: smallIndex, answer: smallIndex }),
  fc.record({ kind: fc.constant('reorder' as const), from: smallIndex, to: smallIndex }),
  fc.record({
    kind: fc.constant('swap' as const),
    fromSlots: fc.boolean(),
    from: smallIndex,
    toSlots: fc.boolean(),
    to: smallIndex,
  }),
  fc.record({ kind: fc.constant('append' as const), index: smallIndex }),
  fc.constant({ kind: 'remove-last' as const }),
  fc.record({ kind: fc.constant('place-word' as const), index: smallIndex, position: smallIndex }),
  fc.record({ kind: fc.constant('return-word' as const), index: smallIndex }),
  fc.record({
    kind: fc.constant('gap-text' as const),
    index: smallIndex,
    text: fc.oneof(wordArb, fc.constant('  ')),
  }),
  fc.record({ kind: fc.constant('gap-choice' as const), index: smallIndex, option: smallIndex }),
  fc.record({ kind: fc.constant('list' as const), statement: smallIndex, option: smallIndex }),
  fc.record({
    kind: fc.constant('text' as const),
    text: fc.oneof(fc.constant(''), fc.constant('  '), wordArb),
  }),
  fc.constant({ kind: 'upload' as const }),
);

/** A sequence of gestures. */
export const gesturesArb = fc.array(gestureArb, { maxLength: 25 });

function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

/** Applies a gesture through the public operations of the question's type. */
export function applyGesture(question: Question, answer: AnswerState, gesture: AnswerGesture): AnswerState {
  switch (answer.kind) {
    case 'choice': {
      const type = questionTypeOf(question) as ChoiceType;
      if (gesture.kind === 'select') {
        const option = pick(question.answers, gesture.index);
        return option ? type.select(question, answer, option.id) : answer;
      }
      return gesture.kind === 'custom-text' ? setCustomText(answer, gesture.text) : answer;
    }
    case 'matching': {
      if (gesture.kind !== 'bind' && gesture.kind !== 'toggle-bind') return answer;
      const statementId = pick(answer.statementIds, gesture.statement);
      const answerId = pick(answer.answerIds, gesture.answer);
      if (statementId == null || answerId == null) return answer;
      return gesture.kind === 'bind'
        ? bind(answer, statementId, answerId)
        : toggleBind(answer, statementId, answerId);
    }
    case 'sorting':
      return gesture.kind === 'reorder' ? reorder(answer, gesture.from, gesture.to) : answer;
    case 'letters':
      if (gesture.kind === 'swap') {
        const size = answer.tiles.length;
        return swapLetters(
          answer,
          { row: gesture.fromSlots ? 'slots' : 'pool', index: gesture.from % size },
          { row: gesture.toSlots ? 'slots' : 'pool', index: gesture.to % size },
        );
      }
      if (gesture.kind === 'append') return appendLetter(answer, gesture.index % answer.tiles.length);
      if (gesture.kind === 'select')
        return placeLetter(answer, gesture.index % answer.tiles.length, gesture.index % 3);
      return gesture.kind === 'remove-last' ? removeLastLetter(answer) : answer;
    case 'words': {
      const wordId =
        gesture.kind === 'place-word' || gesture.kind === 'return-word'
          ? pick(answer.wordIds, gesture.index)
          : undefined;
      if (wordId == null) return answer;
      return gesture.kind === 'place-word'
        ? placeWord(answer, wordId, gesture.position)
        : returnWord(answer, wordId);
    }
    case 'gaps': {
      if (gesture.kind !== 'gap-text' && gesture.kind !== 'gap-choice') return answer;
      const gap = pick(answer.gaps, gesture.index);
      if (!gap) return answer;
      if (gesture.kind === 'gap-text') return inputGap(answer, gap.groupId, gesture.text);
      const options = answer.sharedPool
        ? question.statements.flatMap((statement) => statement.answers)
        : gapOptions(question, answer, gap);
      const option = pick(options, gesture.option);
      return option ? chooseGap(answer, gap.groupId, option.id) : answer;
    }
    case 'list': {
      if (gesture.kind !== 'list') return answer;
      const statement = pick(question.statements, gesture.statement);
      const option = statement ? pick(statement.answers, gesture.option) : undefined;
      return statement && option ? chooseFromList(answer, statement.id, option.id) : answer;
    }
    case 'text':
      if (gesture.kind === 'text') return setText(answer, gesture.text);
      return gesture.kind === 'upload' ? attachFile(answer, { uuid: `file-${answer.files.length}` }) : answer;
  }
}

/** The answer state reached from the loaded answer by a sequence of gestures. */
export function answerAfter(question: Question, gestures: readonly AnswerGesture[]): AnswerState {
  return gestures.reduce(
    (answer, gesture) => applyGesture(question, answer, gesture),
    initialAnswerOf(question),
  );
}

/** The result rows a server would store for a request body (the inverse of the review's payload rebuild). */
export function resultsFromPayload(payload: AnswerRequest): AttemptResult[] {
  const base = { quiz_question_id: payload.quiz_question_id, files: [] };
  if (payload.answers.length > 0) {
    return payload.answers.map((row, index) => ({
      ...base,
      quiz_statement_id: row.statement_id ?? null,
      quiz_answer_group_id: row.answer_group_id ?? null,
      quiz_answer_id: row.answer_id ?? null,
      text_answer: row.text_answer ?? null,
      answer_order: index,
    }));
  }
  const files = payload.files.map((uuid) => ({ uuid }));
  if (payload.answer_ids.length === 0) {
    return payload.text_answer != null || files.length > 0
      ? [{ ...base, text_answer: payload.text_answer, files }]
      : [];
  }
  return payload.answer_ids.map((answerId, index) => ({
    ...base,
    quiz_answer_id: answerId,
    answer_order: index,
    text_answer: index === 0 ? payload.text_answer : null,
  }));
}
