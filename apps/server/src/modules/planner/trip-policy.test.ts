import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { can, raisedRole, shownRole, type TripAction } from './trip-policy';
import type { TripRole } from './trips.repository';

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

  it('raises a role on an invitation, never lowers it', () => {
    expect(raisedRole(null, 'viewer')).toBe('viewer');
    expect(raisedRole('viewer', 'editor')).toBe('editor');
    expect(raisedRole('viewer', 'viewer')).toBe('viewer');
    expect(raisedRole('editor', 'viewer')).toBe('editor');
    expect(raisedRole('owner', 'editor')).toBe('owner');
  });
});

/** Every non-test source file of the server. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('role rules', () => {
  it('are written in the trip policy only', () => {
    const root = join(import.meta.dirname, '../..');
    // A comparison with a role name, either way round, or a role list in SQL.
    const rule =
      /[!=]==\s*'(owner|editor|viewer)'|'(owner|editor|viewer)'\s*[!=]==|in \('(owner|editor|viewer)'/;
    const strays = sourceFiles(root)
      .map((path) => relative(root, path))
      .filter((path) => path !== 'modules/planner/trip-policy.ts')
      .filter((path) => rule.test(readFileSync(join(root, path), 'utf8')));
    // The invitation mail words its sentence by the role offered; it grants nothing.
    expect(strays).toEqual(['modules/mail/templates.ts']);
  });
});
