import { haversineKm } from '@ai-map/contracts';
import { isOfKind, nearbyAlternatives, type Alternative } from '../checker/plan-checker';
import { fetchCityAreasNow, type PlanFetch } from '../../live-places/live-area-queue';
import {
  along,
  areasOf,
  inSkipped,
  nearestFirst,
  placesAround,
  REST_STOPS_PER_DAY,
  type NamedArea,
  type SkippedPlace,
} from './plan-areas';
import type { PlanRequest } from './plan-trip';
import { joinComplex, type Complex } from './place-complexes';
import { sameName, varied } from './pick-order';
import {
  citiesWithCategories,
  kindOfTree,
  kindsOf,
  type PickedPlace,
  pickPlaces,
  placesById,
} from './place-picker.repository';
import { kept, type Toolbox } from './toolbox-core';
import { withEnds } from './route-ends';
import { offshore } from './offshore';

/*
 * The places of a planned trip (plan-trip.ts planTrip): what the user asked for first, then the
 * destination's best sights, each named destination its share, never the same place twice.
 */

/** The places picked so far, by id, and the complexes they form (issue 29). */
class Picks {
  readonly chosen = new Map<number, PickedPlace>();
  readonly complexes: Complex[] = [];
  private readonly names = new Set<string>();

  /** `skip`: places said to be left out; nothing in or near them is taken. */
  constructor(private readonly skip: readonly SkippedPlace[] = []) {}

  /** Adds up to `limit` of `found` not picked yet, also under another entry of one name. */
  take(found: PickedPlace[], limit: number): number {
    let added = 0;
    for (const place of found) {
      if (added >= limit) break;
      const key = sameName(place.name);
      if (this.chosen.has(place.id) || this.names.has(key) || inSkipped(this.skip, place)) continue;
      if (offshore(place)) continue;
      this.names.add(key);
      // A chapel of a museum already planned joins its stop; a museum whose chapel was planned
      // becomes the stop, the chapel one of its parts.
      const before = this.complexes.map((c) => c.place.id);
      const complex = joinComplex(this.complexes, place);
      if (complex) {
        if (complex.place === place) {
          this.chosen.delete(before[this.complexes.indexOf(complex)]!);
          this.chosen.set(place.id, place);
        }
        continue;
      }
      this.complexes.push({ place, parts: [] });
      this.chosen.set(place.id, place);
      added++;
    }
    return added;
  }
}

export interface TripPicks {
  chosen: Map<number, PickedPlace>;
  complexes: Complex[];
  /** Interests the catalogue had places for, and those it had none of. */
  honoured: string[];
  missing: string[];
  /** The named destinations the catalogue had no sights in. */
  empty: string[];
  /** Destinations with no places of their own, planned from the sights around them. */
  around: string[];
  /** The areas in visiting order, and each named destination's areas. */
  ordered: NamedArea[];
  groups: NamedArea[][];
  alternatives: Alternative[];
  live: PlanFetch;
}

/** The places to plan `request` with, `perDay` stops a day; null when there are none. */
export async function pickTripPlaces(
  box: Toolbox,
  request: PlanRequest,
  perDay: number,
): Promise<TripPicks | null> {
  const want = request.days * perDay;
  const picks = new Picks(request.skip);
  // What the traveller named ("he wants to see Auschwitz") comes before any pick.
  if (request.sights?.length) {
    const named = await placesById(box.ctx.db, request.sights);
    picks.take(named, named.length);
  }
  const daysPerArea = Math.max(1, Math.round(request.days / request.areas.length));
  const groups = await Promise.all(
    request.areas.map((area) =>
      areasOf(box, area, area.stay ?? daysPerArea, request.skip, request.direction),
    ),
  );
  // Connected mode: the destinations' places from OpenStreetMap before any pick (issue 27).
  const live = await fetchCityAreasNow(
    box.ctx,
    groups.flat().flatMap((area) => (area.type === 'city' ? [area.id] : [])),
  );
  // The areas in visiting order: the way asked ("north to south"), as named when the traveller
  // said so ("then"), else each country's cities nearest next from its best one, and the named
  // places nearest next.
  const direction = request.direction;
  const ordered = direction
    ? groups
        .flat()
        .sort((a, b) => (a.at && b.at ? along(direction, a.at) - along(direction, b.at) : 0))
    : request.keepOrder
      ? groups.flat()
      : withEnds(nearestFirst(groups.flatMap((group) => nearestFirst(group))), request.ends);

  const { honoured, empty } = await pickInAreas(box, request, groups, picks, perDay);
  await pickAcrossCountries(box, request, picks, honoured);
  const alternatives = await alternativesFor(box, request, honoured, groups.flat());
  const missing: string[] = [];
  for (const interest of request.interests) {
    if (!honoured.includes(interest.category) && !missing.includes(interest.category)) {
      missing.push(interest.category);
    }
  }
  // An area with no places of its own: the sights around its point (plan-areas.ts placesAround).
  const around: string[] = [];
  if (picks.chosen.size === 0) {
    const share = Math.max(1, Math.ceil(want / groups.flat().length));
    // The wishes first, around the area too: the Dordogne's castles, not "the nearest place with
    // castles is Saint-Émilion" beside 84 castles within 55 km (trav-179).
    for (const interest of request.interests) {
      const wish = { kinds: kindsOf(interest), categories: [interest.category] };
      const limit = Math.max(1, Math.round(request.days / 2));
      for (const { area, found } of await placesAround(
        box,
        groups.flat(),
        limit * 2,
        request.avoid,
        wish,
      ))
        if (picks.take(found, limit) > 0) {
          honoured.push(interest.category);
          around.push(area.name);
        }
    }
    missing.splice(0, missing.length, ...missing.filter((c) => !honoured.includes(c)));
    alternatives.splice(
      0,
      alternatives.length,
      ...alternatives.filter((a) => !honoured.includes(a.category)),
    );
    for (const { area, found } of await placesAround(box, groups.flat(), want * 2, request.avoid))
      if (picks.take(found, share) > 0 && !around.includes(area.name)) around.push(area.name);
    empty.splice(0, empty.length, ...empty.filter((name) => !around.includes(name)));
  }
  if (picks.chosen.size === 0) return null;
  const { chosen, complexes } = picks;
  return {
    chosen,
    complexes,
    honoured,
    missing,
    empty,
    around,
    ordered,
    groups,
    alternatives,
    live,
  };
}

/**
 * Each named destination's share of the stops, area by area: the interests first (food one
 * stop a day at most), then the best sights, varied. Which interests found places, and which
 * destinations found none.
 */
async function pickInAreas(
  box: Toolbox,
  request: PlanRequest,
  groups: NamedArea[][],
  picks: Picks,
  perDay: number,
): Promise<{ honoured: string[]; empty: string[] }> {
  const honoured: string[] = [];
  const empty: string[] = [];
  const even = Math.max(2, Math.ceil((request.days * perDay) / groups.flat().length));
  // Days asked per place ("Paris 2 days, then London 3") set each place's share of the stops;
  // the planner fills the days in route order, so the shares become the days.
  const shareOf = (index: number, group: readonly unknown[]) => {
    const { stay, rest } = request.areas[index]!;
    if (stay && rest) return Math.max(1, Math.ceil((stay * REST_STOPS_PER_DAY) / group.length));
    return stay ? Math.max(2, Math.ceil((stay * perDay) / group.length)) : even;
  };
  for (const [index, group] of groups.entries()) {
    const beforeArea = picks.chosen.size;
    const share = shareOf(index, group);
    for (const area of group) {
      const before = picks.chosen.size;
      for (const interest of request.interests) {
        const kind = kindOfTree(interest.tree);
        // Food places fill one stop a day at most; sights the rest.
        const limit = kind === 'attraction' ? share : Math.max(1, Math.ceil(share / perDay));
        const found = await pickPlaces(box.ctx.db, area, kindsOf(interest), {
          categories: [interest.category, ...interest.related],
          limit: limit * 2,
          exclude: [...picks.chosen.keys()],
          avoid: request.avoid,
        });
        if (picks.take(found, limit) > 0) honoured.push(interest.category);
      }
      const room = share - (picks.chosen.size - before);
      if (room > 0) {
        const best = await pickPlaces(box.ctx.db, area, ['attraction'], {
          limit: room * 4,
          exclude: [...picks.chosen.keys()],
          avoid: request.avoid,
        });
        // A city's best-rated places are often all museums: at most a third of the free picks
        // share a kind, so a day mixes a museum with a church, a park or a viewpoint.
        picks.take(varied(best, Math.max(2, Math.ceil(room / 3))), room);
      }
    }
    if (picks.chosen.size === beforeArea) empty.push(request.areas[index]!.name);
  }
  return { honoured, empty };
}

/**
 * A wish the country's chosen cities cannot serve (peaks in Georgia, beaches in Sri Lanka) is
 * looked for across the whole country: a country trip goes where the wish is, rather than
 * saying "no peaks there" while the catalogue has them (issue 27). Adds to `honoured`.
 */
async function pickAcrossCountries(
  box: Toolbox,
  request: PlanRequest,
  picks: Picks,
  honoured: string[],
): Promise<void> {
  for (const area of request.areas) {
    if (area.kind !== 'country') continue;
    for (const interest of request.interests) {
      // Held only by a place of the kind itself: Tbilisi's lakes ("nature", a related kind)
      // counted as the peaks asked for, and the reply then said "no peaks" (trav-041).
      if ([...picks.chosen.values()].some((place) => isOfKind(interest.category, place))) continue;
      const limit = Math.max(1, Math.round(request.days / 4));
      const found = await pickPlaces(
        box.ctx.db,
        { type: 'country', id: area.id },
        kindsOf(interest),
        {
          categories: [interest.category],
          limit: limit * 2,
          exclude: [...picks.chosen.keys()],
          avoid: request.avoid,
        },
      );
      if (picks.take(found, limit) > 0) honoured.push(interest.category);
    }
  }
}

/**
 * A city "has" a kind of place when one lies this near its point, km: a beach must be at the
 * town; peaks, lakes and parks around it count (Asni for the High Atlas peaks, 43 km from
 * Marrakesh, trav-012).
 */
const alternativeReachKm = (category: string) => (category === 'beaches' ? 10 : 30);

/** For each wanted kind of place the trip could not include, the nearest city that has one. */
async function alternativesFor(
  box: Toolbox,
  request: PlanRequest,
  honoured: readonly string[],
  areas: readonly NamedArea[],
): Promise<Alternative[]> {
  const from = request.areas[0];
  if (!from) return [];
  const found: Alternative[] = [];
  for (const interest of request.interests) {
    if (honoured.includes(interest.category)) continue;
    const excluded = areas.find((a) => a.type === 'city')?.id ?? null;
    const having = await kept(box.ctx, `with-category:${interest.category}`, () =>
      citiesWithCategories(box.ctx.db, [interest.category]),
    );
    // "The nearest place with beaches is La Calera" sent a traveller inland: its beach, filed
    // under it, is 25 km away (trav-063). A town counts when such a place is at it.
    const best = having
      .filter((c) => c.id !== excluded && c.placeKm <= alternativeReachKm(interest.category))
      .map((c) => ({ ...c, km: haversineKm(from, c) }))
      .sort((a, b) => a.km - b.km || a.id - b.id)[0];
    if (best)
      found.push({
        category: interest.category,
        name: best.name,
        countryName: best.countryName,
        km: Math.round(best.km),
        from: from.name,
      });
  }
  // Only a day trip in the same country is a substitute; a city 400 km away is another trip.
  return nearbyAlternatives(found, from.countryName ?? null);
}
