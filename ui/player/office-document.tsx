import { officeViewerUrl } from '../../core/player/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button } from '../primitives/index.ts';
import styles from './pdf-viewer.module.css';

/** Props of the OfficeDocument. */
export interface OfficeDocumentProps {
  name: string;
  /** The file's public address, which the online viewer fetches. */
  url: string | null;
  /** Where the person downloads it; none when the author does not allow download. */
  downloadUrl?: string | null;
  /** The deployment's files are reachable from the internet (config: public deployment). */
  publicDeployment: boolean;
}

/** A doc, docx, ppt or pptx: the online viewer on a public deployment, else a card that says to download it. */
export function OfficeDocument({ name, url, downloadUrl, publicDeployment }: OfficeDocumentProps) {
  const { t } = useTranslation();
  const viewer = officeViewerUrl(url, publicDeployment);
  if (viewer) {
    return (
      <iframe
        className={styles.office}
        src={viewer}
        title={t('player.office_preview', { name })}
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <section className={styles.viewer} aria-label={t('player.office_preview', { name })}>
      <div className={styles.message}>
        <p>
          <strong>{t('player.office_card_title')}</strong>
        </p>
        <p>{t('player.office_card_text')}</p>
        {downloadUrl ? (
          <Button variant="primary" size="sm" asChild>
            <a href={downloadUrl} download={name}>
              {t('player.download_file', { name })}
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
