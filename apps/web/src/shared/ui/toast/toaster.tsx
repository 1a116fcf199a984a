import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons';
import { type Toast, type ToastKind, useToastStore } from './toast-store';
import styles from './toaster.module.css';

const icons: Record<ToastKind, typeof InfoIcon> = {
  success: CheckCircleIcon,
  error: AlertCircleIcon,
  info: InfoIcon,
  warning: WarningIcon,
};

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);
  // A toast with a button waits while the pointer or the keyboard is on it (WCAG 2.2.1): it
  // must not vanish under the hand that is about to press Undo.
  const [held, setHeld] = useState(false);
  const holds = toast.action !== undefined;
  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [dismiss, held, toast.id, toast.durationMs]);

  const Icon = icons[toast.kind];
  const { action } = toast;
  return (
    <div
      className={`${styles.toast} ${styles[toast.kind]}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onPointerEnter={holds ? () => setHeld(true) : undefined}
      onPointerLeave={holds ? () => setHeld(false) : undefined}
      onFocus={holds ? () => setHeld(true) : undefined}
      onBlur={holds ? () => setHeld(false) : undefined}
    >
      <span className={styles.icon}>
        <Icon size={20} />
      </span>
      <div>
        <p className={styles.title}>{toast.title}</p>
        <p className={styles.message}>{toast.message}</p>
        {action && (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              dismiss(toast.id);
              action.onClick();
            }}
          >
            {action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => dismiss(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * Rendered into document.body so that toasts stay reachable while a modal makes the app root
 * inert.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return createPortal(
    <div className={styles.region} role="region" aria-label="Notifications">
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </div>,
    document.body,
  );
}
