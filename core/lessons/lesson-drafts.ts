import type {
  ExpertLesson,
  InfoUnit,
  InfoUnitInput,
  LessonSave,
  LessonSection,
  LessonSectionInput,
  UnitFile,
  UnitFileRef,
} from '../api/lessons.ts';
import { DEFAULT_SECTION_NAME, type InfoUnitTypeId } from './lessons.constants.ts';

// Drafts: a lesson's content as its author holds and sends it (ids null until saved). The lesson the
// server answers turns into the body of its save with `lessonDraftOf`.

/** A new block of a type, with the defaults of spec 1 §3 and spec 3 §3 (untitled, no files, no text). */
export function newInfoUnit(typeId: InfoUnitTypeId): InfoUnitInput {
  return {
    id: null,
    type_id: typeId,
    title: null,
    copied: false,
    files: [],
    content: typeId === 3 ? { type: 'doc', content: [{ type: 'paragraph' }] } : null,
    quiz_id: null,
    styles: { bg_color: null, text_color: null, block_color: null, block_color_2: null, button_color: null },
    is_comments_disabled: false,
    is_audio_comment_enabled: false,
    is_video_comment_enabled: false,
    is_file_comment_enabled: false,
    desktop_player_size: null,
    preview_index: null,
    is_vertical: false,
    show_preview_on_pause: false,
    show_custom_youtube_player: false,
  };
}

/** A new, empty lesson section. */
export function newLessonSection(name: string = DEFAULT_SECTION_NAME): LessonSectionInput {
  return { id: null, name, copied: false, info_units: [] };
}

/** A block's file as a save names it: its uuid and the block's switches (the pivot's when the record has one). */
export function fileRefOf(file: UnitFile | UnitFileRef): UnitFileRef {
  const flags = 'pivot' in file && file.pivot ? file.pivot : file;
  return {
    uuid: file.uuid,
    allow_doc_download: flags.allow_doc_download ?? null,
    allow_doc_preview: flags.allow_doc_preview ?? null,
  };
}

/** A block as a save sends it. */
export function unitDraftOf(unit: InfoUnit | InfoUnitInput): InfoUnitInput {
  return {
    id: unit.id,
    type_id: unit.type_id,
    title: unit.title,
    copied: unit.copied,
    files: unit.files.map(fileRefOf),
    content: unit.content,
    quiz_id: unit.quiz_id,
    styles: { ...unit.styles },
    is_comments_disabled: unit.is_comments_disabled,
    is_audio_comment_enabled: unit.is_audio_comment_enabled,
    is_video_comment_enabled: unit.is_video_comment_enabled,
    is_file_comment_enabled: unit.is_file_comment_enabled,
    desktop_player_size: unit.desktop_player_size,
    preview_index: unit.preview_index,
    is_vertical: unit.is_vertical,
    show_preview_on_pause: unit.show_preview_on_pause,
    show_custom_youtube_player: unit.show_custom_youtube_player,
  };
}

/** A section as a save sends it. */
export function sectionDraftOf(section: LessonSection | LessonSectionInput): LessonSectionInput {
  return {
    id: section.id,
    name: section.name,
    copied: section.copied,
    info_units: section.info_units.map(unitDraftOf),
  };
}

/** The body of `PUT /courses/{course}/lessons-new/{lesson}` that saves the lesson as it is. */
export function lessonDraftOf(lesson: ExpertLesson): LessonSave {
  return {
    version: lesson.version,
    title: lesson.title,
    status_id: lesson.status_id,
    type_id: lesson.type_id,
    image: lesson.image,
    is_public: lesson.is_public,
    is_open: lesson.is_open,
    is_skip_checkpoint: lesson.is_skip_checkpoint,
    is_preview_added: lesson.is_preview_added,
    lesson_previews: lesson.lesson_previews.map((item) => ({ ...item })),
    video_previews: lesson.video_previews.map((item) => ({ ...item })),
    preview: lesson.preview,
    accessible_after_days: lesson.accessible_after_days,
    accessible_start_hour: lesson.accessible_start_hour,
    accessible_timezone: lesson.accessible_timezone,
    accessible_timezone_id: lesson.accessible_timezone_id,
    accessible_after_ids: [...lesson.accessible_after_ids],
    quiz_ids: [...lesson.quiz_ids],
    course_nodeble_id: lesson.course_nodeble_id,
    sections: lesson.sections.map(sectionDraftOf),
  };
}
