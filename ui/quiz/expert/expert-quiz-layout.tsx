import type { ReactNode } from 'react';
import styles from './expert-quiz-layout.module.css';

/** Props of the ExpertQuizLayout. */
export interface ExpertQuizLayoutProps {
  list: ReactNode;
  detail: ReactNode;
  /** A heading above both, where the view sits inside another page (the quiz page). */
  heading?: ReactNode;
}

/** The attempts list beside the opened attempt on wide screens, above it on phones. */
export function ExpertQuizLayout({ list, detail, heading }: ExpertQuizLayoutProps) {
  const grid = (
    <div className={styles.layout}>
      <div className={styles.list}>{list}</div>
      <div className={styles.detail}>{detail}</div>
    </div>
  );
  if (!heading) return grid;
  return (
    <section className={styles.embedded} aria-labelledby="expert-quiz-view-heading">
      <h2 id="expert-quiz-view-heading" className={styles.heading}>
        {heading}
      </h2>
      {grid}
    </section>
  );
}
