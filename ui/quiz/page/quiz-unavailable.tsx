import { formatTimer } from '../../../core/format/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Button, Spinner } from '../../primitives/index.ts';
import styles from './quiz-page.module.css';

/** Props of the QuizUnavailable screen. */
export type QuizUnavailableProps =
  | {
      kind: 'blocked';
      secondsUntilOpen: number;
      showsReloadButton: boolean;
      onReload: () => void;
      title?: string | null;
    }
  | { kind: 'closed'; title?: string | null }
  | { kind: 'login'; loginHref: string; title?: string | null }
  | { kind: 'failed'; message: string | null; onReload: () => void; title?: string | null }
  | { kind: 'loading'; title?: string | null };

/** The quiz cannot be taken now: opening later (a live countdown, then reload), closed, signed out, or failed to load. */
export function QuizUnavailable(props: QuizUnavailableProps) {
  const { t } = useTranslation();
  if (props.kind === 'loading') {
    return (
      <section className={[styles.panel, styles.centered].join(' ')} aria-busy="true">
        <Spinner label={t('quiz.loading')} size={32} />
      </section>
    );
  }
  const units = { day: t('quiz.unit_day'), hour: t('quiz.unit_hour'), minute: t('quiz.unit_minute') };
  return (
    <section className={[styles.panel, styles.centered].join(' ')} aria-labelledby="quiz-unavailable-title">
      {props.title ? <p className={styles.eyebrow}>{props.title}</p> : null}
      <h1 id="quiz-unavailable-title" className={styles.title}>
        {props.kind === 'blocked'
          ? t('quiz.blocked_title')
          : props.kind === 'closed'
            ? t('quiz.closed_title')
            : props.kind === 'login'
              ? t('quiz.access_denied')
              : t('quiz.load_failed')}
      </h1>
      {props.kind === 'blocked' ? (
        <>
          <p className={styles.lead}>{t('quiz.blocked_text')}</p>
          {Number.isFinite(props.secondsUntilOpen) ? (
            <p className={styles.countdown} role="timer" aria-live="off">
              {formatTimer(props.secondsUntilOpen, units)}
            </p>
          ) : null}
          <div aria-live="polite">
            {props.showsReloadButton ? <Button onClick={props.onReload}>{t('quiz.reload')}</Button> : null}
          </div>
        </>
      ) : null}
      {props.kind === 'closed' ? <p className={styles.lead}>{t('quiz.closed_text')}</p> : null}
      {props.kind === 'login' ? (
        <>
          <p className={styles.lead}>{t('quiz.access_denied_guest')}</p>
          <Button href={props.loginHref}>{t('quiz.log_in')}</Button>
        </>
      ) : null}
      {props.kind === 'failed' ? (
        <>
          <p className={styles.lead}>{props.message ?? t('quiz.something_went_wrong')}</p>
          <Button onClick={props.onReload}>{t('quiz.try_again')}</Button>
        </>
      ) : null}
    </section>
  );
}
