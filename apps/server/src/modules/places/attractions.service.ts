import { categoryTrees, findCategory, type CategoryNode } from '@ai-map/osm';
import type { AppContext } from '../../app-context';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { checkedImage } from '../../lib/image-type';
import { deleteMedia, saveMedia } from '../../lib/media-store';
import type { UserRow } from '../auth/auth.repository';
import type { PageRequest } from '../catalog/ordering';
import { requestAreaAround } from '../live-places/live-area-queue';
import { revealContacts } from '../plans/limits.service';
import { marksFor } from '../social/votes.repository';
import { checkCategory, listPageOf, placeName, type Location } from './place-cards';
import * as repo from './places.repository';
import { presentAttraction, presentAttractionDetail, presentImage } from './places.presenter';

type Viewer = UserRow | null;
const SIMILAR_PAGE_SIZE = 12;
const BEST_COUNT = 12;

async function present(ctx: AppContext, viewer: Viewer, rows: repo.PlaceWithLocation[]) {
  const ids = rows.map((r) => r.place.id);
  const [marks, images] = await Promise.all([
    marksFor(ctx.db, viewer?.id ?? null, 'attraction', ids),
    repo.imagesOf(ctx.db, ids),
  ]);
  return rows.map((r) =>
    presentAttraction(r, marks.get(r.place.id)!, images.get(r.place.id)!, viewer?.id ?? null),
  );
}

async function findAttraction(ctx: AppContext, id: number) {
  const row = await repo.placeById(ctx.db, 'attraction', id);
  if (!row) throw notFound(`No attraction with id ${id}.`);
  return row;
}

export async function listAttractions(ctx: AppContext, viewer: Viewer, p: PageRequest) {
  const { rows, total } = await repo.listPlaces(ctx.db, { kind: 'attraction' }, p);
  return {
    page: p.page,
    page_size: p.page_size,
    count: total,
    list: await present(ctx, viewer, rows),
    listType: 'attractions',
    meta: {
      title: 'Attractions of the world',
      description: 'Sights, museums and landmarks, best rated first.',
    },
  };
}

export async function getAttraction(ctx: AppContext, viewer: Viewer, id: number) {
  const row = await findAttraction(ctx, id);
  // A place opened (from search, a card, the map): its area is fetched in the background.
  requestAreaAround(ctx, row.place);
  const [marks, images] = await Promise.all([
    marksFor(ctx.db, viewer?.id ?? null, 'attraction', [id]),
    repo.imagesOf(ctx.db, [id]),
  ]);
  return presentAttractionDetail(row, marks.get(id)!, images.get(id)!, viewer?.id ?? null);
}

/** Attractions sharing a category with this one (or with the categories asked for). */
export async function similarAttractions(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  categories: string[],
  page: number,
) {
  const row = await findAttraction(ctx, id);
  const wanted = categories.length ? categories : row.place.categories;
  const { rows, total } = await repo.listPlaces(
    ctx.db,
    { kind: 'attraction', categories: wanted, excludeId: id },
    { page, page_size: SIMILAR_PAGE_SIZE, ordering: '-rating' },
  );
  return { page, count: total, results: await present(ctx, viewer, rows) };
}

/** The closest attractions, optionally only in the given regions. */
export async function nearbyAttractions(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  regionSlugs: string[],
  page: number,
) {
  const row = await findAttraction(ctx, id);
  const regionIds = await repo.regionIdsBySlugs(ctx.db, regionSlugs);
  if (regionSlugs.length && !regionIds.length) return { page, count: 0, results: [] };
  const { rows, total } = await repo.nearestPlaces(
    ctx.db,
    { kind: 'attraction', excludeId: id, regionIds },
    row.place,
    { page, page_size: SIMILAR_PAGE_SIZE },
  );
  return { page, count: total, results: await present(ctx, viewer, rows) };
}

export async function attractionsInSameCity(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  p: PageRequest,
) {
  const row = await findAttraction(ctx, id);
  if (row.place.cityId === null) return { page: p.page, count: 0, results: [] };
  const { rows, total } = await repo.listPlaces(
    ctx.db,
    { kind: 'attraction', cityId: row.place.cityId, excludeId: id },
    p,
  );
  return { page: p.page, count: total, results: await present(ctx, viewer, rows) };
}

/** The attraction category tree with how many attractions each category holds. */
export async function attractionCategories(ctx: AppContext, ordering: string) {
  const counts = await repo.categoryCounts(ctx.db, 'attraction');
  const withCounts = (nodes: readonly CategoryNode[]): (CategoryNode & { count: number })[] => {
    const list = nodes.map((n) => ({
      id: n.id,
      name: n.name,
      count: counts.get(n.id) ?? 0,
      children: withCounts(n.children),
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
    if (ordering === 'name') return list.sort(byName);
    if (ordering === '-name') return list.sort((a, b) => byName(b, a));
    return list.sort(
      (a, b) => (ordering === 'count' ? a.count - b.count : b.count - a.count) || byName(a, b),
    );
  };
  return withCounts(categoryTrees.attraction);
}

export async function bestAttractions(
  ctx: AppContext,
  viewer: Viewer,
  category: string | undefined,
) {
  const { rows } = await repo.listPlaces(
    ctx.db,
    { kind: 'attraction', categories: category ? [category] : undefined },
    { page: 1, page_size: BEST_COUNT, ordering: '-rating' },
  );
  return present(ctx, viewer, rows);
}

export async function attractionImages(ctx: AppContext, viewer: Viewer, id: number) {
  await findAttraction(ctx, id);
  const images = await repo.imagesOf(ctx.db, [id]);
  return { image: images.get(id)!.map((image) => presentImage(image, viewer?.id ?? null)) };
}

/**
 * Phone and website of an attraction, for signed-in users whose e-mail is confirmed (spec 001
 * §1); the message of the refusal contains "confirm your email", which the client looks for.
 * What is shown follows the plan: unlocked_phones and unlocked_websites (revealContacts).
 */
export async function attractionContacts(ctx: AppContext, viewer: UserRow, id: number) {
  if (!viewer.emailConfirmed) {
    throw new HttpError(
      403,
      'permission_denied',
      'Please confirm your email to see contact details.',
    );
  }
  const row = await findAttraction(ctx, id);
  const shown = await revealContacts(ctx, viewer.id, {
    phone: row.place.phone,
    website: row.place.website,
  });
  return { attraction_id: id, ...shown };
}

export async function addPlaceImage(
  ctx: AppContext,
  viewer: UserRow,
  kind: 'attraction' | 'shop',
  id: number,
  content: Buffer,
) {
  const row = await repo.placeById(ctx.db, kind, id);
  if (!row) throw notFound(`No ${kind} with id ${id}.`);
  const type = checkedImage(content, 'image');
  const file = await saveMedia(ctx.config.dataDir, 'places', type.ext, content);
  try {
    return presentImage(
      await repo.insertImage(ctx.db, { placeId: id, userId: viewer.id, file }),
      viewer.id,
    );
  } catch (error) {
    await deleteMedia(ctx.config.dataDir, file);
    throw error;
  }
}

/** Deletes a photo; only the user who uploaded it may. */
export async function deletePlaceImage(ctx: AppContext, viewer: UserRow, imageId: number) {
  const image = await repo.imageById(ctx.db, imageId);
  if (!image) throw notFound(`No image with id ${imageId}.`);
  if (image.userId !== viewer.id)
    throw forbidden('Only the person who uploaded a photo can delete it.');
  await repo.deleteImage(ctx.db, imageId);
  await deleteMedia(ctx.config.dataDir, image.file);
}

/** Attractions of a country, region or city (the "section paths" of spec 001 §2). */
export async function listAttractionsIn(
  ctx: AppContext,
  viewer: Viewer,
  p: PageRequest,
  category: string | undefined,
  location: Location,
) {
  const { rows, total } = await repo.listPlaces(
    ctx.db,
    {
      kind: 'attraction',
      categories: category ? [checkCategory(category, 'attraction')] : undefined,
      ...location.filter,
    },
    p,
  );
  const where = placeName(location);
  const what = category ? findCategory(category)!.name : 'Attractions';
  return listPageOf(p, total, await present(ctx, viewer, rows), `${location.level}_attractions`, {
    title: `${what} of ${where}`,
    description: `${what} in ${where}: sights, museums and landmarks, best rated first.`,
  });
}
