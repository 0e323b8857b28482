import type { ReactNode } from 'react';
import styles from './expert-quiz-layout.module.css';

/** The attempts list beside the opened attempt on wide screens, above it on phones. */
export function ExpertQuizLayout({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.list}>{list}</div>
      <div className={styles.detail}>{detail}</div>
    </div>
  );
}
