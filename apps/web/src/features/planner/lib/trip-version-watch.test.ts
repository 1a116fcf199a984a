import type { TripSocketServerMessage } from '@ai-map/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { watchTripVersions } from './trip-version-watch';

const KEY = ['planner', 'trip', 7];
const hello = (version: number): TripSocketServerMessage => ({
  type: 'hello',
  trip_id: 7,
  version,
});
const moved = (version: number): TripSocketServerMessage => ({
  type: 'trip_changed',
  trip_id: 7,
  version,
  change_type: 'stop_moved',
});

function setup() {
  const queryClient = new QueryClient();
  const state = { reloads: 0 };
  const watch = watchTripVersions(queryClient, KEY, () => {
    state.reloads += 1;
  });
  /** The trip's read answers with this version. */
  const loaded = (version: number) => queryClient.setQueryData(KEY, { version });
  return { state, watch, loaded };
}

describe('watchTripVersions', () => {
  it('reloads once for each new version a chat turn makes, while the turn runs', () => {
    const { state, watch, loaded } = setup();
    loaded(3);
    watch.onMessage(moved(4));
    expect(state.reloads).toBe(1);
    loaded(4);
    // Heard again (a second socket, a reconnect's hello): the cache has it.
    watch.onMessage(moved(4));
    watch.onMessage(hello(4));
    expect(state.reloads).toBe(1);
    watch.onMessage(moved(5));
    expect(state.reloads).toBe(2);
    watch.stop();
  });

  it('compares a hello heard while the trip loads with what the load brings', () => {
    const { state, watch, loaded } = setup();
    watch.onMessage(hello(5));
    expect(state.reloads).toBe(0);
    // The read started before version 5 was made: one reload.
    loaded(4);
    expect(state.reloads).toBe(1);
    loaded(5);
    expect(state.reloads).toBe(1);
    watch.stop();
  });

  it('does not reload when the load already has the hello’s version', () => {
    const { state, watch, loaded } = setup();
    watch.onMessage(hello(5));
    loaded(5);
    loaded(4);
    expect(state.reloads).toBe(0);
    watch.stop();
  });
});
