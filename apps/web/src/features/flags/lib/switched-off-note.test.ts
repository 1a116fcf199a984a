import { describe, expect, it } from 'vitest';
import { switchedOffNote } from './switched-off-note';

describe('switchedOffNote', () => {
  it('says why the control does nothing and what switches it on', () => {
    expect(switchedOffNote('Food & drinks')).toBe(
      'Food & drinks: switched off by a feature flag. Ctrl+Shift+F opens the flags, where it can be switched on.',
    );
  });
});
