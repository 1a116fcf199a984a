import { AlertCircleIcon } from './icons';
import styles from './field.module.css';

/** A form-level error (e.g. "Please fill in all required fields"), announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      <AlertCircleIcon size={18} />
      <span>{message}</span>
    </p>
  );
}
