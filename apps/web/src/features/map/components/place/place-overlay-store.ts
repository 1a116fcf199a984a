import { TOOLTIP_DELAY_MS } from '@ai-map/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { type PlaceTarget, sameTarget } from './place-target';

export interface PlaceOverlayState {
  /** The place whose tooltip or info window is on screen; null when none is. */
  shown: PlaceTarget | null;
  /** A click (or the keyboard) pinned it: an info window that stays until closed. */
  pinned: boolean;
  /** Pinned from the keyboard: the info window takes the focus when it opens. */
  focusOnOpen: boolean;
  /** The pointer (or focus) is on a marker: its tooltip opens after the delay. */
  enterMarker: (target: PlaceTarget) => void;
  leaveMarker: () => void;
  enterTooltip: () => void;
  leaveTooltip: () => void;
  pin: (target: PlaceTarget, options?: { focus?: boolean }) => void;
  close: () => void;
}

/**
 * The hover rules of §4 as a small state machine: a tooltip opens {@link TOOLTIP_DELAY_MS} after
 * the pointer reaches a marker and closes as long after it leaves, unless the pointer has moved
 * onto the tooltip. Reaching another marker while one is shown switches to it after the same
 * delay, so sweeping across a dense map does not load every place on the way. A pinned info
 * window ignores hovering and stays until it is closed.
 */
export function createPlaceOverlayStore(delayMs: number = TOOLTIP_DELAY_MS) {
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let overTooltip = false;

  const clearTimers = () => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    openTimer = undefined;
    closeTimer = undefined;
  };

  return createStore<PlaceOverlayState>()((set, get) => {
    const closed = { shown: null, pinned: false, focusOnOpen: false };

    const scheduleClose = () => {
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        if (!overTooltip && !get().pinned) set(closed);
      }, delayMs);
    };

    return {
      ...closed,
      enterMarker: (target) => {
        const { shown, pinned } = get();
        if (pinned) return;
        clearTimeout(closeTimer);
        clearTimeout(openTimer);
        openTimer = undefined;
        if (sameTarget(shown, target)) return;
        openTimer = setTimeout(() => {
          openTimer = undefined;
          overTooltip = false;
          set({ shown: target, pinned: false, focusOnOpen: false });
        }, delayMs);
      },
      leaveMarker: () => {
        if (get().pinned) return;
        clearTimeout(openTimer);
        openTimer = undefined;
        if (get().shown) scheduleClose();
      },
      enterTooltip: () => {
        overTooltip = true;
        clearTimeout(closeTimer);
        closeTimer = undefined;
      },
      leaveTooltip: () => {
        overTooltip = false;
        if (get().shown && !get().pinned) scheduleClose();
      },
      pin: (target, options) => {
        clearTimers();
        set({ shown: target, pinned: true, focusOnOpen: options?.focus ?? false });
      },
      close: () => {
        clearTimers();
        overTooltip = false;
        set(closed);
      },
    };
  });
}

/** The map screen's one tooltip / info window. */
export const placeOverlayStore = createPlaceOverlayStore();

export function usePlaceOverlay<T>(selector: (state: PlaceOverlayState) => T): T {
  return useStore(placeOverlayStore, selector);
}
