import type { CategoryNode } from '@ai-map/contracts';
import { categoryTrees, findCategory, type CategoryNode as TreeNode } from '@ai-map/osm';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/http-error';
import type { PageRequest } from '../catalog/ordering';
import {
  checkCategory,
  concerning,
  listPageOf,
  placeDetail,
  placeImages,
  placeName,
  presentCards,
  type Location,
  type Viewer,
} from '../places/place-cards';
import * as places from '../places/places.repository';

/** Which events a list shows: upcoming ones (not ended before today, the default), past or all. */
export type When = 'upcoming' | 'past' | 'all';
export const today = () => new Date().toISOString().slice(0, 10);

function whenFilter(when: When): Pick<places.PlaceFilter, 'endingFrom' | 'endedBefore'> {
  if (when === 'upcoming') return { endingFrom: today() };
  if (when === 'past') return { endedBefore: today() };
  return {};
}

function eventFilter(when: When, location?: Location, category?: string): places.PlaceFilter {
  return {
    kind: 'event',
    ...whenFilter(when),
    concerning: location ? concerning(location) : undefined,
    categories: category ? [category] : undefined,
  };
}

/** The nodes a list's `categories` counts: the children of a category, or the roots. */
function countedNodes(category?: string): readonly TreeNode[] {
  return category ? findCategory(category)!.children : categoryTrees.event;
}

async function countsOf(ctx: AppContext, filter: places.PlaceFilter, nodes: readonly TreeNode[]) {
  const counts = await places.categoryCounts(ctx.db, 'event', filter);
  return nodes.map((n) => ({ id: n.id, name: n.name, count: counts.get(n.id) ?? 0 }));
}

export interface EventQuery extends PageRequest {
  when: When;
  category?: string;
}

/**
 * A page of events of the world or a location, optionally of one category, with the counts of
 * the categories one level below (the roots when no category is given).
 */
export async function listEvents(
  ctx: AppContext,
  viewer: Viewer,
  q: EventQuery,
  category: string | undefined,
  location?: Location,
) {
  if (category) checkCategory(category, 'event');
  const filter = eventFilter(q.when, location, category);
  const [{ rows, total }, categories] = await Promise.all([
    places.listPlaces(ctx.db, filter, q),
    countsOf(ctx, { ...filter, categories: undefined }, countedNodes(category)),
  ]);
  const what = category ? findCategory(category)!.name : 'Events and holidays';
  const where = location ? placeName(location) : 'the world';
  const listType = location ? `${location.level}_events` : 'events';
  return {
    ...listPageOf(q, total, await presentCards(ctx, viewer, 'event', rows), listType, {
      title: `${what} in ${where}`,
      description: `${q.when === 'past' ? 'Past' : q.when === 'all' ? 'All' : 'Upcoming'} ${what.toLowerCase()} in ${where}, public holidays included.`,
    }),
    categories,
  };
}

/** The top-level event categories with how many upcoming events each has. */
export async function categoryList(ctx: AppContext, when: When) {
  const list = await countsOf(ctx, eventFilter(when), categoryTrees.event);
  return { list, count: list.length };
}

/** The whole event category tree with counts. */
export async function categoryTree(ctx: AppContext, when: When): Promise<CategoryNode[]> {
  const counts = await places.categoryCounts(ctx.db, 'event', whenFilter(when));
  const withCounts = (n: TreeNode): CategoryNode => ({
    id: n.id,
    name: n.name,
    count: counts.get(n.id) ?? 0,
    children: n.children.map(withCounts),
  });
  return categoryTrees.event.map(withCounts);
}

/**
 * Regions or cities ranked by their events of a category (`sub` = a sub-category of `category`,
 * or "all" for the category itself). Only events placed in a region or city count here, so
 * nationwide holidays do not.
 */
export async function topLocations(
  ctx: AppContext,
  level: 'region' | 'city',
  category: string,
  sub: string,
  when: When,
  limit: number,
) {
  checkCategory(category, 'event');
  let slug = category;
  if (sub !== 'all') {
    if (!findCategory(category)!.children.some((c) => c.id === sub))
      throw fieldError({
        sub_category: [`"${sub}" is not a sub-category of "${category}".`],
      });
    slug = sub;
  }
  const rows = await places.locationCounts(
    ctx.db,
    { kind: 'event', categories: [slug], ...whenFilter(when) },
    level,
    limit,
  );
  return {
    category,
    sub_category: sub === 'all' ? null : sub,
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      level,
      country_id: r.countryId,
      country_name: r.countryName,
      country_slug: r.countrySlug,
      count: r.n,
    })),
    count: rows.length,
  };
}

export const getEvent = (ctx: AppContext, viewer: Viewer, id: number) =>
  placeDetail(ctx, viewer, 'event', id);

export const eventImages = (ctx: AppContext, viewer: Viewer, id: number) =>
  placeImages(ctx, viewer, 'event', id);
