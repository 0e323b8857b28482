import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CheckIcon, CloseIcon, PlusIcon, TrashIcon } from '../icons/index.ts';
import { DeleteConfirmModal } from '../modal/index.ts';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/index.ts';
import { PencilIcon } from './block-types.tsx';
import styles from './lesson-constructor.module.css';
import type { ConstructorSection } from './lesson-constructor.types.ts';
import { useConfirmDelete } from './use-confirm-delete.ts';

/** Props of the SectionTabs. */
export interface SectionTabsProps {
  sections: readonly ConstructorSection[];
  activeSection: number;
  canEdit: boolean;
  /** A section deletion being saved: the confirm waits with a loader. */
  deleting: boolean;
  onSelect(index: number): void;
  onAdd(): void;
  onRename(index: number, name: string): void;
  onDelete(index: number): void;
  /** The active section's panel. */
  children: ReactNode;
}

/** The lesson's sections as tabs: pick one, add one, rename the active one in place, delete it after asking. */
export function SectionTabs(props: SectionTabsProps) {
  const { t } = useTranslation();
  const { sections, activeSection, canEdit } = props;
  const [renaming, setRenaming] = useState(false);
  const removal = useConfirmDelete<number>(props.deleting);
  const active = sections[activeSection];
  const pending = removal.target === null ? null : sections[removal.target];

  return (
    <Tabs
      value={active ? active.key : ''}
      onValueChange={(key) => {
        setRenaming(false);
        props.onSelect(sections.findIndex((section) => section.key === key));
      }}
      className={styles.sectionTabs}
    >
      <div className={styles.tabBar}>
        <TabsList aria-label={t('editor.sections')} className={styles.tabList}>
          {sections.map((section) => (
            <TabsTrigger key={section.key} value={section.key} className={styles.tab}>
              {section.name}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className={styles.tabActions}>
          {active && renaming ? (
            <RenameForm
              name={active.name}
              onDone={(name) => {
                setRenaming(false);
                if (name !== null && name !== active.name) props.onRename(activeSection, name);
              }}
            />
          ) : active ? (
            <>
              <Button
                variant="ghost"
                iconOnly
                className={styles.touch}
                aria-label={t('editor.rename_section', { name: active.name })}
                disabled={!canEdit}
                onClick={() => setRenaming(true)}
              >
                <PencilIcon size={18} />
              </Button>
              <Button
                variant="ghost"
                iconOnly
                className={styles.touch}
                aria-label={t('editor.delete_section', { name: active.name })}
                disabled={!canEdit}
                onClick={() => removal.ask(activeSection)}
              >
                <TrashIcon size={18} />
              </Button>
            </>
          ) : null}
          <Button
            variant="secondary"
            className={styles.touch}
            iconStart={<PlusIcon size={18} />}
            disabled={!canEdit}
            onClick={props.onAdd}
          >
            {t('editor.add_section')}
          </Button>
        </div>
      </div>
      {active ? (
        <TabsContent value={active.key} className={styles.sectionPanel}>
          {props.children}
        </TabsContent>
      ) : null}
      <DeleteConfirmModal
        open={removal.open}
        onOpenChange={removal.onOpenChange}
        title={pending ? t('editor.delete_section_title', { name: pending.name }) : undefined}
        text={t('editor.delete_section_text')}
        loading={removal.loading}
        onConfirm={() => removal.confirm(props.onDelete)}
      />
    </Tabs>
  );
}

/** The active section's name in an input: Enter or ✓ keeps it, Escape or × leaves it as it was. */
function RenameForm({ name, onDone }: { name: string; onDone(name: string | null): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone(value.trim() === '' ? null : value.trim());
  };
  return (
    <form className={styles.renameForm} onSubmit={submit}>
      <input
        ref={input}
        className={styles.renameInput}
        aria-label={t('editor.section_name')}
        value={value}
        maxLength={200}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone(null);
          }
        }}
      />
      <Button type="submit" variant="ghost" iconOnly className={styles.touch} aria-label={t('ui.save')}>
        <CheckIcon size={18} />
      </Button>
      <Button
        variant="ghost"
        iconOnly
        className={styles.touch}
        aria-label={t('ui.cancel')}
        onClick={() => onDone(null)}
      >
        <CloseIcon size={18} />
      </Button>
    </form>
  );
}
