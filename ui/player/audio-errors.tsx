import type { AudioError } from '../../core/player/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Button } from '../primitives/index.ts';
import styles from './audio-player.module.css';

/** The player's collected media errors (spec 1 §8): a known code as its message plus '(Code n)', a text as it is. */
export function AudioErrors({ errors, onDismiss }: { errors: readonly AudioError[]; onDismiss(): void }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div className={styles.errors} role="alert">
      <p className={styles.errorsTitle}>{t('player.errors_title')}</p>
      <ul>
        {errors.map((error, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same error may occur twice; the list only grows
          <li key={index}>
            {'code' in error
              ? `${t(`player.audio_error_${error.code}`)} ${t('player.error_code', { code: error.code })}`
              : error.text}
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {t('player.dismiss_errors')}
      </Button>
    </div>
  );
}
