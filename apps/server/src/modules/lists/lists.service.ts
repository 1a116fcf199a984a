import type { MarkedListName, MarkedListSchemas } from '@ai-map/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../auth/auth.repository';
import { presentCity, presentCountry, presentRegion } from '../catalog/catalog.presenter';
import { presentCards, type CardKind } from '../places/place-cards';
import * as places from '../places/places.repository';
import { markedIds, marksFor, type VoteObject } from '../social/votes.repository';
import * as repo from './lists.repository';

export const LIST_ORDERINGS = ['created', 'name', 'rating'] as const;

const objectOf: Record<MarkedListName, VoteObject> = {
  countries: 'country',
  regions: 'region',
  cities: 'city',
  entertainments: 'attraction',
  shopping: 'shop',
  food: 'food',
  events: 'event',
};

interface Sortable {
  id: number;
  name: string;
  rating: number;
}

/** Orders by mark time (the order of `ids`, newest first), name or rating. */
function ordered<T>(items: (Sortable & { item: T })[], ids: number[], ordering: string): T[] {
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  const position = new Map(ids.map((id, i) => [id, i]));
  const compare = (a: Sortable, b: Sortable) =>
    field === 'name'
      ? a.name.localeCompare(b.name)
      : field === 'rating'
        ? a.rating - b.rating
        : // ids come newest first: "created" ascending is the reverse.
          position.get(b.id)! - position.get(a.id)!;
  return [...items]
    .sort((a, b) => (descending ? -compare(a, b) : compare(a, b)) || a.id - b.id)
    .map((s) => s.item);
}

async function presentMarked(
  ctx: AppContext,
  viewer: UserRow,
  name: MarkedListName,
  ids: number[],
  ordering: string,
) {
  const object = objectOf[name];
  if (object === 'country') {
    const [rows, marks] = await Promise.all([
      repo.countriesByIds(ctx.db, ids),
      marksFor(ctx.db, viewer.id, 'country', ids),
    ]);
    const items = rows.map((r) => ({ ...r, item: presentCountry(r, marks.get(r.id)!) }));
    return ordered(items, ids, ordering);
  }
  if (object === 'region') {
    const [rows, marks] = await Promise.all([
      repo.regionsByIds(ctx.db, ids),
      marksFor(ctx.db, viewer.id, 'region', ids),
    ]);
    const items = rows.map((r) => ({
      id: r.region.id,
      name: r.region.name,
      rating: r.region.attractionsCount,
      item: presentRegion(r.region, r.country, marks.get(r.region.id)!),
    }));
    return ordered(items, ids, ordering);
  }
  if (object === 'city') {
    const [rows, marks] = await Promise.all([
      repo.citiesByIds(ctx.db, ids),
      marksFor(ctx.db, viewer.id, 'city', ids),
    ]);
    const items = rows.map((r) => ({
      id: r.city.id,
      name: r.city.name,
      rating: r.city.rating,
      item: presentCity(r, marks.get(r.city.id)!),
    }));
    return ordered(items, ids, ordering);
  }
  const kind = object as CardKind;
  const rows = await places.placesByIds(ctx.db, kind, ids);
  const cards = await presentCards(ctx, viewer, kind, rows);
  const items = rows.map((r, i) => ({
    id: r.place.id,
    name: r.place.name,
    rating: r.place.rating,
    item: cards[i]!,
  }));
  return ordered(items, ids, ordering);
}

/** The objects a user marked favourite or visited, presented as in the catalogue lists. */
export async function markedList(
  ctx: AppContext,
  viewer: UserRow,
  vote: 'favourite' | 'visited',
  name: MarkedListName,
  ordering: string,
): Promise<z.infer<(typeof MarkedListSchemas)[MarkedListName]>> {
  const ids = await markedIds(ctx.db, viewer.id, objectOf[name], vote);
  const list = await presentMarked(ctx, viewer, name, ids, ordering);
  // The list's item type follows `name`; the response schema checks it again.
  return { list, count: list.length } as z.infer<(typeof MarkedListSchemas)[MarkedListName]>;
}
