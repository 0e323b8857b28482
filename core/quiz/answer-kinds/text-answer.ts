import {
  type AnswerRequestInput,
  type Question,
  type QuizFile,
  TEXT_ANSWER_TYPES,
  type TextAnswerType,
} from '../../api/quiz.ts';
import type { TextAnswer } from './answer-state.types.ts';
import { isValidQuizDate } from './quiz-date.ts';

/** text_answer_type_id values in the order of TEXT_ANSWER_TYPES, starting at 1. */
const TEXT_ANSWER_TYPE_ID_OFFSET = 1;

/** The input kind of a text/media question; an unknown kind falls back to a text area. */
export function inputKindOf(question: Question): TextAnswerType {
  const slug = question.text_answer_type?.slug;
  if (slug) return slug;
  const typeId = question.text_answer_type_id ?? question.text_answer_type?.id;
  const byId = typeId == null ? undefined : TEXT_ANSWER_TYPES[typeId - TEXT_ANSWER_TYPE_ID_OFFSET];
  return byId ?? 'area';
}

/** The answer as loaded: stored text and files; a date that is not a valid date is cleared. */
export function textAnswerFromQuestion(question: Question): TextAnswer {
  const inputKind = inputKindOf(question);
  const stored = question.text_answer ?? '';
  const text = inputKind === 'none' ? '' : inputKind === 'date' && !isValidQuizDate(stored) ? '' : stored;
  return { kind: 'text', inputKind, text, files: [...question.upload_files] };
}

/** Sets the typed text (ignored for the input kind none). */
export function setText(answer: TextAnswer, text: string): TextAnswer {
  return answer.inputKind === 'none' ? answer : { ...answer, text };
}

/** Adds a stored file (an upload or a saved recording). */
export function attachFile(answer: TextAnswer, file: QuizFile): TextAnswer {
  return { ...answer, files: [...answer.files, file] };
}

/** Removes an attached file. */
export function removeFile(answer: TextAnswer, uuid: string): TextAnswer {
  return { ...answer, files: answer.files.filter((file) => file.uuid !== uuid) };
}

/** Validity of a text/media answer: some text or at least one uploaded file. */
export function hasTextAnswer(answer: TextAnswer): boolean {
  return answer.text.trim() !== '' || answer.files.length > 0;
}

/** The payload of a text/media answer: text and file uuids. */
export function textPayload(question: Question, answer: TextAnswer): AnswerRequestInput {
  return {
    quiz_question_id: question.id,
    text_answer: answer.text.trim() === '' ? null : answer.text,
    files: answer.files.map((file) => file.uuid),
  };
}
