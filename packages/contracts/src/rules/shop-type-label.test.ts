import { describe, expect, it } from 'vitest';
import { shopTypeLabel } from './shop-type-label';

describe('shopTypeLabel', () => {
  it('reads OpenStreetMap shop values as shoppers say them (issue 29)', () => {
    expect(shopTypeLabel('doityourself')).toBe('DIY store');
    expect(shopTypeLabel('hifi')).toBe('Hi-fi');
    expect(shopTypeLabel('second_hand')).toBe('Second-hand');
    expect(shopTypeLabel('shoes')).toBe('Shoes');
    expect(shopTypeLabel('department_store')).toBe('Department store');
  });
});
