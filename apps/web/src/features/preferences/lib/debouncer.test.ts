import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debouncer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDebouncer', () => {
  it('runs once, with the last value, after the changes pause for the delay', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(500, run);
    debouncer.schedule(1);
    vi.advanceTimersByTime(300);
    debouncer.schedule(2);
    vi.advanceTimersByTime(300);
    debouncer.schedule(3);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(3);
    expect(debouncer.pending).toBe(false);
  });

  it('runs again for changes after a pause', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(500, run);
    debouncer.schedule('a');
    vi.advanceTimersByTime(500);
    debouncer.schedule('b');
    vi.advanceTimersByTime(500);
    expect(run.mock.calls).toEqual([['a'], ['b']]);
  });

  it('flush runs a waiting call at once and only once', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(500, run);
    debouncer.flush();
    expect(run).not.toHaveBeenCalled();
    debouncer.schedule('x');
    debouncer.flush();
    expect(run).toHaveBeenCalledWith('x');
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops a waiting call', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(500, run);
    debouncer.schedule('x');
    debouncer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending).toBe(false);
  });
});
