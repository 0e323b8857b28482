import {
  ANSWER_GROUP_DISPLAY,
  ANSWER_GROUP_TYPE,
  type Answer,
  type AnswerRequestInput,
  type Question,
  type Statement,
} from '../../api/quiz.ts';
import type { GapEntry, GapsAnswer } from './answer-state.types.ts';

/** The answers a statement offers (its own, else the question's). */
export function statementAnswers(question: Question, statement: Statement | undefined): Answer[] {
  return statement && statement.answers.length > 0 ? statement.answers : question.answers;
}

/** True when every choice gap uses the flat display (all answers shared in one pool). */
export function isSharedPool(question: Question): boolean {
  const choiceGaps = question.statements.flatMap((statement) =>
    statement.answer_groups.filter((group) => group.type_id !== ANSWER_GROUP_TYPE.input),
  );
  return (
    choiceGaps.length > 0 && choiceGaps.every((group) => group.display_type_id === ANSWER_GROUP_DISPLAY.flat)
  );
}

/** The gaps answer as loaded: one entry per answer group, stored text and choice restored. */
export function gapsFromQuestion(question: Question): GapsAnswer {
  const gaps: GapEntry[] = question.statements.flatMap((statement) =>
    statement.answer_groups.map((group) => {
      const input = group.type_id === ANSWER_GROUP_TYPE.input ? 'text' : 'choice';
      return {
        statementId: statement.id,
        groupId: group.id,
        input,
        text: input === 'text' ? (group.text_answer ?? '') : '',
        answerId: input === 'choice' ? (group.active?.answer_id ?? null) : null,
      };
    }),
  );
  return { kind: 'gaps', gaps, sharedPool: isSharedPool(question) };
}

function updateGap(answer: GapsAnswer, groupId: number, change: (gap: GapEntry) => GapEntry): GapsAnswer {
  return { ...answer, gaps: answer.gaps.map((gap) => (gap.groupId === groupId ? change(gap) : gap)) };
}

/** Types text into an input gap. */
export function inputGap(answer: GapsAnswer, groupId: number, text: string): GapsAnswer {
  return updateGap(answer, groupId, (gap) => (gap.input === 'text' ? { ...gap, text } : gap));
}

/** Chooses an answer for a choice gap; in shared-pool mode the answer leaves any other gap. */
export function chooseGap(answer: GapsAnswer, groupId: number, answerId: number | null): GapsAnswer {
  const freed =
    answer.sharedPool && answerId != null
      ? answer.gaps.map((gap) =>
          gap.answerId === answerId && gap.groupId !== groupId ? { ...gap, answerId: null } : gap,
        )
      : answer.gaps;
  return updateGap({ ...answer, gaps: freed }, groupId, (gap) =>
    gap.input === 'choice' ? { ...gap, answerId } : gap,
  );
}

/** Shared-pool mode: the answers still in the pool, in display order. */
export function remainingPool(question: Question, answer: GapsAnswer): Answer[] {
  const used = new Set(answer.gaps.map((gap) => gap.answerId));
  const answers = question.statements.flatMap((statement) => statementAnswers(question, statement));
  const unique = answers.filter(
    (option, index) => answers.findIndex((other) => other.id === option.id) === index,
  );
  return unique.filter((option) => !used.has(option.id));
}

/** The options of one choice gap: its group's answers, or in shared-pool mode the pool plus its own choice. */
export function gapOptions(question: Question, answer: GapsAnswer, gap: GapEntry): Answer[] {
  const statement = question.statements.find((candidate) => candidate.id === gap.statementId);
  const answers = statementAnswers(question, statement);
  if (!answer.sharedPool) return answers.filter((option) => option.quiz_answer_group_id === gap.groupId);
  const pool = new Set(remainingPool(question, answer).map((option) => option.id));
  return answers.filter((option) => pool.has(option.id) || option.id === gap.answerId);
}

/** Whether one gap holds something. */
export function isGapFilled(gap: GapEntry): boolean {
  return gap.input === 'text' ? gap.text.trim() !== '' : gap.answerId != null;
}

/** is_allowed of fill gaps: every gap is filled. */
export function hasAllGapsFilled(answer: GapsAnswer): boolean {
  return answer.gaps.length > 0 && answer.gaps.every(isGapFilled);
}

/** Paste-word validity: the first gap has text. */
export function hasFirstGapText(answer: GapsAnswer): boolean {
  const [first] = answer.gaps;
  return first != null && first.text.trim() !== '';
}

/** The payload: one answers[] row per gap. */
export function gapsPayload(question: Question, answer: GapsAnswer): AnswerRequestInput {
  return {
    quiz_question_id: question.id,
    answer_ids: answer.gaps.flatMap((gap) => (gap.answerId == null ? [] : [gap.answerId])),
    answers: answer.gaps.map((gap) => ({
      statement_id: gap.statementId,
      answer_group_id: gap.groupId,
      answer_id: gap.input === 'choice' ? gap.answerId : null,
      text_answer: gap.input === 'text' ? gap.text : null,
    })),
  };
}
