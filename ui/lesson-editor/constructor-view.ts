import type {
  InfoUnit,
  InfoUnitInput,
  LessonSection,
  LessonSectionInput,
  UnitFile,
} from '../../core/api/lessons.ts';
import { INFO_UNIT_TYPE_IDS, type InfoUnitTypeId } from '../../core/lessons/index.ts';
import type {
  ConstructorBlock,
  ConstructorFile,
  ConstructorSection,
  SaveState,
} from './lesson-constructor.types.ts';

// Pure helpers the lesson editor's hook uses to turn the machine's lesson into the constructor's view.

type AnyUnit = Pick<InfoUnit | InfoUnitInput, 'id' | 'type_id' | 'title' | 'content' | 'quiz_id'> &
  Pick<
    InfoUnit,
    | 'is_comments_disabled'
    | 'is_audio_comment_enabled'
    | 'is_video_comment_enabled'
    | 'is_file_comment_enabled'
  > & { files: readonly (UnitFile | ConstructorFile)[] };

const isTypeId = (value: number): value is InfoUnitTypeId =>
  (INFO_UNIT_TYPE_IDS as readonly number[]).includes(value);

/** A block as the constructor shows it; a block not yet saved is keyed by its place until the server names it. */
export function constructorBlockOf(unit: AnyUnit, index: number): ConstructorBlock {
  return {
    key: unit.id === null ? `new-${index}` : `unit-${unit.id}`,
    id: unit.id,
    type_id: isTypeId(unit.type_id) ? unit.type_id : 3,
    title: unit.title,
    files: unit.files,
    content: unit.content,
    quiz_id: unit.quiz_id,
    is_comments_disabled: unit.is_comments_disabled,
    is_audio_comment_enabled: unit.is_audio_comment_enabled,
    is_video_comment_enabled: unit.is_video_comment_enabled,
    is_file_comment_enabled: unit.is_file_comment_enabled,
  };
}

/** The section tabs; a section not yet saved is keyed by its place. */
export function constructorSectionsOf(
  sections: readonly Pick<LessonSection | LessonSectionInput, 'id' | 'name'>[],
): ConstructorSection[] {
  return sections.map((section, index) => ({
    key: section.id === null ? `new-section-${index}` : `section-${section.id}`,
    name: section.name,
  }));
}

/** The save status line's word for where the editor stands (its phase and whether edits wait). */
export function saveStateOf(phase: string, hasUnsavedChanges: boolean): SaveState {
  if (phase === 'failed' || phase === 'loadFailed') return 'failed';
  if (phase === 'saving') return 'saving';
  return hasUnsavedChanges ? 'unsaved' : 'saved';
}
