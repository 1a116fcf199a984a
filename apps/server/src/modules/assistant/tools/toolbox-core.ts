import type { AddablePlaceType, BoundingBox, Trip } from '@ai-map/contracts';
import type { AppContext } from '../../../app-context';
import type { ChatRow } from '../../planner/trip-chats.repository';
import type { Viewer } from '../../planner/trip-access';
import * as trips from '../../planner/trips.service';
import type { PickKind } from './place-picker.repository';

/**
 * The assistant's tools over our own services, one set for both brains: the built-in brain calls
 * these functions itself, a language model calls them through `llm-tools.ts`. Each turn gets its
 * own toolbox; what the tools did to the map and the trip is gathered in `effects`.
 */
export interface Toolbox {
  ctx: AppContext;
  chat: ChatRow;
  viewer: Viewer;
  effects: { boundingBox: BoundingBox | null; isChanges: boolean; tools: string[] };
}

export function createToolbox(ctx: AppContext, chat: ChatRow, viewer: Viewer): Toolbox {
  return { ctx, chat, viewer, effects: { boundingBox: null, isChanges: false, tools: [] } };
}

/** What the catalogue tools need: no chat and no trip (the MCP server calls them without one). */
export type CatalogueBox = Pick<Toolbox, 'ctx' | 'effects'>;

export const catalogueBox = (ctx: AppContext): CatalogueBox => ({
  ctx,
  effects: { boundingBox: null, isChanges: false, tools: [] },
});

export const used = (box: CatalogueBox, tool: string) => box.effects.tools.push(tool);

/** The trip's point type of a picked place (the catalogue says "food", a trip "food_and_drinks"). */
export const placeTypeOf: Record<PickKind, AddablePlaceType> = {
  attraction: 'attraction',
  food: 'food_and_drinks',
  shop: 'shop',
};

/** The smallest box around the points, padded so that the edge markers stay in view. */
export function boxAround(points: readonly { lat: number; lng: number }[]): BoundingBox | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const pad = (a: number, b: number) => Math.max((b - a) * 0.15, 0.01);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const dLat = pad(south, north);
  const dLng = pad(west, east);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    top_left: { lat: round(Math.min(85, north + dLat)), lng: round(Math.max(-180, west - dLng)) },
    bottom_right: {
      lat: round(Math.max(-85, south - dLat)),
      lng: round(Math.min(180, east + dLng)),
    },
  };
}

export function showOnMap(box: Toolbox, points: readonly { lat: number; lng: number }[]) {
  used(box, 'show_on_map');
  box.effects.boundingBox = boxAround(points) ?? box.effects.boundingBox;
}

/** The chat's trip as the viewer sees it, or null before one is planned. */
export async function readTrip(box: Toolbox): Promise<Trip | null> {
  if (box.chat.tripId === null) return null;
  return trips.getTrip(box.ctx, box.viewer, box.chat.tripId);
}

/**
 * Catalogue reads kept per app until the next catalogue import: a country's tourist cities and
 * the cities with places of a category. Summing every city's sights, or scanning every place's
 * categories, in SQL were the slowest parts of a plan's turn, and both only change with the
 * catalogue.
 */
const catalogueReads = new WeakMap<AppContext, Map<string, Promise<unknown>>>();
export function kept<T>(ctx: AppContext, key: string, read: () => Promise<T>): Promise<T> {
  let reads = catalogueReads.get(ctx);
  if (!reads) {
    const created = new Map<string, Promise<unknown>>();
    ctx.catalogue.onImported(() => created.clear());
    catalogueReads.set(ctx, created);
    reads = created;
  }
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = read();
  // A failed read is not kept: the next turn asks the database again.
  loading.catch(() => reads.delete(key));
  reads.set(key, loading);
  return loading;
}

export async function requireTrip(box: Toolbox): Promise<number> {
  if (box.chat.tripId === null) throw new NoTripError();
  return box.chat.tripId;
}

/** Only the trip's owner may replace it with a new plan. */
export class ReplanNotAllowedError extends Error {
  constructor() {
    super('Only the owner of this trip can plan it anew.');
  }
}

/** An edit asked for in a chat that has no trip yet. */
export class NoTripError extends Error {
  constructor() {
    super('This chat has no trip yet.');
  }
}
