import { wholeMoney, type TransportType } from '@ai-map/contracts';
import { findCategory } from '@ai-map/osm';
import type { PlacesChoice } from './places-with';
import type { ActivitySpot, CityMonth } from './reply-types';
import { MONTHS } from './slots';

/** What the catalogue cannot serve of an asked activity, said plainly, and what it can offer. */
export function activityLines(spots: readonly ActivitySpot[]): string[] {
  return spots.map(({ activity, offered, from, here, nearest, place }) =>
    place
      ? placeLine(activity, from, place)
      : here === from
        ? `Wikivoyage's guide to ${from} mentions ${offered}, but our catalogue has no places for ${activity} itself, so the plan keeps to its sights.`
        : here
          ? `Our catalogue has no places for ${activity}; in ${from}, Wikivoyage mentions ${offered} at ${here}: say "3 days in ${here}" if you'd like to go there.`
          : nearest
            ? `Our catalogue has no places for ${activity} in ${from}; the nearest town whose Wikivoyage guide mentions ${offered} is ${nearest.name}, ${nearest.countryName}, about ${nearest.km.toLocaleString('en-US')} km from ${from}: say "3 days in ${nearest.name}" if you'd rather go there.`
            : `Our catalogue has no places for ${activity} in ${from}, and no town within 150 km of it in the same country that Wikivoyage mentions ${offered} at.`,
  );
}

/** A sight that serves an activity: in the plan, or only named when the plan could not take it. */
function placeLine(
  activity: string,
  from: string,
  place: NonNullable<ActivitySpot['place']>,
): string {
  const where =
    place.km === null
      ? `in ${place.town ?? from}`
      : place.km < 2
        ? `in ${from}`
        : `about ${place.km} km from ${from}`;
  return place.planned
    ? `For ${activity}, I put ${place.name} (${where}) in the plan.`
    : `For ${activity}, our catalogue has ${place.name}, ${where}: say "add ${place.name}" to put it in the plan.`;
}

/** A question back: what the draft's place lacks, or the countries with what was sought. */
export function clarifyLine(input: {
  question: string;
  activities?: ActivitySpot[];
  places?: PlacesChoice;
}): string {
  return input.places
    ? placesWithLine(input.places, input.question)
    : [...activityLines(input.activities ?? []), input.question].join(' ');
}

/** "Somewhere with pyramids that isn't Egypt": the countries that have them, as a choice. */
function placesWithLine(places: PlacesChoice, question: string): string {
  const outside = places.skipped.length ? ` outside ${places.skipped.join(' and ')}` : '';
  if (!places.list.length)
    return `Our catalogue has no sights with ${places.what}${outside}. ${question}`;
  const items = places.list.map(
    (country, k) =>
      `${k + 1}. ${country.name}: ${list(country.best)}${country.count > country.best.length ? ` (${country.count} in all)` : ''}.`,
  );
  return [
    `Countries with ${places.what} in our catalogue${outside}, best first:`,
    ...items,
    `Say "${places.days ? `${places.days} days` : 'a week'} in ${places.list[0]!.name}", or its number, and I'll plan it.`,
  ].join(' ');
}

/** FNV-1a: a small, stable hash of the message. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Voice {
  private n = 0;
  constructor(private readonly seed: number) {}
  /** One of equivalent phrasings, chosen by the message and the place in the answer. */
  pick<T>(options: readonly T[]): T {
    const k = (this.seed + Math.imul(++this.n, 2654435761)) >>> 0;
    return options[k % options.length]!;
  }
}

export const money = wholeMoney;

export const monthName = (m: number) => {
  const name = MONTHS[m - 1] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const label = (slug: string) =>
  (findCategory(slug)?.name ?? slug.replace(/-/g, ' ')).toLowerCase();

/** A category's name for a stop's reason ("museum"), or null for the catch-all ones. */
export function categoryLabel(slug: string): string | null {
  if (slug === 'sights' || slug === 'architecture' || slug === 'food-and-drink') return null;
  const words = slug.replace(/-/g, ' ');
  // The slugs are plurals ("museums", "churches", "galleries"); a reason names one.
  return words
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/(?<!s)s$/, '');
}

export const TRANSPORT_WORDS: Record<TransportType, string> = {
  walk: 'on foot',
  car: 'by car',
  bus: 'by bus',
  railroads: 'by train',
  ferries: 'by ferry',
  airlines: 'by plane',
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * How a day at this temperature feels, in the words a traveller asks with ("too cold?"). The
 * catalogue's season (cold ≤ 5 °C mean, hot ≥ 25 °C, warm between) is the map's coarse colour:
 * it called Nice's 11 °C February days "warm".
 */
export function feelOf(dayC: number, nightC: number): string {
  // Days of 38 °C and over (Dubai in August, 42 °C): heat that shapes the day, said as such when
  // a traveller asks "is that insane?" (trav-009).
  if (dayC >= 38) return 'very hot by day: keep time outdoors to early morning and evening';
  const day =
    dayC >= 30
      ? 'hot'
      : dayC >= 24
        ? 'warm'
        : dayC >= 18
          ? 'mild'
          : dayC >= 10
            ? 'cool'
            : dayC >= 2
              ? 'cold'
              : 'freezing';
  const night = nightC < 0 ? ', frosty nights' : nightC < 6 && dayC >= 10 ? ', cold nights' : '';
  return `${day} by day${night}`;
}

export function climateLine(city: string, row: CityMonth): string {
  const water = row.avg_water !== null ? `, sea around ${Math.round(row.avg_water)}°C` : '';
  return `${monthName(row.month)} in ${city}: days around ${Math.round(row.avg_day)}°C, nights around ${Math.round(row.avg_night)}°C${water} — ${feelOf(row.avg_day, row.avg_night)}.`;
}
