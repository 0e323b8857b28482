import styles from './form-alert.module.css';

/** The form-level error above the fields, announced when it appears; the space stays empty without one. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? styles.alert : styles.hidden}>
      {message}
    </div>
  );
}
