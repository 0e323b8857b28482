import styles from './exercises.module.css';

/** The server's field error for a question, announced where the student answers; nothing without one. */
export function ExerciseError({ error }: { error?: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.muted}>
      {error}
    </p>
  );
}
