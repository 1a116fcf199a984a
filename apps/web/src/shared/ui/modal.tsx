import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How many modals are open; the app root stays inert while any is. */
let openModals = 0;

function setAppInert(inert: boolean) {
  const root = document.getElementById('root');
  if (root) root.inert = inert;
}

interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  /** Largest width in px; on mobile every modal fills the screen. */
  maxWidth?: number;
  /** Fixed height (e.g. "80vh" for settings) instead of fitting the content. */
  height?: string;
  className?: string;
}

/**
 * An accessible dialog: rendered into document.body with the rest of the app made inert, focus
 * moved inside and kept there, Escape and a backdrop click close it, and focus returns to the
 * element that opened it.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  maxWidth = 440,
  height,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals += 1;
    setAppInert(true);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const dialog = dialogRef.current;
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();

    return () => {
      openModals -= 1;
      if (openModals === 0) setAppInert(false);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Keep Tab cycling inside the dialog.
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={[styles.dialog, className].filter(Boolean).join(' ')}
        style={{ maxWidth, height }}
        onKeyDown={handleKeyDown}
      >
        <button
          type="button"
          className={styles.close}
          aria-label="Close dialog"
          onClick={() => onCloseRef.current()}
        >
          <CloseIcon size={20} />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
