import { type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { PlusIcon } from '../icons/index.ts';
import { Button, EmptyState, Spinner } from '../primitives/index.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { CopyLessonDialog } from './copy-lesson-dialog.tsx';
import styles from './lesson-constructor.module.css';
import type { LessonConstructorCommands, LessonConstructorView } from './lesson-constructor.types.ts';
import { SaveStatus } from './save-status.tsx';
import { SectionBlocks } from './section-blocks.tsx';
import { SectionTabs } from './section-tabs.tsx';

/** Props of the LessonConstructor. */
export interface LessonConstructorProps {
  view: LessonConstructorView;
  commands: LessonConstructorCommands;
  /** The page's title row (the lesson's name, a link back to the course). */
  header?: ReactNode;
  /** The lesson settings panel, beside the blocks on wide screens and under them on a phone. */
  settings?: ReactNode;
}

/** The lesson constructor: save status, section tabs, the active section's blocks with their editors, the 409 choice. */
export function LessonConstructor({ view, commands, header, settings }: LessonConstructorProps) {
  const { t } = useTranslation();
  const [copying, setCopying] = useState(false);
  const section = view.sections[view.activeSection];
  if (view.load === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('editor.loading_lesson')} />
      </div>
    );
  }
  if (view.load === 'failed') {
    return (
      <EmptyState
        icon={null}
        title={t('editor.load_failed_title')}
        text={t('editor.load_failed_text')}
        action={
          <Button variant="secondary" className={styles.touch} onClick={commands.retryLoad}>
            {t('editor.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        {header ? <div className={styles.header}>{header}</div> : null}
        <div className={styles.topActions}>
          <SaveStatus
            state={view.save}
            error={view.saveError}
            onRetry={commands.retrySave}
            onDiscard={commands.discardSave}
          />
          {view.copy ? (
            <Button
              variant="secondary"
              size="sm"
              className={styles.touch}
              disabled={!view.copy.allowed}
              title={view.copy.allowed ? undefined : t('editor.copy_wait')}
              onClick={() => setCopying(true)}
            >
              {t('editor.copy_open')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          {view.sections.length === 0 ? (
            <EmptyState
              title={t('editor.no_sections_title')}
              text={t('editor.no_sections_text')}
              action={
                <Button
                  iconStart={<PlusIcon size={18} />}
                  className={styles.touch}
                  disabled={!view.canEdit}
                  onClick={commands.addSection}
                >
                  {t('editor.add_section')}
                </Button>
              }
            />
          ) : (
            <SectionTabs
              sections={view.sections}
              activeSection={view.activeSection}
              canEdit={view.canEdit}
              deleting={view.deletingSection}
              onSelect={commands.selectSection}
              onAdd={commands.addSection}
              onRename={commands.renameSection}
              onDelete={commands.deleteSection}
            >
              <SectionBlocks
                name={section?.name ?? ''}
                blocks={view.blocks}
                canEdit={view.canEdit}
                deleting={view.deletingBlock}
                quizzes={view.quizzes}
                emptyTitle={t('editor.no_blocks_title')}
                emptyText={t('editor.no_blocks_text')}
                commands={commands}
              />
            </SectionTabs>
          )}
        </div>
        {settings ? <aside className={styles.aside}>{settings}</aside> : null}
      </div>
      {view.copy ? (
        <CopyLessonDialog
          open={copying}
          onOpenChange={setCopying}
          lessonId={view.copy.lessonId}
          courses={view.copy.courses}
          searching={view.copy.searching}
          error={view.copy.error}
          onSearch={commands.searchCourses}
          onCopy={(fromLessonId) => {
            setCopying(false);
            commands.copyFrom(fromLessonId);
          }}
        />
      ) : null}
      <ConflictDialog
        open={view.conflict}
        canResolve={view.canResolveConflict}
        onReload={commands.reloadLesson}
        onKeepMine={commands.keepMine}
      />
    </div>
  );
}
