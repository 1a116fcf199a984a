import { describe, expect, it } from 'vitest';
import { composerHint, FIRST_REQUEST_HINT } from './composer-hint';

describe('composerHint', () => {
  it('suggests a first request in a chat without a trip', () => {
    expect(composerHint(null)).toBe(FIRST_REQUEST_HINT);
    expect(composerHint({ title: 'New trip', trip: null })).toBe(FIRST_REQUEST_HINT);
  });

  it('suggests changes to the chat’s own trip, never Rome, once there is one (issue 29)', () => {
    const hint = composerHint({ title: '7 days in Japan', trip: 12 });
    expect(hint).toBe('Change “7 days in Japan”: add a stop, go by train…');
    expect(composerHint({ title: 'x'.repeat(80), trip: 12 })).not.toContain('x');
  });
});
