import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaceOverlayStore } from './place-overlay-store';
import type { PlaceTarget } from './place-target';

const cathedral: PlaceTarget = {
  kind: 'attraction',
  id: 1,
  name: 'Cathedral',
  lngLat: [14.5, 35.9],
};
const bakery: PlaceTarget = { kind: 'shop', id: 2, name: 'Bakery', lngLat: [14.51, 35.9] };

describe('place overlay timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => createPlaceOverlayStore(300);

  it('opens a tooltip only after the pointer rests 300 ms on a marker', () => {
    const store = setup();
    store.getState().enterMarker(cathedral);
    vi.advanceTimersByTime(299);
    expect(store.getState().shown).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ shown: cathedral, pinned: false });
  });

  it('does not open when the pointer leaves before the delay', () => {
    const store = setup();
    store.getState().enterMarker(cathedral);
    vi.advanceTimersByTime(200);
    store.getState().leaveMarker();
    vi.advanceTimersByTime(1000);
    expect(store.getState().shown).toBeNull();
  });

  it('closes 300 ms after the pointer leaves the marker', () => {
    const store = setup();
    store.getState().enterMarker(cathedral);
    vi.advanceTimersByTime(300);
    store.getState().leaveMarker();
    vi.advanceTimersByTime(299);
    expect(store.getState().shown).toBe(cathedral);
    vi.advanceTimersByTime(1);
    expect(store.getState().shown).toBeNull();
  });

  it('stays open while the pointer is over the tooltip, and closes after it leaves', () => {
    const store = setup();
    store.getState().enterMarker(cathedral);
    vi.advanceTimersByTime(300);
    store.getState().leaveMarker();
    vi.advanceTimersByTime(150);
    store.getState().enterTooltip();
    vi.advanceTimersByTime(5000);
    expect(store.getState().shown).toBe(cathedral);
    store.getState().leaveTooltip();
    vi.advanceTimersByTime(300);
    expect(store.getState().shown).toBeNull();
  });

  it('keeps the tooltip when the pointer returns to its marker', () => {
    const store = setup();
    store.getState().enterMarker(cathedral);
    vi.advanceTimersByTime(300);
    store.getState().leaveMarker();
    vi.advanceTimersByTime(200);
    store.getState().enterMarker(cathedral);
    vi.advanceTimersByTime(1000);
    expect(store.getState().shown).toBe(cathedral);
  });

  it('switches to another marker after the delay, the first staying until then', () => {
    const store = setup();
    store.getState().enterMarker(cathedral);
    vi.advanceTimersByTime(300);
    store.getState().leaveMarker();
    store.getState().enterMarker(bakery);
    vi.advanceTimersByTime(299);
    expect(store.getState().shown).toBe(cathedral);
    vi.advanceTimersByTime(1);
    expect(store.getState().shown).toBe(bakery);
  });

  it('pins at once, ignores hovering while pinned and closes only when told', () => {
    const store = setup();
    store.getState().enterMarker(bakery);
    store.getState().pin(cathedral, { focus: true });
    expect(store.getState()).toMatchObject({ shown: cathedral, pinned: true, focusOnOpen: true });
    vi.advanceTimersByTime(1000);
    expect(store.getState().shown).toBe(cathedral);
    store.getState().enterMarker(bakery);
    store.getState().leaveMarker();
    store.getState().leaveTooltip();
    vi.advanceTimersByTime(1000);
    expect(store.getState().shown).toBe(cathedral);
    store.getState().close();
    expect(store.getState()).toMatchObject({ shown: null, pinned: false, focusOnOpen: false });
  });

  it('forgets a pending close when closed, so a later tooltip is not cut short', () => {
    const store = setup();
    store.getState().enterMarker(cathedral);
    vi.advanceTimersByTime(300);
    store.getState().leaveMarker();
    store.getState().close();
    store.getState().enterMarker(bakery);
    vi.advanceTimersByTime(300);
    expect(store.getState().shown).toBe(bakery);
    vi.advanceTimersByTime(1000);
    expect(store.getState().shown).toBe(bakery);
  });
});
