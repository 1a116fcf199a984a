import { describe, expect, it } from 'vitest';
import { TurnReloads } from '../../../shared/lib/turn-reloads';
import { alreadyHeld } from './trip-reloads';

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

describe('TurnReloads', () => {
  const setup = () => {
    const state = { running: false, reloads: 0 };
    const reloads = new TurnReloads(() => state.running);
    const reload = () => {
      state.reloads += 1;
    };
    return { state, reloads, reload };
  };

  it('reloads at once when no chat turn runs', () => {
    const { state, reloads, reload } = setup();
    reloads.changed(reload);
    expect(state.reloads).toBe(1);
  });

  it('leaves the reload to a turn whose answer reloaded: one reload for the turn', () => {
    const { state, reloads, reload } = setup();
    state.running = true;
    reloads.changed(reload);
    reloads.changed(reload);
    expect(state.reloads).toBe(0);
    state.running = false;
    reloads.turnEnded(true);
    expect(state.reloads).toBe(0);
    // Nothing stays held for a later turn.
    reloads.turnEnded(false);
    expect(state.reloads).toBe(0);
  });

  it('runs the held reload once when the turn ends without reloading', () => {
    const { state, reloads, reload } = setup();
    state.running = true;
    reloads.changed(reload);
    state.running = false;
    reloads.turnEnded(false);
    reloads.turnEnded(false);
    expect(state.reloads).toBe(1);
  });

  it('keeps holding while another turn still runs', () => {
    const { state, reloads, reload } = setup();
    state.running = true;
    reloads.changed(reload);
    reloads.turnEnded(false);
    expect(state.reloads).toBe(0);
    state.running = false;
    reloads.turnEnded(false);
    expect(state.reloads).toBe(1);
  });
});
