import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './field.module.css';

interface FieldChrome {
  label: string;
  /** Shown under the input and linked to it with aria-describedby. */
  error?: string;
  /** Marks the input invalid without a message (the form shows one shared message instead). */
  invalid?: boolean;
  optional?: boolean;
  /** A plain line under the input (what is allowed), linked to it; an error replaces it. */
  hint?: string;
}

function FieldShell({
  id,
  label,
  error,
  optional,
  hint,
  children,
}: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children}
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className={styles.hint} id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  invalid,
  optional,
  hint,
  id,
  ...inputProps
}: FieldChrome & ComponentPropsWithRef<'input'>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} error={error} optional={optional} hint={hint}>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={Boolean(error) || invalid || undefined}
        aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        {...inputProps}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  invalid,
  optional,
  id,
  ...textareaProps
}: FieldChrome & ComponentPropsWithRef<'textarea'>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} error={error} optional={optional}>
      <textarea
        id={inputId}
        className={styles.input}
        aria-invalid={Boolean(error) || invalid || undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...textareaProps}
      />
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  error,
  invalid,
  id,
  ...inputProps
}: { label: ReactNode; error?: string; invalid?: boolean } & ComponentPropsWithRef<'input'>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={Boolean(error) || invalid || undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...inputProps}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error && (
        <p className={styles.error} id={`${inputId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
