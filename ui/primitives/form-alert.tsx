import styles from './form-alert.module.css';

/** The form-level error above the fields, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? styles.alert : styles.hidden}>
      {message}
    </div>
  );
}
