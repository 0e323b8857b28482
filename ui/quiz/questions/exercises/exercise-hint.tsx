import type { ReactNode } from 'react';
import { InfoIcon } from '../../../icons/index.ts';
import styles from './exercises.module.css';

/** The blue hint that explains how to answer (spec 2 §2). */
export function ExerciseHint({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p className={styles.hint} id={id}>
      <InfoIcon size={16} className={styles.hintIcon} />
      <span>{children}</span>
    </p>
  );
}
