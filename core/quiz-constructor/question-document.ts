import type { Answer, Question } from '../api/quiz.ts';
import type { AnswerInput, QuestionDocument } from '../api/quiz-authoring.ts';

/** How a question becomes a document: for a re-save (its rows keep their ids) or for a copy (new rows). */
export type DocumentPurpose = 'resave' | 'copy';

const answerRef = (id: number) => `a${id}`;
const groupRef = (id: number) => `g${id}`;
const textAnswerTypeIds = [1, 2, 3, 4, 5] as const;
type TextAnswerTypeId = (typeof textAnswerTypeIds)[number];

function textAnswerTypeId(value: number | null | undefined): TextAnswerTypeId | null {
  return textAnswerTypeIds.find((candidate) => candidate === value) ?? null;
}

function answerInput(answer: Answer, purpose: DocumentPurpose): AnswerInput {
  return {
    ...(purpose === 'resave' ? { id: answer.id } : {}),
    ref: answerRef(answer.id),
    text: answer.text ?? null,
    is_correct: answer.is_correct ?? null,
    order: answer.order ?? null,
    type: answer.type,
    image_url: answer.image?.url ?? null,
    image_width: answer.image_width ?? null,
    image_height: answer.image_height ?? null,
    value: answer.value ?? null,
    answer_group_ref: answer.quiz_answer_group_id == null ? null : groupRef(answer.quiz_answer_group_id),
  };
}

/**
 * The authoring document of a question the constructor read (with its key). Re-saving it changes
 * nothing and keeps every id; a copy creates the same question with new rows, its matching keys and
 * gap links rewired through refs.
 */
export function documentOf(question: Question, purpose: DocumentPurpose = 'resave'): QuestionDocument {
  const keep = purpose === 'resave';
  return {
    type_slug: question.type.slug,
    name: question.name ?? null,
    description: question.description ?? null,
    // A copy holds the same files: they are the school's already.
    files: question.files.map((file) => ({
      uuid: file.uuid,
      url: file.url ?? null,
      original_name: file.original_name ?? null,
      mime_type: file.mime_type ?? null,
    })),
    explanation: question.explanation ?? null,
    comment: null,
    comment_type_id: question.comment_type_id ?? null,
    is_required: question.is_required,
    is_collapse_enabled: question.is_collapse_enabled,
    has_stopped_info: question.has_stopped_info,
    timer_duration: question.timer_duration ?? null,
    max_points: question.max_points,
    interview_type: question.interview_type ?? null,
    likert_scale_type: question.likert_scale_type ?? null,
    grade_text_min: question.grade_text_min ?? null,
    grade_text_max: question.grade_text_max ?? null,
    conformity_type: question.conformity_type ?? null,
    is_answers_combined: question.is_answers_combined,
    text_answer_type_id: textAnswerTypeId(question.text_answer_type_id),
    is_video_comment_enabled: question.is_video_comment_enabled,
    is_audio_comment_enabled: question.is_audio_comment_enabled,
    can_upload: question.can_upload,
    is_comment_enabled: question.is_comment_enabled ?? false,
    is_allowed_comment_after_check: question.is_allowed_comment_after_check ?? false,
    answers: question.answers.map((answer) => answerInput(answer, purpose)),
    statements: question.statements.map((statement) => ({
      ...(keep ? { id: statement.id } : {}),
      text: statement.text ?? null,
      image_url: statement.image?.url ?? null,
      is_rtl: statement.is_rtl,
      correct_answer_refs: (statement.correct_answers ?? []).map(answerRef),
      answer_groups: statement.answer_groups.map((group) => ({
        ...(keep ? { id: group.id } : {}),
        ref: groupRef(group.id),
        type_id: group.type_id === 2 ? (2 as const) : (1 as const),
        display_type_id: group.display_type_id === 2 ? (2 as const) : (1 as const),
      })),
      answers: statement.answers.map((answer) => answerInput(answer, purpose)),
    })),
  };
}
