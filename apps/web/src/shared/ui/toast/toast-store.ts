import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** A button in the toast that undoes what the toast reports; pressing it closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
  /** How long the toast stays; the spec's popup timing unless a toast asks for less. */
  durationMs: number;
  action?: ToastAction;
}

/** Toasts hide themselves after this long (the spec's popup timing). */
export const TOAST_HIDE_MS = 5_000;
/** A toast with an action stays longer: reading it and reaching its button takes time. */
export const ACTION_TOAST_HIDE_MS = 10_000;

interface ToastState {
  toasts: Toast[];
  show: (
    kind: ToastKind,
    message: string,
    title?: string,
    durationMs?: number,
    action?: ToastAction,
  ) => number;
  dismiss: (id: number) => void;
}

const defaultTitles: Record<ToastKind, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Info',
  warning: 'Warning',
};

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (kind, message, title = defaultTitles[kind], durationMs = TOAST_HIDE_MS, action) => {
    const id = nextId++;
    set((state) => ({
      toasts: [...state.toasts, { id, kind, title, message, durationMs, action }],
    }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shortcuts usable outside React (mutation callbacks, event listeners). */
export const toast = {
  success: (message: string, title?: string, durationMs?: number) =>
    useToastStore.getState().show('success', message, title, durationMs),
  error: (message: string, title?: string) =>
    useToastStore.getState().show('error', message, title),
  info: (message: string, title?: string) => useToastStore.getState().show('info', message, title),
  warning: (message: string, title?: string) =>
    useToastStore.getState().show('warning', message, title),
  /** A done change with a button that takes it back (e.g. Undo after a removal). */
  undoable: (message: string, action: ToastAction, title = 'Done') =>
    useToastStore.getState().show('success', message, title, ACTION_TOAST_HIDE_MS, action),
};
