import { INFO_UNIT_TYPES, type InfoUnitTypeId } from '../lessons/lessons.constants.ts';

// The course's public page (spec 1 §2 CourseDetailSettingsPublicPages, §3 Info unit): what it holds, named.

/**
 * The blocks a public page holds: text, audio, video and files, what a visitor reads before buying.
 * Practice, comments and the practices list belong to a lesson (its quizzes, its students).
 */
export const PUBLIC_PAGE_UNIT_TYPES = [
  INFO_UNIT_TYPES.text,
  INFO_UNIT_TYPES.audio,
  INFO_UNIT_TYPES.video,
  INFO_UNIT_TYPES.files,
] as const satisfies readonly InfoUnitTypeId[];

/** Limits of a public page. */
export const PUBLIC_PAGE_LIMITS = {
  /** The description is plain text a visitor reads under the cover. */
  descriptionLength: 5000,
  units: 500,
} as const;

/** The types a cover file may have, as the server sniffs them from its bytes (spec 1 §5: jpeg, jpg, png, webp). */
export const COVER_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
