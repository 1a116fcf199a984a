import { PARTICIPATION_ROLES, type ParticipationRole } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { canEditTrip, canOnTrip, type ShownRoleAction } from './trip-access';

const trip = (role: ParticipationRole, is_blurred = false, is_private = false) => ({
  is_blurred,
  is_private,
  current_participation_role: role,
});

describe('who may change a trip', () => {
  it('lets owners and editors change a trip they can read', () => {
    expect(canEditTrip(trip('owner'))).toBe(true);
    expect(canEditTrip(trip('editor', false, true))).toBe(true);
  });

  it('keeps everyone else and blurred trips read-only', () => {
    expect(canEditTrip(trip('other'))).toBe(false);
    expect(canEditTrip(trip('owner', true, true))).toBe(false);
  });

  it('answers the other actions by the shared table', () => {
    const allowed: Record<ShownRoleAction, ParticipationRole[]> = {
      edit: ['owner', 'editor'],
      manage_participants: ['owner', 'editor'],
      share: ['owner'],
      replan: ['owner'],
      write_chat: ['owner', 'editor'],
    };
    for (const [action, roles] of Object.entries(allowed) as [ShownRoleAction, string[]][]) {
      for (const role of PARTICIPATION_ROLES) {
        expect(canOnTrip(trip(role), action)).toBe(roles.includes(role));
        expect(canOnTrip(trip(role, true, true), action)).toBe(false);
      }
    }
  });
});
