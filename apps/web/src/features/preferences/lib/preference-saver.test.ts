import type { Preferences, PreferencesUpdate } from '@ai-map/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreferenceSaver } from './preference-saver';

const queryKey = ['preferences'];
const museums = { id: 'museums', name: 'Museums and galleries' };
const castles = { id: 'castles', name: 'Castles' };
const markets = { id: 'markets', name: 'Markets and shopping centres' };

let queryClient: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = new QueryClient();
  queryClient.setQueryData<Preferences>(queryKey, { attractions: [museums], shopping: [markets] });
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

const cached = () => queryClient.getQueryData<Preferences>(queryKey)!;

/** A server that stores what it is sent, answering after `latencyMs`, or refusing. */
function fakeServer({ latencyMs = 50, fail = false } = {}) {
  const stored: Preferences = { attractions: [museums], shopping: [markets] };
  const names = new Map([museums, castles, markets].map((item) => [item.id, item.name]));
  const send = vi.fn(
    (update: PreferencesUpdate) =>
      new Promise<Preferences>((resolve, reject) => {
        setTimeout(() => {
          if (fail) return reject(new Error('refused'));
          for (const list of ['attractions', 'shopping'] as const) {
            const ids = update[list];
            if (ids) stored[list] = ids.map((id) => ({ id, name: names.get(id)! }));
          }
          resolve(structuredClone(stored));
        }, latencyMs);
      }),
  );
  return { send, stored };
}

function saver(send: (update: PreferencesUpdate) => Promise<Preferences>, onFailure = vi.fn()) {
  return createPreferenceSaver({
    queryClient,
    queryKey,
    list: 'attractions',
    delayMs: 500,
    send,
    onFailure,
  });
}

describe('createPreferenceSaver', () => {
  it('shows a change at once and sends one request 500 ms after rapid changes', async () => {
    const server = fakeServer();
    const attractions = saver(server.send);
    attractions.change(() => [museums, castles]);
    expect(cached().attractions).toEqual([museums, castles]);
    await vi.advanceTimersByTimeAsync(200);
    attractions.change(() => [castles]);
    await vi.advanceTimersByTimeAsync(200);
    attractions.change(() => []);
    await vi.advanceTimersByTimeAsync(200);
    attractions.change(() => [castles, museums]);
    await vi.advanceTimersByTimeAsync(499);
    expect(server.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(server.send).toHaveBeenCalledWith({ attractions: ['castles', 'museums'] });
    await vi.advanceTimersByTimeAsync(50);
    expect(server.stored.attractions).toEqual([castles, museums]);
    expect(cached()).toEqual({ attractions: [castles, museums], shopping: [markets] });
  });

  it('rolls back to the last saved list and reports a failure', async () => {
    const ok = fakeServer();
    const onFailure = vi.fn();
    let failing = false;
    const failingServer = fakeServer({ fail: true });
    const attractions = saver(
      (update) => (failing ? failingServer.send(update) : ok.send(update)),
      onFailure,
    );
    attractions.change(() => [castles]);
    await vi.advanceTimersByTimeAsync(550);
    expect(cached().attractions).toEqual([castles]);

    failing = true;
    attractions.change(() => []);
    expect(cached().attractions).toEqual([]);
    await vi.advanceTimersByTimeAsync(550);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(cached().attractions).toEqual([castles]);
    expect(cached().shopping).toEqual([markets]);
  });

  it('lets neither a slow answer nor a slow failure undo a later change', async () => {
    const slow = fakeServer({ latencyMs: 2_000, fail: true });
    const fast = fakeServer({ latencyMs: 10 });
    const onFailure = vi.fn();
    let call = 0;
    const attractions = saver(
      (update) => (++call === 1 ? slow.send(update) : fast.send(update)),
      onFailure,
    );
    attractions.change(() => [castles]);
    await vi.advanceTimersByTimeAsync(500); // first request leaves, answers in 2 s
    attractions.change(() => [museums, castles]);
    await vi.advanceTimersByTimeAsync(600); // second request leaves and succeeds
    expect(cached().attractions).toEqual([museums, castles]);
    await vi.advanceTimersByTimeAsync(2_000); // the first one fails late
    expect(onFailure).not.toHaveBeenCalled();
    expect(cached().attractions).toEqual([museums, castles]);
  });

  it('applies each change to the newest list, even before a redraw', async () => {
    const server = fakeServer();
    const attractions = saver(server.send);
    attractions.change((items) => [...items, castles]);
    attractions.change((items) => items.filter((item) => item.id !== 'museums'));
    expect(cached().attractions).toEqual([castles]);
    await vi.advanceTimersByTimeAsync(500);
    expect(server.send).toHaveBeenCalledExactlyOnceWith({ attractions: ['castles'] });
  });

  it('flush sends a waiting change at once', async () => {
    const server = fakeServer();
    const attractions = saver(server.send);
    attractions.change(() => [castles]);
    attractions.flush();
    expect(server.send).toHaveBeenCalledWith({ attractions: ['castles'] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.send).toHaveBeenCalledTimes(1);
  });
});
