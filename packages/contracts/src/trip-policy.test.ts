import { describe, expect, it } from 'vitest';
import { PARTICIPATION_ROLES } from './planner';
import {
  can,
  raisedRole,
  roleShownAs,
  shownRole,
  type TripAction,
  type TripRole,
} from './trip-policy';

const ROLES: (TripRole | null)[] = ['owner', 'editor', 'viewer', null];

/**
 * What each role may do, on a public and on a private trip: spec 000 §6 (owner and editor edit)
 * and the rules the routes, sockets, share links and the assistant answered by before the policy.
 */
const TABLE: Record<TripAction, { public: (TripRole | null)[]; private: (TripRole | null)[] }> = {
  view_contents: {
    public: ['owner', 'editor', 'viewer', null],
    private: ['owner', 'editor', 'viewer'],
  },
  edit: { public: ['owner', 'editor'], private: ['owner', 'editor'] },
  manage_participants: { public: ['owner', 'editor'], private: ['owner', 'editor'] },
  share: { public: ['owner'], private: ['owner'] },
  replan: { public: ['owner'], private: ['owner'] },
  write_chat: { public: ['owner', 'editor'], private: ['owner', 'editor'] },
  read_chat: { public: ['owner', 'editor', 'viewer'], private: ['owner', 'editor', 'viewer'] },
};

describe('trip policy', () => {
  for (const [action, allowed] of Object.entries(TABLE) as [TripAction, typeof TABLE.edit][]) {
    for (const isPrivate of [false, true]) {
      for (const role of ROLES) {
        const expected = (isPrivate ? allowed.private : allowed.public).includes(role);
        it(`${role ?? 'no role'} ${expected ? 'may' : 'may not'} ${action} a ${
          isPrivate ? 'private' : 'public'
        } trip`, () => {
          expect(can(role, action, { isPrivate })).toBe(expected);
        });
      }
    }
  }

  it('shows viewers and strangers alike, as other', () => {
    expect(ROLES.map(shownRole)).toEqual(['owner', 'editor', 'other', 'other']);
  });

  it('reads a shown role back as the role it stands for, other as none', () => {
    expect(PARTICIPATION_ROLES.map(roleShownAs)).toEqual(['owner', 'editor', null]);
  });

  it('answers by the shown role as by the real one for all but reading', () => {
    const unread = (Object.keys(TABLE) as TripAction[]).filter(
      (action) => action !== 'view_contents' && action !== 'read_chat',
    );
    for (const action of unread) {
      for (const role of ROLES) {
        for (const isPrivate of [false, true]) {
          expect(can(roleShownAs(shownRole(role)), action, { isPrivate })).toBe(
            can(role, action, { isPrivate }),
          );
        }
      }
    }
  });

  it('raises a role on an invitation, never lowers it', () => {
    expect(raisedRole(null, 'viewer')).toBe('viewer');
    expect(raisedRole('viewer', 'editor')).toBe('editor');
    expect(raisedRole('viewer', 'viewer')).toBe('viewer');
    expect(raisedRole('editor', 'viewer')).toBe('editor');
    expect(raisedRole('owner', 'editor')).toBe('owner');
  });
});
