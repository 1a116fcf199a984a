import { describe, expect, it } from 'vitest';
import { alreadyHeld, reloadsTrip } from './trip-reloads';

const changed = (change_type: 'stop_added' | 'participation_requested' | 'trip_deleted') => ({
  type: 'trip_changed' as const,
  trip_id: 7,
  version: 3,
  change_type,
});

describe('alreadyHeld', () => {
  it('skips a change whose version the cached trip has or passed', () => {
    expect(alreadyHeld(changed('stop_added'), 3)).toBe(true);
    expect(alreadyHeld(changed('stop_added'), 4)).toBe(true);
    expect(alreadyHeld(changed('stop_added'), 2)).toBe(false);
    expect(alreadyHeld(changed('stop_added'), undefined)).toBe(false);
  });

  it('never skips changes that repeat a version or end the trip', () => {
    expect(alreadyHeld(changed('participation_requested'), 3)).toBe(false);
    expect(alreadyHeld(changed('trip_deleted'), 3)).toBe(false);
  });
});

describe('reloadsTrip', () => {
  it('reloads on each new version the socket names, also while a chat turn runs', () => {
    // Nothing holds a change back for the end of a turn: the socket is the one reload.
    expect(reloadsTrip(changed('stop_added'), 2)).toBe(true);
    expect(reloadsTrip(changed('stop_added'), undefined)).toBe(true);
    // The same version heard again (the reload already has it) reloads nothing more.
    expect(reloadsTrip(changed('stop_added'), 3)).toBe(false);
  });

  it('reloads on hello only when the trip moved on while the socket was away', () => {
    expect(reloadsTrip({ type: 'hello', trip_id: 7, version: 3 }, 2)).toBe(true);
    expect(reloadsTrip({ type: 'hello', trip_id: 7, version: 3 }, 3)).toBe(false);
    // Not loaded yet: its first read brings the current version.
    expect(reloadsTrip({ type: 'hello', trip_id: 7, version: 3 }, undefined)).toBe(false);
  });

  it('ignores the other messages', () => {
    expect(reloadsTrip({ type: 'pong' }, 1)).toBe(false);
  });
});
