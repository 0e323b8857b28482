import { ATTEMPT_STATUS } from '../../../core/api/quiz.ts';
import { formatTimer } from '../../../core/format/index.ts';
import { isStopwatchQuiz, type QuizPageView, showsAllQuestionsOnPage } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Button } from '../../primitives/index.ts';
import styles from './quiz-page.module.css';

/** Props of the QuizPreview. */
export interface QuizPreviewProps {
  view: QuizPageView;
  onStart: () => void;
  /** Opens the result of an attempt. */
  onOpenResult?: (attemptId: number) => void;
  /** Heading level of the quiz name: 1 on the quiz page, 2 inside a lesson. */
  headingLevel?: 1 | 2;
}

const STATUS_TONE = {
  passed: styles.success,
  failed: styles.danger,
  'needs-rework': styles.warning,
  'in-process': styles.info,
} as const;

/** The quiz's start page (spec 3 §4): start text, the start button's label and rules, attempts left, the last attempt's status. */
export function QuizPreview({ view, onStart, onOpenResult, headingLevel = 1 }: QuizPreviewProps) {
  const { t } = useTranslation();
  const { quiz, attempt, statusMessage, startButton, outOfAttempts } = view;
  if (!quiz) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const duration = quiz.options.timer_duration;
  const stopwatch = isStopwatchQuiz(quiz);
  const units = { day: t('quiz.unit_day'), hour: t('quiz.unit_hour'), minute: t('quiz.unit_minute') };
  const finished = attempt && attempt.status_id !== ATTEMPT_STATUS.inProgress ? attempt : null;
  const startLabel =
    startButton.label === 'finalize'
      ? t('quiz.finalize')
      : startButton.label === 'replay'
        ? t('quiz.replay')
        : (startButton.text ?? t('quiz.start'));
  const statusTitle = statusMessage ? t(`quiz.status_${statusMessage.kind.replace('-', '_')}`) : null;

  return (
    <section className={styles.panel} aria-labelledby={`quiz-${quiz.id}-title`}>
      <p className={styles.eyebrow}>{t('quiz.eyebrow')}</p>
      <Heading id={`quiz-${quiz.id}-title`} className={styles.title}>
        {quiz.name ?? t('quiz.untitled')}
      </Heading>
      {quiz.start_info?.text ? <p className={styles.lead}>{quiz.start_info.text}</p> : null}
      <ul className={styles.facts} aria-label={t('quiz.about')}>
        {duration && !stopwatch ? (
          <li className={styles.fact}>{t('quiz.fact_timer', { time: formatTimer(duration, units) })}</li>
        ) : null}
        {stopwatch ? <li className={styles.fact}>{t('quiz.fact_stopwatch')}</li> : null}
        {quiz.attempts.length > 0 ? (
          <li className={styles.fact}>{t('quiz.fact_attempts', { count: quiz.attempts.length })}</li>
        ) : null}
        <li className={styles.fact}>
          {showsAllQuestionsOnPage(quiz) ? t('quiz.fact_all_on_page') : t('quiz.fact_one_by_one')}
        </li>
      </ul>
      {statusMessage ? (
        <div className={[styles.alert, STATUS_TONE[statusMessage.kind]].join(' ')} role="status">
          <div>
            <p className={styles.alertTitle}>{statusTitle}</p>
            {statusMessage.text ? <p>{statusMessage.text}</p> : null}
            {statusMessage.kind === 'failed' && statusMessage.score !== null ? (
              <p>{t('quiz.status_score', { score: statusMessage.score })}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      {outOfAttempts ? (
        <div className={[styles.alert, styles.danger].join(' ')} role="alert">
          <p>{outOfAttempts.text ?? t('quiz.cannot_retry')}</p>
        </div>
      ) : null}
      {view.error ? (
        <div className={[styles.alert, styles.danger].join(' ')} role="alert">
          <div>
            <p className={styles.alertTitle}>{t('quiz.something_went_wrong')}</p>
            <p>{view.error}</p>
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        {startButton.visible ? (
          <Button size="lg" onClick={onStart} loading={view.isBusy}>
            {startLabel}
          </Button>
        ) : null}
        {finished && quiz.result_attempt.is_show && onOpenResult ? (
          <Button size="lg" variant="secondary" onClick={() => onOpenResult(finished.id)}>
            {t('quiz.see_result')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
