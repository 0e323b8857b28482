import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Button } from '../../primitives/index.ts';
import styles from './quiz-page.module.css';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="alert">
      <p>{t('quiz.part_load_failed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('quiz.try_again')}
      </Button>
    </div>
  );
}

/**
 * Around a part of the quiz whose code loads on demand (a question type's screen, the attempt, the
 * result): when the download fails (a lost connection), says so with Try again, which draws the part
 * again and so loads it again; what the learner answered stays in the quiz's machine meanwhile.
 */
export class LoadFailedBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <LoadFailed onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
