import type { CheckResult } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { PollFigures } from '../questions/answers/poll-figures.tsx';
import styles from './quiz-page.module.css';

const TONE = {
  correct: styles.success,
  incorrect: styles.danger,
  saved: styles.info,
  skipped: styles.info,
  not_started: styles.info,
} as const;

/** What the learner is told after Check: the verdict, the correct answers, and a poll's figures. */
export function CheckBanner({ result }: { result: CheckResult }) {
  const { t } = useTranslation();
  return (
    <div className={[styles.alert, styles.checkBanner, TONE[result.verdict]].join(' ')} role="status">
      <div className={styles.checkBody}>
        <p className={styles.alertTitle}>{t(`quiz.banner_${result.verdict}`)}</p>
        {result.correctAnswers.length > 0 ? (
          <p>{t('quiz.banner_correct_answers', { answers: result.correctAnswers.join(', ') })}</p>
        ) : null}
        {result.poll ? (
          <PollFigures
            options={result.poll.map((figure) => ({
              answerId: figure.answerId,
              text: figure.text,
              chosen: figure.mine,
              poll: figure,
            }))}
          />
        ) : null}
      </div>
    </div>
  );
}
