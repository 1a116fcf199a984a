import { describe, expect, it } from 'vitest';
import { canEditTrip } from './trip-access';

describe('who may change a trip', () => {
  it('lets owners and editors change a trip they can read', () => {
    expect(canEditTrip({ is_blurred: false, current_participation_role: 'owner' })).toBe(true);
    expect(canEditTrip({ is_blurred: false, current_participation_role: 'editor' })).toBe(true);
  });

  it('keeps everyone else and blurred trips read-only', () => {
    expect(canEditTrip({ is_blurred: false, current_participation_role: 'other' })).toBe(false);
    expect(canEditTrip({ is_blurred: true, current_participation_role: 'owner' })).toBe(false);
  });
});
