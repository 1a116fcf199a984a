import { useEffect, useRef } from 'react';
import { Button } from '../../../shared/ui/button';
import type { ChatLine } from '../stores/chat-store';
import styles from './chat.module.css';

/**
 * The conversation, newest at the bottom, kept scrolled to the latest message. `onRetry`, when
 * given, puts a Retry button on the last line if it is an error (the turn was not carried out).
 */
export function MessageList({ lines, onRetry }: { lines: ChatLine[]; onRetry?: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  const last = lines.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lines.length, last?.content, last?.loading]);

  return (
    <div className={styles.messages} role="log" aria-live="polite" aria-label="Conversation">
      {lines.map((line, index) => (
        <div
          key={line.key}
          className={[
            styles.message,
            line.role === 'user' ? styles.user : styles.assistant,
            line.type === 'error' ? styles.error : '',
          ]
            .filter(Boolean)
            .join(' ')}
          data-role={line.role}
          data-type={line.type}
        >
          {line.loading ? (
            <span className={styles.thinking} aria-label="The assistant is thinking">
              <span />
              <span />
              <span />
            </span>
          ) : (
            line.content
          )}
          {onRetry && line.type === 'error' && index === lines.length - 1 && (
            <div className={styles.retry}>
              <Button variant="secondary" onClick={onRetry}>
                Retry
              </Button>
            </div>
          )}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
