import { haversineKm } from '@ai-map/contracts';
import type { ActivitySpot } from '../brain/compose-reply';
import * as facts from './catalogue-facts.repository';
import { boxWithMargin } from './margin-box';
import type { PlanArea } from './plan-areas';
import {
  citiesWithGuideMention,
  sightsNamedLike,
  countriesWithSights as countriesWithSightsIn,
  type PickArea,
  type PickKind,
  pickPlaces,
} from './place-picker.repository';
import { boxAround, type CatalogueBox, kept, type Toolbox, used } from './toolbox-core';

/**
 * Farther than this, or in another country, a town is no alternative to the destination asked
 * about, km: a day trip (issue 27 §2; 1,500 km offered Newquay for surfing in Lisbon).
 */
const ACTIVITY_REACH_KM = 150;

/**
 * For each activity the catalogue has no places for ("skiing in Rome"), whether Wikivoyage
 * mentions it for the destination itself, else the nearest town it does, so the reply can say
 * so truthfully instead of ignoring the wish.
 */
export async function activitySpots(
  box: Toolbox,
  area: PlanArea,
  activities: readonly { activity: string; guide: string; offered: string; names?: string }[],
): Promise<ActivitySpot[]> {
  const spots: ActivitySpot[] = [];
  for (const { activity, guide, offered, names } of activities) {
    const spot: ActivitySpot = { activity, offered, from: area.name, here: null, nearest: null };
    const place = names ? await namedSpot(box, names, area) : null;
    if (place) {
      spots.push({ ...spot, place: { ...place, planned: false } });
      continue;
    }
    const found = (
      await kept(box.ctx, `guide-mention:${guide}`, () => citiesWithGuideMention(box.ctx.db, guide))
    )
      .map((c) => ({ ...c, km: haversineKm(area, c) }))
      .sort((a, b) => a.km - b.km || a.id - b.id);
    if (area.kind === 'country') {
      // A country: its own towns count as "here"; distances from its middle would mean little.
      spot.here = found.find((c) => c.countryId === area.id)?.name ?? null;
    } else {
      const own = found.find((c) => (area.kind === 'city' && c.id === area.id) || c.km < 25);
      const other = found.find(
        (c) => c !== own && c.km <= ACTIVITY_REACH_KM && c.countryName === area.countryName,
      );
      if (own) spot.here = area.name;
      else if (other)
        spot.nearest = {
          name: other.name,
          countryName: other.countryName,
          km: Math.round(other.km),
        };
    }
    spots.push(spot);
  }
  return spots;
}

/** A sight serving an activity is taken this far from a city or region's point, km: a day out. */
const ACTIVITY_PLACE_KM = 40;

/**
 * The best-rated sight whose name says it serves the activity (`names`: Dōgo Onsen for hot
 * springs): within ACTIVITY_PLACE_KM of a city or region, the nearer first among equals; anywhere
 * in a country, with its town (a country's route is chosen by the planner, so its distance from
 * the country's middle would mean nothing). Null when none.
 */
async function namedSpot(
  box: Toolbox,
  names: string,
  area: PlanArea,
): Promise<{
  id: number;
  name: string;
  km: number | null;
  town: string | null;
  lat: number;
  lng: number;
} | null> {
  used(box, 'sights_named_like');
  if (area.kind === 'country') {
    const [best] = await sightsNamedLike(box.ctx.db, names, { countryId: area.id });
    return best ? { ...best, km: null } : null;
  }
  const around = boxWithMargin([area], ACTIVITY_PLACE_KM);
  const found = (await sightsNamedLike(box.ctx.db, names, around))
    .map((sight) => ({ ...sight, km: haversineKm(area, sight) }))
    .filter((sight) => sight.km <= ACTIVITY_PLACE_KM)
    .sort((a, b) => b.rating - a.rating || a.km - b.km)[0];
  return found ? { ...found, km: Math.round(found.km), town: null } : null;
}

/**
 * The nearest town whose Wikivoyage guide mentions an activity, for a day out from a trip
 * ("add one wine day, not too far" from Cape Town: Stellenbosch, trav-120): at least
 * DAY_OUT_MIN_KM from every stop (a suburb among them is no day out, and the trip's own city
 * has no places for it) and within ACTIVITY_REACH_KM of the nearest.
 */
export async function guideTownNear(
  box: Toolbox,
  stops: readonly { lat: number; lng: number }[],
  guide: string,
): Promise<{
  id: number;
  name: string;
  countryName: string;
  lat: number;
  lng: number;
  km: number;
} | null> {
  if (!stops.length) return null;
  const towns = await kept(box.ctx, `guide-mention:${guide}`, () =>
    citiesWithGuideMention(box.ctx.db, guide),
  );
  const near = towns
    .map((town) => ({ ...town, km: Math.min(...stops.map((stop) => haversineKm(stop, town))) }))
    .filter((town) => town.km >= DAY_OUT_MIN_KM && town.km <= ACTIVITY_REACH_KM)
    .sort((a, b) => a.km - b.km || a.id - b.id)[0];
  return near ? { ...near, km: Math.round(near.km) } : null;
}
const DAY_OUT_MIN_KM = 20;

/**
 * The nearest sight named for an activity (`names`: "London Museum of Water & Steam" for steam
 * trains) within ACTIVITY_REACH_KM of a trip's nearest stop: one nearer than DAY_OUT_MIN_KM joins
 * a day of the trip, a farther one is a day out (builtin/day-trip-step.ts).
 */
export async function namedSightNear(
  box: Toolbox,
  stops: readonly { lat: number; lng: number }[],
  names: string,
) {
  if (!stops.length) return null;
  used(box, 'sights_named_like');
  const reach = boxWithMargin(stops, ACTIVITY_REACH_KM);
  const near = (await sightsNamedLike(box.ctx.db, names, reach))
    .map((sight) => ({ ...sight, km: Math.min(...stops.map((stop) => haversineKm(stop, sight))) }))
    .filter((sight) => sight.km <= ACTIVITY_REACH_KM)
    .sort((a, b) => a.km - b.km || b.rating - a.rating)[0];
  return near ? { ...near, km: Math.round(near.km), joins: near.km < DAY_OUT_MIN_KM } : null;
}

export interface FoundPlace {
  id: number;
  kind: PickKind;
  name: string;
  rating: number;
  lat: number;
  lng: number;
  cityName: string | null;
}

/** Places of a kind and categories around a point or in an area, best first. */
export async function searchPlaces(
  box: CatalogueBox,
  area: PickArea,
  kinds: readonly PickKind[],
  categories: readonly string[],
  minRating: number | null,
  limit = 8,
): Promise<FoundPlace[]> {
  used(box, 'search_places');
  const found = await pickPlaces(box.ctx.db, area, kinds, { categories, limit: limit * 2 });
  const good = found.filter((place) => minRating === null || place.rating >= minRating);
  const cityIds = [...new Set(good.map((place) => place.cityId).filter((id) => id !== null))];
  const names = await facts.cityNames(box.ctx.db, cityIds);
  const results = good.slice(0, limit).map((place) => ({
    id: place.id,
    kind: place.kind,
    name: place.name,
    rating: place.rating,
    lat: place.lat,
    lng: place.lng,
    cityName: place.cityId === null ? null : (names.get(place.cityId) ?? null),
  }));
  box.effects.boundingBox = boxAround(results) ?? box.effects.boundingBox;
  return results;
}

/** The categories of a trip's places, by place id (what "is there a market in it?" reads). */
export async function categoriesOf(box: CatalogueBox, placeIds: readonly number[]) {
  used(box, 'trip_places');
  return facts.placeCategories(box.ctx.db, placeIds);
}

export async function placeFacts(box: CatalogueBox, placeId: number) {
  used(box, 'place_facts');
  const found = await facts.placeWithNames(box.ctx.db, placeId);
  if (!found) return null;
  const { place: row, cityName, countryName } = found;
  box.effects.boundingBox = boxAround([row]);
  // An attraction's phone and website are given only by `attractions/get_contacts/` (a confirmed
  // e-mail, counted against the plan's limit); the assistant must not hand them to anyone who
  // asks. Shops and food places show theirs on every card, so theirs stay.
  const contacts = row.kind === 'attraction' ? { phone: null, website: null } : {};
  return { ...row, ...contacts, cityName, countryName };
}

/** A city's monthly climate and weekly cost as the catalogue has them. */
export async function cityFacts(box: CatalogueBox, cityId: number, tool: string) {
  used(box, tool);
  return facts.cityClimateAndCost(box.ctx.db, cityId);
}

/** A country by its ISO code, with the facts the assistant answers from. */
export async function countryByCode(box: CatalogueBox, iso2: string) {
  const id = await facts.countryIdByCode(box.ctx.db, iso2);
  return id === null ? null : countryFacts(box, id, 'country_facts');
}

export async function countryFacts(box: CatalogueBox, countryId: number, tool: string) {
  used(box, tool);
  return facts.countryFactsRow(box.ctx.db, countryId);
}

/** The country's best-known cities that have a climate table: what its weather is read from. */
export async function countryClimate(box: CatalogueBox, countryId: number) {
  used(box, 'country_climate');
  return facts.bestKnownCitiesWithClimate(box.ctx.db, countryId, 3);
}

export interface WhereWhenRequest {
  month: number;
  /** Wanted daytime temperature, °C. */
  temperature: { min: number; max: number };
  beach: boolean;
  snow: boolean;
  /** Weekly cost ceiling, USD. */
  maxWeekly: number | null;
  continent: string | null;
  limit: number;
  /** The coolest sea that counts for a beach, °C (22 unless the closest fits are asked). */
  minWater?: number;
  /** Less visited first: fewer catalogue sights rank higher (at least QUIET_MIN_SIGHTS). */
  quiet?: boolean;
  /** Within this many km of a point (a flight's reach from home). */
  within?: { lat: number; lng: number; km: number } | null;
  /** Cities already offered. */
  exclude?: readonly number[];
}
const QUIET_MIN_SIGHTS = 10;

/**
 * Where to go in a month: the catalogue's destinations (cities with sights, a climate table and
 * a weekly cost) whose climate that month fits, ranked by how well the temperature fits, then
 * cost, then how much there is to see. Beaches need a coast and warm sea; snow a cold month.
 */
export async function whereToGo(box: CatalogueBox, want: WhereWhenRequest) {
  used(box, 'where_to_go');
  const rows = await facts.destinationCandidates(box.ctx.db, {
    continent: want.continent,
    maxWeekly: want.maxWeekly,
    coastalOnly: want.beach,
    minAttractions: want.quiet ? QUIET_MIN_SIGHTS : 3,
  });
  const mid = (want.temperature.min + want.temperature.max) / 2;
  const excluded = new Set(want.exclude ?? []);
  const scored = rows.flatMap((row) => {
    if (excluded.has(row.id)) return [];
    if (want.within && haversineKm(want.within, row) > want.within.km) return [];
    const month = row.climate?.find((m) => m.month === want.month);
    if (!month) return [];
    if (month.avg_day < want.temperature.min || month.avg_day > want.temperature.max) return [];
    if (want.beach && (month.avg_water === null || month.avg_water < (want.minWater ?? 22)))
      return [];
    const fit = 1 - Math.abs(month.avg_day - mid) / 20;
    const cheap = 1 - Math.min(1, (row.costForWeek ?? 2000) / 2000);
    const known = Math.min(1, Math.log10(1 + row.attractions) / 2);
    const sights = want.quiet ? 1 - known : known;
    return [{ ...row, month, score: fit * 0.5 + cheap * 0.3 + sights * 0.2 }];
  });
  // One destination a country, so the list is a choice and not five suburbs of one city.
  const seen = new Set<string>();
  const best = scored
    .sort((a, b) => b.score - a.score)
    .filter((row) => (seen.has(row.countryName) ? false : (seen.add(row.countryName), true)))
    .slice(0, want.limit);
  box.effects.boundingBox = boxAround(best) ?? box.effects.boundingBox;
  return best;
}

/**
 * The best-known towns in and around the box of these points, `marginKm` beyond it: bases to
 * stay in, as a town just outside the stops' box may be the one (Leknes, west of every Lofoten
 * stop planned).
 */
export async function townsAround(
  box: CatalogueBox,
  points: readonly { lat: number; lng: number }[],
  marginKm: number,
  limit = 20,
) {
  used(box, 'towns_around');
  return facts.townsInBox(box.ctx.db, boxWithMargin(points, marginKm), limit);
}

/**
 * The countries with sights of a kind asked for with no destination ("somewhere with pyramids
 * that isn't Egypt"), the one whose best three rate highest first (place-picker.repository.ts).
 */
export async function countriesWithSights(
  box: CatalogueBox,
  want: { categories: string[]; word: string | null; excludeCountries: number[] },
) {
  used(box, 'countries_with_sights');
  return countriesWithSightsIn(box.ctx.db, { ...want, limit: 3 });
}
