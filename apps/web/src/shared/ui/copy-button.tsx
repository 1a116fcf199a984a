import { CLIPBOARD_TOAST_MS } from '@ai-map/contracts';
import { copiedToastText } from '../lib/format';
import { CopyIcon } from './icons';
import { toast } from './toast/toast-store';
import styles from './copy-button.module.css';

interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** "Address" or "Phone": names the button and the toast (spec 001 §4). */
  label: string;
}

/** Copies text, also where the async clipboard API is missing. */
export async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and plain-http hosts have no async clipboard: copy through a selection.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy failed');
}

/** Copies a value and confirms with the spec's one-second toast with a tick. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const onClick = () => {
    writeToClipboard(text).then(
      () => toast.success(copiedToastText(label), label, CLIPBOARD_TOAST_MS),
      (error: unknown) => console.error(error),
    );
  };
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={onClick}
      aria-label={`Copy ${label.toLowerCase()}`}
      title={`Copy ${label.toLowerCase()}`}
    >
      <CopyIcon size={16} />
    </button>
  );
}
