import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FileRecord } from '../../../core/api/files.ts';
import type {
  EditorDoc,
  ExpertLesson,
  InfoUnit,
  LessonSection,
  PublicInfoUnit,
  UnitFile,
} from '../../../core/api/lessons.ts';
import { sanitizeHtmlBlock } from '../../../core/editor/html-block/sanitize-html-block.ts';
import { renderDocumentHtml } from '../../../core/editor/render-document.ts';
import {
  DEFAULT_FONT_STYLES,
  DESKTOP_PLAYER_SIZES,
  type InfoUnitTypeId,
} from '../../../core/lessons/index.ts';
import { combinedDocFlag } from '../../../core/upload/file-download.ts';
import type { CourseRow, InfoSectionRow, InfoUnitRow, LessonRow } from '../access/lesson-reach.ts';
import type { Db } from '../db/client.ts';
import { infoSections, infoUnits, lessons } from '../db/schema.ts';
import { fileRecordsOf, liveUploadsByUuid } from '../files/file-records.ts';

// How lessons and their blocks are answered: the author's view (the editor document and the rendered
// HTML) and the reader's (the HTML only). Files are read live: a deleted file drops out of its block.

/** The file records of the uuids blocks hold (live uploads, with their children), by uuid. */
export async function fileRecordsByUuid(db: Db, uuids: readonly string[]): Promise<Map<string, FileRecord>> {
  const wanted = [...new Set(uuids)];
  const byUuid = new Map<string, FileRecord>();
  if (wanted.length === 0) return byUuid;
  const rows = await liveUploadsByUuid(db, wanted);
  const records = await fileRecordsOf(db, rows);
  rows.forEach((row, index) => {
    const { size: _, ...record } = records[index]!;
    byUuid.set(row.uuid, record);
  });
  return byUuid;
}

/** A block's files as answered: each live file's record, the block's switches in `pivot` and in effect. */
function unitFiles(unit: InfoUnitRow, records: Map<string, FileRecord>): UnitFile[] {
  return unit.files.flatMap((ref) => {
    const record = records.get(ref.uuid);
    if (!record) return [];
    const pivot = { allow_doc_download: ref.allow_doc_download, allow_doc_preview: ref.allow_doc_preview };
    return [
      {
        ...record,
        allow_doc_download: combinedDocFlag(record.allow_doc_download, ref.allow_doc_download),
        allow_doc_preview: combinedDocFlag(record.allow_doc_preview, ref.allow_doc_preview),
        pivot,
      },
    ];
  });
}

const playerSize = (value: string | null) =>
  (DESKTOP_PLAYER_SIZES as readonly string[]).includes(value ?? '')
    ? (value as (typeof DESKTOP_PLAYER_SIZES)[number])
    : null;

/** What a block shows to anyone: everything but the editor document. */
function sharedUnitView(unit: InfoUnitRow, records: Map<string, FileRecord>): PublicInfoUnit {
  const doc = unit.typeId === 3 ? (unit.content as EditorDoc | null) : null;
  return {
    id: unit.id,
    type_id: unit.typeId as InfoUnitTypeId,
    title: unit.title,
    files: unitFiles(unit, records),
    // The editor's full schema, each HTML block cleaned again as it is read.
    description_formatted: doc ? renderDocumentHtml(doc, { sanitizeHtml: sanitizeHtmlBlock }) : null,
    quiz_id: unit.quizId,
    styles: {
      bg_color: unit.styles.bg_color ?? null,
      text_color: unit.styles.text_color ?? null,
      block_color: unit.styles.block_color ?? null,
      block_color_2: unit.styles.block_color_2 ?? null,
      button_color: unit.styles.button_color ?? null,
    },
    is_comments_disabled: unit.isCommentsDisabled,
    is_audio_comment_enabled: unit.isAudioCommentEnabled,
    is_video_comment_enabled: unit.isVideoCommentEnabled,
    is_file_comment_enabled: unit.isFileCommentEnabled,
    desktop_player_size: playerSize(unit.desktopPlayerSize),
    preview_index: unit.previewIndex,
    is_vertical: unit.isVertical,
    show_preview_on_pause: unit.showPreviewOnPause,
    show_custom_youtube_player: unit.showCustomYoutubePlayer,
  };
}

/** A block as its author reads it; `order` is its 1-based place in its section. */
export function authorUnitView(unit: InfoUnitRow, order: number, records: Map<string, FileRecord>): InfoUnit {
  return {
    ...sharedUnitView(unit, records),
    order,
    copied: unit.copied,
    content: unit.typeId === 3 ? ((unit.content as EditorDoc | null) ?? null) : null,
  };
}

/** A block as the lesson page shows it. */
export function readerUnitView(unit: InfoUnitRow, records: Map<string, FileRecord>): PublicInfoUnit {
  return sharedUnitView(unit, records);
}

/** The blocks of some sections in their order, by section id, with the file records they need. */
export async function unitsOfSections(
  db: Db,
  sectionIds: readonly number[],
): Promise<{ bySection: Map<number, InfoUnitRow[]>; records: Map<string, FileRecord> }> {
  const bySection = new Map<number, InfoUnitRow[]>();
  if (sectionIds.length === 0) return { bySection, records: new Map() };
  const rows = await db
    .select()
    .from(infoUnits)
    .where(inArray(infoUnits.infoSectionId, [...sectionIds]))
    .orderBy(asc(infoUnits.position), asc(infoUnits.id));
  for (const row of rows)
    bySection.set(row.infoSectionId, [...(bySection.get(row.infoSectionId) ?? []), row]);
  const records = await fileRecordsByUuid(
    db,
    rows.flatMap((row) => row.files.map((file) => file.uuid)),
  );
  return { bySection, records };
}

/** A lesson's sections in their order. */
export async function sectionsOfLesson(db: Db, lessonId: number): Promise<InfoSectionRow[]> {
  return db
    .select()
    .from(infoSections)
    .where(eq(infoSections.lessonId, lessonId))
    .orderBy(asc(infoSections.position), asc(infoSections.id));
}

/** The author's sections of a lesson (or of a course's public page), with their blocks. */
export async function authorSections(db: Db, sections: InfoSectionRow[]): Promise<LessonSection[]> {
  const { bySection, records } = await unitsOfSections(
    db,
    sections.map((section) => section.id),
  );
  return sections.map((section, index) =>
    authorSectionView(section, index, bySection.get(section.id) ?? [], records),
  );
}

/** A section as its author reads it, at place `index`, with its blocks in their order. */
function authorSectionView(
  section: InfoSectionRow,
  index: number,
  units: readonly InfoUnitRow[],
  records: Map<string, FileRecord>,
): LessonSection {
  return {
    id: section.id,
    name: section.name,
    order: index + 1,
    copied: section.copied,
    info_units: units.map((unit, at) => authorUnitView(unit, at + 1, records)),
  };
}

/** The course as the editor reads it, with its text styles (the defaults where the school set none). */
export function editorCourseOf(course: CourseRow): ExpertLesson['course'] {
  const styles = course.customStyles.font_styles ?? {};
  return {
    id: course.id,
    title: course.title,
    slug: course.slug,
    type: course.type,
    custom_styles: {
      font_styles: {
        family: styles.family ?? DEFAULT_FONT_STYLES.family,
        size: styles.size ?? DEFAULT_FONT_STYLES.size,
        height: styles.height ?? DEFAULT_FONT_STYLES.height,
      },
    },
  };
}

/** The lesson row's own fields as the author reads them. */
function lessonFields(lesson: LessonRow) {
  return {
    id: lesson.id,
    course_id: lesson.courseId,
    course_nodeble_id: lesson.programSectionId,
    title: lesson.title,
    slug: lesson.slug,
    status_id: lesson.statusId,
    type_id: lesson.typeId,
    image: lesson.image,
    is_public: lesson.isPublic,
    is_skip_checkpoint: lesson.isSkipCheckpoint,
    is_open: lesson.isOpen,
    is_preview_added: lesson.isPreviewAdded,
    lesson_previews: lesson.lessonPreviews,
    video_previews: lesson.videoPreviews,
    preview: lesson.preview,
    accessible_after_days: lesson.accessibleAfterDays,
    accessible_start_hour: lesson.accessibleStartHour,
    accessible_timezone: lesson.accessibleTimezone,
    accessible_timezone_id: lesson.accessibleTimezoneId,
    accessible_after_ids: lesson.accessibleAfterIds,
    quiz_ids: lesson.quizIds,
    version: lesson.version,
  };
}

/**
 * The lesson as its author reads it, from rows the caller holds: a save's, as its transaction wrote
 * them (the lesson row as updated, its sections in order with their blocks); only the file records
 * are read.
 */
export async function authorLessonOf(
  db: Db,
  lesson: LessonRow,
  content: readonly { section: InfoSectionRow; units: readonly InfoUnitRow[] }[],
  course: CourseRow,
): Promise<ExpertLesson> {
  const records = await fileRecordsByUuid(
    db,
    content.flatMap(({ units }) => units.flatMap((unit) => unit.files.map((file) => file.uuid))),
  );
  return {
    ...lessonFields(lesson),
    sections: content.map(({ section, units }, index) => authorSectionView(section, index, units, records)),
    course: editorCourseOf(course),
  };
}

/**
 * The lesson as its author reads it now (spec 1 §3 Lesson), read afresh: `lessonId` is a lesson of
 * `course`, which the caller reached (this module's steps call it after a write).
 */
export async function authorLessonView(db: Db, lessonId: number, course: CourseRow): Promise<ExpertLesson> {
  const [lesson] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, course.id)));
  if (!lesson) throw new Error(`The lesson ${lessonId} is not in the course ${course.id}.`);
  return {
    ...lessonFields(lesson),
    sections: await authorSections(db, await sectionsOfLesson(db, lesson.id)),
    course: editorCourseOf(course),
  };
}
