import * as v from 'valibot';
import { type Answer, type Question, type QuestionSlug, questionSchema } from '../api/quiz.ts';
import type { AnswerInput, QuestionDocument } from '../api/quiz-authoring.ts';
import { type QuestionProblem, questionProblems } from './question-problems.ts';

/** Which parts the editor of a slug shows. */
export type EditorKind =
  /** Answers, one or several marked correct. */
  | 'choice'
  /** Answers with no right one (polls and scales). */
  | 'poll'
  /** Answers whose order is the key (sorting, word from letters, word order). */
  | 'ordered'
  /** Answers and statements bound to them. */
  | 'matching'
  /** Statements with `[gap]` markers and their gaps' answers. */
  | 'gaps'
  /** Statements, each a dropdown of its own answers. */
  | 'lists'
  /** A typed or uploaded answer checked by an expert. */
  | 'text'
  /** Nothing beyond the question's text. */
  | 'none';

const KINDS: Record<QuestionSlug, EditorKind> = {
  single_answer: 'choice',
  multiple_answer: 'choice',
  yes_no: 'choice',
  copy: 'choice',
  competition: 'choice',
  mixed: 'choice',
  default: 'choice',
  interview: 'poll',
  likert_scale: 'poll',
  rating: 'poll',
  reaction: 'poll',
  new_promoter_score: 'poll',
  sorting: 'ordered',
  word_from_chars: 'ordered',
  sentence_from_words: 'ordered',
  conformity_answer: 'matching',
  fill_gaps: 'gaps',
  paste_word: 'gaps',
  choose_from_list: 'lists',
  multi_choose_from_list: 'lists',
  text_media_answer: 'text',
  text_graphic_answer: 'poll',
};

/** The editor parts a slug needs. */
export function editorKindOf(slug: QuestionSlug): EditorKind {
  return KINDS[slug];
}

let refSeed = 0;
/** A local ref for a row the expert just added (unique within the page). */
export function newRef(prefix = 'n'): string {
  refSeed += 1;
  return `${prefix}${refSeed}`;
}

const answer = (text: string, extra: Partial<AnswerInput> = {}): AnswerInput => ({
  ref: newRef('a'),
  text,
  is_correct: false,
  ...extra,
});

/** A new question of a slug with the parts it needs filled with placeholders the expert edits. */
export function newQuestionDocument(slug: QuestionSlug, name: string): QuestionDocument {
  const base: QuestionDocument = {
    type_slug: slug,
    name,
    files: [],
    is_required: true,
    is_collapse_enabled: false,
    has_stopped_info: false,
    max_points: 1,
    is_video_comment_enabled: false,
    is_audio_comment_enabled: false,
    can_upload: false,
    is_comment_enabled: false,
    is_allowed_comment_after_check: false,
    is_answers_combined: false,
    answers: [],
    statements: [],
  };
  switch (KINDS[slug]) {
    case 'choice':
      return { ...base, answers: [answer('1', { is_correct: true }), answer('2')] };
    case 'poll':
      return {
        ...base,
        interview_type: slug === 'interview' ? 1 : null,
        answers: ['1', '2', '3'].map((text, index) => answer(text, { is_correct: null, value: index + 1 })),
      };
    case 'ordered':
      return { ...base, answers: ['1', '2', '3'].map((text, index) => answer(text, { order: index + 1 })) };
    case 'matching': {
      const answers = [answer('1'), answer('2')];
      return {
        ...base,
        conformity_type: 1,
        answers,
        statements: answers.map((item, index) => ({
          text: `${index + 1}`,
          is_rtl: false,
          correct_answer_refs: [item.ref!],
          answer_groups: [],
          answers: [],
        })),
      };
    }
    case 'gaps': {
      const gap = newRef('g');
      return {
        ...base,
        statements: [
          {
            text: '… [gap] …',
            is_rtl: false,
            correct_answer_refs: [],
            answer_groups: [{ ref: gap, type_id: 1, display_type_id: 1 }],
            answers: [answer('…', { is_correct: true, answer_group_ref: gap })],
          },
        ],
      };
    }
    case 'lists':
      return {
        ...base,
        statements: [
          {
            text: '1',
            is_rtl: false,
            correct_answer_refs: [],
            answer_groups: [],
            answers: [answer('1', { is_correct: true }), answer('2')],
          },
        ],
      };
    case 'text':
      return { ...base, text_answer_type_id: 3 };
    default:
      return base;
  }
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Ordered kinds keep the key in `order`: the place the expert gave each answer, from 1. */
export function withPositionOrder(doc: QuestionDocument): QuestionDocument {
  if (KINDS[doc.type_slug] !== 'ordered') return doc;
  return { ...doc, answers: doc.answers.map((item, index) => ({ ...item, order: index + 1 })) };
}

const keyOf = (item: { id?: number | null; ref?: string | number }) => String(item.ref ?? item.id);

/**
 * The question a document describes, as the quiz screens read it: kept rows keep their ids, new ones
 * get stand-in negative ids, refs become ids. Answers the previews and the problems before a save.
 */
export function questionOfDocument(doc: QuestionDocument, questionId: number): Question {
  let next = -1;
  const ids = new Map<string, number>();
  const idOf = (item: { id?: number | null; ref?: string | number }) => {
    const key = keyOf(item);
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = item.id ?? next--;
    ids.set(key, id);
    return id;
  };
  const answerOf = (item: AnswerInput, groupIds: Map<string, number>): Answer => ({
    id: idOf(item),
    text: item.text ?? null,
    is_correct: item.is_correct ?? null,
    order: item.order ?? null,
    type: item.type ?? 1,
    image: item.image_url ? { url: item.image_url } : null,
    quiz_answer_group_id:
      item.answer_group_ref == null ? null : (groupIds.get(String(item.answer_group_ref)) ?? null),
    value: item.value ?? null,
  });
  const answers = doc.answers.map((item) => answerOf(item, new Map()));
  const statements = doc.statements.map((statement) => {
    const groupIds = new Map<string, number>();
    const groups = statement.answer_groups.map((group) => {
      const id = group.id ?? next--;
      groupIds.set(keyOf(group), id);
      return { id, type_id: group.type_id, display_type_id: group.display_type_id ?? 1 };
    });
    const statementAnswers = statement.answers.map((item) => answerOf(item, groupIds));
    return {
      id: statement.id ?? next--,
      text: statement.text ?? null,
      image: statement.image_url ? { url: statement.image_url } : null,
      is_rtl: statement.is_rtl ?? false,
      answer_groups: groups,
      answers: statementAnswers,
      correct_answers: statement.correct_answer_refs
        .map((ref) => ids.get(String(ref)))
        .filter((id): id is number => id !== undefined),
    };
  });
  return v.parse(questionSchema, {
    id: questionId,
    name: doc.name ?? null,
    type: { slug: doc.type_slug },
    description: doc.description ?? null,
    files: doc.files.map((file) => ({
      uuid: file.uuid,
      ...(file.url ? { url: file.url } : {}),
      ...(file.original_name ? { original_name: file.original_name } : {}),
      ...(file.mime_type ? { mime_type: file.mime_type } : {}),
    })),
    explanation: doc.explanation ?? null,
    is_required: doc.is_required,
    is_collapse_enabled: doc.is_collapse_enabled,
    has_stopped_info: doc.has_stopped_info,
    timer: doc.timer_duration != null,
    timer_duration: doc.timer_duration ?? null,
    max_points: doc.max_points,
    interview_type: doc.interview_type ?? null,
    likert_scale_type: doc.likert_scale_type ?? null,
    grade_text_min: doc.grade_text_min ?? null,
    grade_text_max: doc.grade_text_max ?? null,
    conformity_type: doc.conformity_type ?? null,
    is_answers_combined: doc.is_answers_combined ?? false,
    text_answer_type_id: doc.text_answer_type_id ?? null,
    is_video_comment_enabled: doc.is_video_comment_enabled,
    is_audio_comment_enabled: doc.is_audio_comment_enabled,
    can_upload: doc.can_upload,
    is_comment_enabled: doc.is_comment_enabled,
    is_allowed_comment_after_check: doc.is_allowed_comment_after_check,
    answers,
    statements,
  });
}

/** The problems of a document before it is saved (at the same fields as a saved question's). */
export function documentProblems(doc: QuestionDocument): QuestionProblem[] {
  return questionProblems(questionOfDocument(doc, 0));
}
