import type { CourseProgramView } from '../../core/course-program/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CheckIcon, DangerIcon, InfoIcon } from '../icons/index.ts';
import { Button, Spinner } from '../primitives/index.ts';
import styles from './course-program.module.css';

/** Props of the ProgramSaveStatus. */
export interface ProgramSaveStatusProps {
  view: Pick<CourseProgramView, 'save' | 'error' | 'notice' | 'program'>;
  onRetry(): void;
  onDiscard(): void;
  onDismissNotice(): void;
}

/**
 * Where the program's saving stands (saved, saving, or not saved with Retry and Discard), and a rename that
 * met a newer lesson, which reloaded the program.
 */
export function ProgramSaveStatus({ view, onRetry, onDiscard, onDismissNotice }: ProgramSaveStatusProps) {
  const { t } = useTranslation();
  const { save, error, notice } = view;
  return (
    <div className={styles.status}>
      <div className={styles.saveLine} data-state={save}>
        <span role="status" className={styles.saveText}>
          {save === 'saving' ? <Spinner size={14} decorative /> : null}
          {save === 'saved' ? <CheckIcon size={16} /> : null}
          {save === 'failed' ? <DangerIcon size={16} /> : null}
          {save === 'failed'
            ? t('program.save_failed', { message: error?.message ?? '' })
            : t(`program.save_${save}`)}
        </span>
        {save === 'failed' ? (
          <span className={styles.saveActions}>
            <Button variant="secondary" size="sm" className={styles.touch} onClick={onRetry}>
              {t('program.retry')}
            </Button>
            <Button variant="ghost" size="sm" className={styles.touch} onClick={onDiscard}>
              {t('program.discard')}
            </Button>
          </span>
        ) : null}
      </div>
      {save === 'failed' ? <p className={styles.failedText}>{t('program.failed_text')}</p> : null}
      <div role="status" className={styles.noticeRegion}>
        {notice ? (
          <div className={styles.notice}>
            <InfoIcon size={18} />
            <p className={styles.noticeText}>{t('program.lesson_changed', { title: notice.title })}</p>
            <Button variant="ghost" size="sm" className={styles.touch} onClick={onDismissNotice}>
              {t('program.dismiss')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
