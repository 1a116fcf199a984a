import { describe, expect, it } from 'vitest';
import { wholeMoney } from './whole-money';

describe('wholeMoney', () => {
  it('writes whole dollars with thousands separators, rounding cents', () => {
    expect(wholeMoney(1234.6)).toBe('$1,235');
    expect(wholeMoney(0)).toBe('$0');
  });

  it('writes other currencies with their own sign', () => {
    expect(wholeMoney(1500, 'EUR')).toBe('€1,500');
    expect(wholeMoney(20000, 'JPY')).toBe('¥20,000');
  });
});
