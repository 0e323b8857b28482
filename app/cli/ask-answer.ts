import type { Question } from '../../core/api/index.ts';
import { type AnswerState, initialAnswerOf, isAnswered, isQuestionRequired } from '../../core/quiz/index.ts';
import type { PromptIo } from './answer-prompt.types.ts';
import { askChoice } from './ask-choice.ts';
import { askGaps } from './ask-gaps.ts';
import { askLetters } from './ask-letters.ts';
import { askList } from './ask-list.ts';
import { askMatching } from './ask-matching.ts';
import { askSorting } from './ask-sorting.ts';
import { askText } from './ask-text.ts';
import { askWords } from './ask-words.ts';

/** What asking a question gave. */
export type AskedAnswer =
  | { kind: 'answer'; answer: AnswerState }
  /** An optional question left empty. */
  | { kind: 'skipped' }
  /** A question the terminal cannot answer (a text/media answer that takes files only, a choice without options). */
  | { kind: 'unsupported' }
  /** The input ended, or the wait was ended (time is up). */
  | { kind: 'stopped' };

/** Whether the terminal can answer this question: it has a prompt for its kind, and something to answer with. */
export function canAnswerHere(question: Question): boolean {
  const answer = initialAnswerOf(question);
  switch (answer.kind) {
    case 'choice':
      return question.answers.length > 0;
    case 'text':
      return answer.inputKind !== 'none';
    case 'matching':
      return answer.statementIds.length > 0 && answer.answerIds.length > 0;
    case 'letters':
      return answer.tiles.length > 0;
    default:
      return true;
  }
}

function askByKind(question: Question, answer: AnswerState, io: PromptIo): Promise<AnswerState | null> {
  switch (answer.kind) {
    case 'choice':
      return askChoice(question, io);
    case 'list':
      return askList(question, answer, io);
    case 'gaps':
      return askGaps(question, answer, io);
    case 'text':
      return askText(answer, io);
    case 'sorting':
      return askSorting(question, answer, io);
    case 'words':
      return askWords(question, answer, io);
    case 'matching':
      return askMatching(question, answer, io);
    case 'letters':
      return askLetters(answer, io);
  }
}

/** Asks the question until it has an answer (or, when it is optional, until it is left empty). */
export async function askAnswer(question: Question, answer: AnswerState, io: PromptIo): Promise<AskedAnswer> {
  if (!canAnswerHere(question)) return { kind: 'unsupported' };
  for (;;) {
    const given = await askByKind(question, answer, io);
    if (given === null) return { kind: 'stopped' };
    if (isAnswered(question, given)) return { kind: 'answer', answer: given };
    if (!isQuestionRequired(question)) return { kind: 'skipped' };
    io.terminal.say('This question needs an answer.');
  }
}
