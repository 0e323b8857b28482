import type {
  EditorDoc,
  InfoUnit,
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

/** A block as the editor's lesson holds it: as the server answered it, or as just added (fields may be missing). */
export type LooseUnit = Pick<InfoUnit, 'type_id'> & {
  id: number | null;
  title?: string | null;
  files?: readonly (UnitFile | ConstructorFile)[];
  content?: EditorDoc | null;
  quiz_id?: number | null;
  client_key?: string;
} & Partial<
    Pick<
      InfoUnit,
      | 'is_comments_disabled'
      | 'is_audio_comment_enabled'
      | 'is_video_comment_enabled'
      | 'is_file_comment_enabled'
    >
  >;

const isTypeId = (value: number): value is InfoUnitTypeId =>
  (INFO_UNIT_TYPE_IDS as readonly number[]).includes(value);

/**
 * A block as the constructor shows it, keyed by the key it was added with (kept once saved), else by its id,
 * else (a copied block not yet saved) by its place.
 */
export function constructorBlockOf(unit: LooseUnit, index: number): ConstructorBlock {
  // The editing machine keeps every unit it did not change as the same object, so the same unit at the
  // same place is answered the same block: a memoised block card does not render again while another
  // block is typed in (a long lesson's keystrokes stay fast; bench editor-keystroke).
  const known = madeBlocks.get(unit);
  if (known?.index === index) return known.block;
  const block = blockOf(unit, index);
  madeBlocks.set(unit, { index, block });
  return block;
}

/** The blocks made of units, by unit object (forgotten with the unit). */
const madeBlocks = new WeakMap<LooseUnit, { index: number; block: ConstructorBlock }>();

function blockOf(unit: LooseUnit, index: number): ConstructorBlock {
  return {
    key: unit.client_key ?? (unit.id === null ? `new-${index}` : `unit-${unit.id}`),
    id: unit.id,
    type_id: isTypeId(unit.type_id) ? unit.type_id : 3,
    title: unit.title ?? null,
    files: unit.files ?? [],
    content: unit.content ?? null,
    quiz_id: unit.quiz_id ?? null,
    is_comments_disabled: unit.is_comments_disabled ?? false,
    is_audio_comment_enabled: unit.is_audio_comment_enabled ?? false,
    is_video_comment_enabled: unit.is_video_comment_enabled ?? false,
    is_file_comment_enabled: unit.is_file_comment_enabled ?? false,
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
  if (phase === 'failed') return 'failed';
  if (phase === 'saving') return 'saving';
  return hasUnsavedChanges ? 'unsaved' : 'saved';
}
