import { CHAT_MESSAGE_MAX_LENGTH } from '@ai-map/contracts';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { SendIcon } from '../../../shared/ui/icons';
import styles from './chat.module.css';
import { FIRST_REQUEST_HINT } from '../lib/composer-hint';

interface ChatComposerProps {
  /**
   * Sends the text. The box empties at once, unless this returns a promise: then it empties only
   * if the promise resolves true, so a refused message stays to be sent again.
   */
  onSend: (text: string) => void | Promise<boolean>;
  /** The assistant is answering: a new message waits for the turn to end. */
  busy: boolean;
  /** The voice button, beside Send. */
  voice?: ReactNode;
  placeholder?: string;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ onSend, busy, voice, placeholder }: ChatComposerProps) {
  const [text, setText] = useState('');
  const hintId = useId();
  const trimmed = text.trim();
  const canSend = trimmed.length > 0 && !busy;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const sent = onSend(trimmed);
    if (sent instanceof Promise) {
      void sent.then((ok) => {
        if (ok) setText('');
      });
    } else {
      setText('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label className={styles.visuallyHidden} htmlFor={`${hintId}-input`}>
        Message the assistant
      </label>
      <textarea
        id={`${hintId}-input`}
        className={styles.input}
        value={text}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={placeholder ?? FIRST_REQUEST_HINT}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className={styles.visuallyHidden}>
        Enter sends, Shift+Enter adds a line.
      </span>
      <div className={styles.composerActions}>
        {voice}
        <Button type="submit" iconOnly aria-label="Send" disabled={!canSend}>
          <SendIcon size={18} />
        </Button>
      </div>
    </form>
  );
}
