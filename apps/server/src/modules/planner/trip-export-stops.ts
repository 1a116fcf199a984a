import {
  wholeMoney,
  type PlannerPlace,
  type TransportType,
  type Trip,
  type TripBudget,
} from '@ai-map/contracts';
import { VISIT_MINUTES } from './trip-legs';

/**
 * The stops of a trip as every export reads them: travel order, their day, their place in the
 * day, the names of their city and country, and the clock of the schedule rule below. Built
 * from the presented trip (what the caller may read), never from rows.
 */

/** Time at a custom place, which has no kind to go by. */
const CUSTOM_PLACE_MINUTES = 60;
/** Every day of the calendar starts at 09:00. */
export const DAY_START_MINUTES = 9 * 60;

export interface ExportStop {
  stop: PlannerPlace;
  day: number;
  /** 1-based place in its day, and the day's count of stops. */
  indexInDay: number;
  stopsInDay: number;
  cityName: string;
  countryName: string;
  /** Minutes after midnight of its day: arrival and departure by the schedule rule. */
  startMinutes: number;
  endMinutes: number;
  /** Where its leg goes: the next stop (on any day), the end point, or nowhere (null). */
  nextName: string | null;
}

export const visitMinutes = (stop: PlannerPlace) =>
  stop.point_type === 'custom_place' ? CUSTOM_PLACE_MINUTES : VISIT_MINUTES[stop.point_type];

/**
 * The schedule rule: a day's first stop begins at 09:00; each stop lasts its visit time
 * (trip-legs VISIT_MINUTES) and the next stop of the same day begins once the leg's travel time
 * has passed. Legs that end on another day (overnight) and the leg from the start point do not
 * move the clock: they are travelled before the day starts.
 */
export function exportStops(trip: Trip): ExportStop[] {
  const result: ExportStop[] = [];
  const ordered = trip.days_of_trip.map((day) => ({
    day: day.day_of_trip,
    stops: day.countries_to_visit
      .flatMap((country) =>
        country.places_to_visit.flatMap((city) =>
          city.places_to_visit.map((stop) => ({
            stop,
            cityName: city.name,
            countryName: country.name,
          })),
        ),
      )
      .sort((a, b) => a.stop.number_in_trip - b.stop.number_in_trip),
  }));
  const all = ordered.flatMap((d) => d.stops.map((s) => s.stop));
  const endName = trip.end_point ? trip.end_point.name || 'the end point' : null;
  for (const { day, stops } of ordered) {
    let clock = DAY_START_MINUTES;
    stops.forEach(({ stop, cityName, countryName }, i) => {
      const startMinutes = clock;
      const endMinutes = startMinutes + visitMinutes(stop);
      clock = endMinutes + (i + 1 < stops.length ? (stop.next_point_time_min ?? 0) : 0);
      result.push({
        stop,
        day,
        indexInDay: i + 1,
        stopsInDay: stops.length,
        cityName,
        countryName,
        startMinutes,
        endMinutes,
        nextName: all[all.indexOf(stop) + 1]?.name ?? endName,
      });
    });
  }
  return result;
}

/** "Day 2, stop 1 of 3" */
export const stopLabel = (s: ExportStop) => `Day ${s.day}, stop ${s.indexInDay} of ${s.stopsInDay}`;

/** Where a stop is, as words: "Louvre, Paris, France" without empty parts or repeats. */
export function placeLine(s: ExportStop): string {
  const parts = [s.stop.name, s.cityName, s.countryName].filter(
    (part, i, all) => part.trim() !== '' && all.indexOf(part) === i,
  );
  return parts.join(', ');
}

const TRANSPORT_WORDS: Record<TransportType, string> = {
  walk: 'on foot',
  car: 'by car',
  bus: 'by bus',
  railroads: 'by train',
  ferries: 'by ferry',
  airlines: 'by plane',
};

export const transportWords = (type: TransportType) => TRANSPORT_WORDS[type];

/** A time in minutes as a reader says it: "25 min", "4 h", "4 h 30 min". */
export function minutesWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A leg's time with its transport: "25 min by car", "4 h 30 min by plane", "by bus" when unknown. */
export function legTimeWords(minutes: number | null, transport: TransportType): string {
  if (minutes === null) return transportWords(transport);
  return `${minutesWords(minutes)} ${transportWords(transport)}`;
}

/** "Then 25 min by car to Louvre.", or '' when the leg goes nowhere. */
export function legLine(s: ExportStop): string {
  if (s.nextName === null) return '';
  const words = legTimeWords(s.stop.next_point_time_min, s.stop.next_point_transport_type);
  return `Then ${words} to ${s.nextName}.`;
}

/**
 * The trip's cost as the Trip tab shows it, with what it includes (issue 29: one cost):
 * "Estimated cost: $812. One traveller, 3 days: stays, food and sights …".
 */
export function budgetLine(budget: TripBudget): string {
  const label = budget.is_estimate ? 'Estimated cost' : 'Budget';
  return `${label}: ${wholeMoney(budget.total)}. ${budget.includes}`;
}

/** The file's description of the whole trip: its own words, then its cost. */
export const tripSummary = (trip: Trip, budget: TripBudget) =>
  [trip.description, budgetLine(budget)].filter(Boolean).join(' ');
