import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers first and last name', () => {
    expect(
      displayName({ first_name: 'Ada', last_name: 'Lovelace', name: 'Countess', username: 'ada' }),
    ).toBe('Ada Lovelace');
  });
  it('uses a lone first or last name', () => {
    expect(displayName({ first_name: '', last_name: 'Lovelace', name: 'Countess' })).toBe(
      'Lovelace',
    );
  });
  it('falls back to name, then username, then User', () => {
    expect(displayName({ first_name: ' ', name: 'Countess', username: 'ada' })).toBe('Countess');
    expect(displayName({ name: '', username: 'ada' })).toBe('ada');
    expect(displayName({ name: null, username: '  ' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
