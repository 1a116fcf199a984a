import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { PencilIcon } from '../../../shared/ui/icons';
import { TextField } from '../../../shared/ui/text-field';
import styles from './settings.module.css';

interface EditableFieldProps {
  label: string;
  value: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** The input stops at this many characters, so an over-long value is never typed in. */
  maxLength?: number;
  /** Said when the value is emptied; it is never saved empty. */
  emptyMessage?: string;
  /** Checks a changed, non-empty value; returns the message to show, or nothing if valid. */
  validate?: (value: string) => string | undefined;
  /** Saves a changed value; resolves with a server message to show if the save failed. */
  onSave: (value: string) => Promise<string | undefined>;
  /** Extra content under the value (e.g. the "E-mail not confirmed" note). */
  children?: ReactNode;
}

/**
 * A profile field shown as text with a pencil; editing follows spec 000 §4-5: Enter or Save
 * saves, Escape or Cancel cancels, an unchanged value just closes the editor and an empty value
 * is never saved (the field says so instead of quietly bringing the old value back).
 */
export function EditableField({
  label,
  value,
  type = 'text',
  autoComplete,
  maxLength,
  emptyMessage,
  validate,
  onSave,
  children,
}: EditableFieldProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string>();

  const startEditing = () => {
    setDraft(value);
    setError(undefined);
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setError(undefined);
  };

  const save = async () => {
    const next = draft.trim();
    if (next === value) return cancel();
    if (next === '') {
      setError(emptyMessage ?? `${label} cannot be empty.`);
      return;
    }
    const invalid = validate?.(next);
    if (invalid) {
      setError(invalid);
      return;
    }
    // The new value shows at once (the save is optimistic); a refusal brings the old one back.
    setEditing(false);
    setError(undefined);
    setError(await onSave(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // Escape leaves the editor, not the whole settings dialog.
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <div className={styles.fieldRow}>
      {editing ? (
        <div className={styles.editRow}>
          <TextField
            label={label}
            type={type}
            autoComplete={autoComplete}
            value={draft}
            autoFocus
            maxLength={maxLength}
            error={error}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
          <Button onClick={() => void save()}>Save</Button>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.fieldHead}>
            <div>
              <p className={styles.fieldLabel}>{label}</p>
              <p className={styles.fieldValue}>{value || '—'}</p>
            </div>
            <Button
              variant="ghost"
              iconOnly
              aria-label={`Edit ${label.toLowerCase()}`}
              onClick={startEditing}
            >
              <PencilIcon size={18} />
            </Button>
          </div>
          {children}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
