import { type ReactNode, useId } from 'react';
import { PUBLIC_PAGE_LIMITS } from '../../core/public-page/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { ConflictDialog, SaveStatus, SectionBlocks } from '../lesson-editor/index.ts';
import { Button, EmptyState, Spinner, TextArea } from '../primitives/index.ts';
import { CoverEditor } from './cover-editor.tsx';
import styles from './public-page.module.css';
import type { PublicPageCommands, PublicPageView } from './public-page.types.ts';

const NO_QUIZZES: readonly { id: number; name: string }[] = [];

/** Props of the PublicPageEditor. */
export interface PublicPageEditorProps {
  view: PublicPageView;
  commands: PublicPageCommands;
  /** Above the title: the way back (the app's link to the course list). */
  backLink?: ReactNode;
}

/**
 * The course's public page settings (spec 1 §2 CourseDetailSettingsPublicPages): the save line, the cover,
 * the description and the page's blocks, edited with the lesson constructor's block pieces; the 409 choice.
 */
export function PublicPageEditor({ view, commands, backLink }: PublicPageEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (view.load === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('public_page.loading')} />
      </div>
    );
  }
  if (view.load === 'failed') {
    return (
      <EmptyState
        icon={null}
        title={t('public_page.load_failed_title')}
        text={t('public_page.load_failed_text')}
        action={
          <Button variant="secondary" className={styles.touch} onClick={commands.retryLoad}>
            {t('public_page.retry')}
          </Button>
        }
      />
    );
  }
  const courseTitle = view.course?.title ?? '';
  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <div className={styles.titleRow}>
          {backLink}
          <h1 className={styles.title}>{t('public_page.heading', { course: courseTitle })}</h1>
          <p className={styles.intro}>{t('public_page.intro')}</p>
        </div>
        <SaveStatus
          state={view.save}
          error={view.saveError}
          onRetry={commands.retrySave}
          onDiscard={commands.discardSave}
          discardText={t('public_page.discard_text')}
        />
      </div>
      <div className={styles.settings}>
        <CoverEditor
          courseTitle={courseTitle}
          cover={view.cover}
          upload={view.coverUpload}
          disabled={!view.canEdit}
          onPick={commands.pickCover}
          onRemove={commands.removeCover}
        />
        <section className={styles.panel}>
          <TextArea
            label={<span className={styles.panelTitle}>{t('public_page.description')}</span>}
            hint={`${t('public_page.description_hint', { max: PUBLIC_PAGE_LIMITS.descriptionLength })} ${t(
              'public_page.description_count',
              { count: view.description.length, max: PUBLIC_PAGE_LIMITS.descriptionLength },
            )}`}
            value={view.description}
            maxLength={PUBLIC_PAGE_LIMITS.descriptionLength}
            rows={6}
            disabled={!view.canEdit}
            onChange={(event) => commands.changeDescription(event.currentTarget.value)}
          />
        </section>
      </div>
      <section className={styles.blocksSection} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('public_page.blocks')}
        </h2>
        <SectionBlocks
          name={t('public_page.title')}
          blocks={view.blocks}
          canEdit={view.canEdit}
          deleting={view.deletingBlock}
          quizzes={NO_QUIZZES}
          types={view.blockTypes}
          emptyTitle={t('public_page.no_blocks_title')}
          emptyText={t('public_page.no_blocks_text')}
          commands={commands}
        />
      </section>
      <ConflictDialog
        open={view.conflict}
        canResolve={view.canResolveConflict}
        onReload={commands.reloadPage}
        onKeepMine={commands.keepMine}
        title={t('public_page.conflict_title')}
        description={t('public_page.conflict_text')}
      />
    </div>
  );
}
