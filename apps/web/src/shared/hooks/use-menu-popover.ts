import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A popover menu's keyboard and pointer handling: focus on its first item when it opens, closed by
 * a press outside it or Escape (focus back on the trigger), arrow keys moving between the items.
 */
export function useMenuPopover() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    container.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** Closes the menu without moving focus: an item that opens a dialog or leaves the page. */
  const dismiss = () => setOpen(false);

  /** Closes the menu and gives focus back to its trigger. */
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(
      container.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  };

  const toggle = () => setOpen((value) => !value);

  return { open, toggle, close, dismiss, container, trigger, onMenuKeyDown };
}
