import type { Preferences, PreferencesUpdate } from '@ai-map/contracts';
import { categoryTreeOf, findCategory, type CategoryTreeName } from '@ai-map/osm';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import * as repo from './preferences.repository';
import type { PreferenceList } from './preferences.repository';

/** The filter tree each list takes its ids from (`GET filter/tree/` attraction and shopping). */
const TREE_OF: Record<PreferenceList, CategoryTreeName> = {
  attractions: 'attraction',
  shopping: 'shopping',
};
const LISTS = Object.keys(TREE_OF) as PreferenceList[];

/** Ids with their names; an id a newer catalogue no longer has is left out. */
function named(ids: readonly string[]) {
  return ids.flatMap((id) => {
    const node = findCategory(id);
    return node ? [{ id, name: node.name }] : [];
  });
}

export async function getPreferences(ctx: AppContext, userId: number): Promise<Preferences> {
  const lists = await repo.preferencesOf(ctx.db, userId);
  return { attractions: named(lists.attractions), shopping: named(lists.shopping) };
}

/**
 * Replaces each list that was sent (the client sends one per debounced change). Every id must be
 * a node of that list's tree; repeated ids are kept once, in first position.
 */
export async function updatePreferences(
  ctx: AppContext,
  userId: number,
  update: PreferencesUpdate,
): Promise<Preferences> {
  const changes: [PreferenceList, string[]][] = [];
  const problems: Record<string, string[]> = {};
  for (const list of LISTS) {
    const ids = update[list];
    if (ids === undefined) continue;
    const unknown = ids.filter((id) => categoryTreeOf(id) !== TREE_OF[list]);
    if (unknown.length > 0) {
      problems[list] = [`Not ${TREE_OF[list]} categories: ${[...new Set(unknown)].join(', ')}.`];
    }
    changes.push([list, [...new Set(ids)]]);
  }
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  await ctx.db.transaction(async (tx) => {
    for (const [list, ids] of changes) await repo.replaceList(tx, userId, list, ids);
  });
  return getPreferences(ctx, userId);
}
