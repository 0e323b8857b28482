import { DropdownMenu } from 'radix-ui';
import type { InfoUnitTypeId } from '../../core/lessons/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { ChevronDownIcon, PlusIcon } from '../icons/index.ts';
import { BLOCK_TYPES, BlockTypeIcon, blockTypeName } from './block-types.tsx';
import styles from './lesson-constructor.module.css';

/** Props of the AddBlockMenu. */
export interface AddBlockMenuProps {
  onAdd(typeId: InfoUnitTypeId): void;
  disabled?: boolean;
  /** The block types offered (a public page takes fewer); all seven by default. */
  types?: readonly InfoUnitTypeId[];
}

/** "Add block": a menu of the seven block types; arrow keys move, Enter adds, Escape closes. */
export function AddBlockMenu({ onAdd, disabled = false, types = BLOCK_TYPES }: AddBlockMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.addBlock} disabled={disabled}>
        <PlusIcon size={18} />
        {t('editor.add_block')}
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={6} loop>
          {types.map((typeId) => (
            <DropdownMenu.Item key={typeId} className={styles.menuItem} onSelect={() => onAdd(typeId)}>
              <BlockTypeIcon typeId={typeId} size={18} />
              {blockTypeName(t, typeId)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
