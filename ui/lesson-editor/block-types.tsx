import { INFO_UNIT_TYPE_IDS, type InfoUnitTypeId, unitTitle } from '../../core/lessons/index.ts';
import { type IconProps, SvgIcon } from '../icons/index.ts';

/** The translation key naming a block type (spec 1 §3 Info unit). */
const TYPE_KEYS: Readonly<Record<InfoUnitTypeId, string>> = {
  1: 'editor.block_type_audio',
  2: 'editor.block_type_video',
  3: 'editor.block_type_text',
  4: 'editor.block_type_files',
  5: 'editor.block_type_practice',
  6: 'editor.block_type_comments',
  7: 'editor.block_type_practices',
};

/** The block types in the order the add menu lists them. */
export const BLOCK_TYPES: readonly InfoUnitTypeId[] = INFO_UNIT_TYPE_IDS;

/** A block type's name in the current language. */
export function blockTypeName(t: (key: string) => string, typeId: InfoUnitTypeId): string {
  return t(TYPE_KEYS[typeId]);
}

/** The title a block card shows: its own, else 'Block #{n} ({type})' with the type translated. */
export function blockTitle(
  t: (key: string) => string,
  block: { title: string | null; type_id: InfoUnitTypeId },
  index: number,
): string {
  return unitTitle(block, index + 1, blockTypeName(t, block.type_id));
}

const PATHS: Readonly<Record<InfoUnitTypeId, string>> = {
  1: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  2: 'm22 8-6 4 6 4V8ZM2 6h14v12H2z',
  3: 'M4 7V4h16v3M9 20h6M12 4v16',
  4: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6ZM14 2v6h6',
  5: 'M9 11l3 3L22 4M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11',
  6: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  7: 'M8 6h13M8 12h13M8 18h13M3 6l1 1 2-2M3 12l1 1 2-2M3 18l1 1 2-2',
};

/** The icon of a block type. */
export function BlockTypeIcon({ typeId, ...props }: IconProps & { typeId: InfoUnitTypeId }) {
  return (
    <SvgIcon {...props}>
      <path d={PATHS[typeId]} />
    </SvgIcon>
  );
}

/** The grip a block card is dragged by. */
export function GripIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" strokeWidth={3} />
    </SvgIcon>
  );
}

/** An arrow up (move up); rotate for down. */
export function ArrowUpIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </SvgIcon>
  );
}

/** A pencil (rename). */
export function PencilIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </SvgIcon>
  );
}

/** A chain link (the text block's link tool). */
export function LinkIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </SvgIcon>
  );
}
