import type { TripCheck } from './trip-check.schema';
import type { BudgetVerdict } from '../checker/plan-checker';
import type { PlanFetch } from '../../live-places/live-area-queue';
import type { CityRecord, TransportType } from '@ai-map/contracts';
import type { ActivitySpot } from './activity-spot';
import type { PlacesChoice } from './places-with';
export type { ActivitySpot };
/** What `composeReply()` is handed: one reply kind per intent, with the data its tools returned. */
/** A city's month of climate as the catalogue stores it. */
export type CityMonth = NonNullable<CityRecord['climate']>[number];

export interface ReplyStop {
  name: string;
  /** What it is, in a few words ("museum, rated 8.2"), from the catalogue. */
  why?: string | null;
  /** How the trip goes on to the next stop; null for the last. */
  transport: TransportType | null;
  minutesToNext: number | null;
}

/** A day trip or days somewhere new added to the trip (builtin/day-trip-step.ts). */
export interface DayTripReply {
  kind: 'day_trip';
  /** The place as the catalogue names it, else as the traveller wrote it. */
  name: string;
  found: boolean;
  /** The days it fills. */
  days: number[];
  /** "A night in Paris on the way": the days came first and the planned ones moved later. */
  onTheWay?: boolean;
  /** The trip's length before days were added; null when a day was replaced. */
  before: number | null;
  /** The sights planned there, in order. */
  stops: string[];
  /** What a replaced day held. */
  removed: string[];
  /** From the trip's nearest stop, km; null for a trip without stops. */
  km: number | null;
  /** Too far to go and come back (for an activity: farther than asked); nothing changed. */
  tooFar: boolean;
  /** A day for an activity ("wine"): a town by its guide, a sight by name (`byName`); 'joined': near enough to join a day. */
  activity?: string;
  byName?: boolean | 'joined';
}

/** The leg into a place of the trip (builtin/trip-leg-step.ts). */
export interface TripLegReply {
  kind: 'trip_leg';
  phrase: string;
  /** The transport the question named. */
  asked: TransportType | null;
  /** The first stop in that place; null when the trip does not go there. */
  to: { name: string; day: number; number: number } | null;
  /** The stop before it and the planned leg; null when the trip starts there. */
  from: {
    name: string;
    day: number;
    number: number;
    mode: TransportType;
    minutes: number | null;
    km: number;
  } | null;
}

export interface TransportReply {
  kind: 'transport';
  mode: TransportType;
  /** Legs that now go as asked. */
  legs: number;
  /** Legs of a short walk that go on foot whatever was asked (never a train between rooms). */
  onFoot?: number;
  /** Legs left as they were: too short for a train or a flight, too far to walk, over the sea, in a country without passenger trains, with no station near an end. */
  tooShort?: number;
  tooFar?: number;
  water?: number;
  noRail?: number;
  noStation?: number;
  /** "Less walking": walks over a stroll moved to public transport. */
  fewerWalks?: boolean;
  /** "A no-car day": the car legs moved to public transport. */
  noCar?: boolean;
  day: number | null;
}

export type ReplyInput =
  | {
      kind: 'plan';
      title: string;
      days: { day: number; city?: string | null; stops: ReplyStop[] }[];
      /** The planner's estimate (GET planner/trips/{id}/budget/). */
      budget: { amount: number; currency: string } | null;
      /** The budget the user named, if any. */
      userBudget?: { amount: number; currency: string | null; perPerson: boolean } | null;
      budgetLevel?: 'low' | 'medium' | 'high' | null;
      /** Category slugs the plan was built around. */
      interests: string[];
      /** Category slugs asked for that the catalogue had no places of. */
      missingInterests: string[];
      /** Category slugs the traveller said to leave out, and were. */
      avoided?: string[];
      /** Cities the traveller said to leave out ("skip tokyo/kyoto"): no stop lies in them. */
      skipped?: string[];
      /** The traveller's budget checked for the whole party in US dollars (null: unconvertible). */
      budgetCheck?: { verdict: BudgetVerdict | null } | null;
      /** Level 3–4 travel advisories of the plan's countries, said before the days. */
      safety?: string[];
      /** One sentence per wish no kind of place serves (plan-checker.ts wishNote). */
      wishes?: string[];
      interestsFromPreferences: boolean;
      /** Named destinations with no sights in the catalogue. */
      empty?: string[];
      /** Destinations with no places of their own, planned from the sights within ~55 km. */
      around?: string[];
      /** `free`: the days left without a stop, as the trip has them. */
      shortened?: { asked: number; planned: number; free: number[] } | null;
      /** No length was asked: the one chosen, and why (plan-step.ts chosenDays). */
      lengthChosen?: { days: number; why: string } | null;
      capped?: { asked: number; max: number } | null;
      weather?: { city: string; row: CityMonth } | null;
      family?: boolean;
      pace?: 'relaxed' | 'normal' | 'packed';
      /** The areas in visiting order, and whether it is the order the user gave. */
      route?: string[];
      routeAsNamed?: boolean | { start?: string; end?: string };
      /** The trip is a day out to a sight far from its base ("from Paris", km). */
      dayTripFrom?: { name: string; km: number } | null;
      /** A town on the way the planner added between the two places named. */
      via?: string | null;
      /** "North to south": the route runs the way asked, ending at this compass point. */
      direction?: 'north' | 'south' | 'east' | 'west' | null;
      /** Legs switched to cheaper transport to meet the user's budget. */
      cheaperLegs?: number;
      /** Where the plan's places came from (connected mode, issue 27). */
      live?: PlanFetch | null;
      /** What the transport asked with the plan ("by train") did to its legs. */
      transport?: TransportReply | null;
      /** Wanted kinds of place missing there, each with the nearest city that has them. */
      alternatives?: {
        category: string;
        name: string;
        countryName: string;
        km: number;
        from: string;
      }[];
      /** Activities no kind of place serves ("skiing"), and where a travel guide offers them. */
      activities?: ActivitySpot[];
    }
  | {
      kind: 'time_difference';
      /** Each place with its IANA zone and today's offset from UTC in minutes (null: unknown). */
      a: { name: string; zone: string | null; minutes: number | null };
      b: { name: string; zone: string | null; minutes: number | null };
    }
  | {
      kind: 'days_needed';
      name: string;
      offered: number | null;
      /**
       * Per city (one for a city; the best-stocked few for a country): its sights rated
       * `rated` or more, and the days that see the best of them.
       */
      cities: { name: string; good: number; capped: boolean; best: string[]; days: number }[];
      perDay: number;
      rated: number;
    }
  | {
      kind: 'replace_or_new';
      current: string;
      next: string;
      /** Level 3–4 advisories of the new plan's countries, said before the question. */
      safety?: string[];
    }
  /** "What's on day 2?": that day's stops in order. */
  | { kind: 'trip_day'; day: number; days: number; stops: string[] }
  /** "Which day has Prague Castle?", "did you keep Fushimi Inari?", "is there a market?". */
  | {
      kind: 'trip_lookup';
      asked: {
        phrase: string;
        /** A kind of place was asked about ("market"), not a named one. */
        isKind: boolean;
        found: { name: string; day: number; position: number; ofDay: number }[];
        /** Nothing in the trip: the catalogue's place of that name near it, if any. */
        catalogue: { name: string; city: string | null } | null;
        /** An activity the catalogue has no kind of place for ("flamenco"). */
        activity?: string;
      }[];
    }
  | { kind: 'too_far'; name: string; km: number; where: string | null }
  | {
      kind: 'country';
      aspect: 'currency' | 'payment' | 'languages' | 'capital' | 'time_zone' | 'safety';
      asked: string;
      country: string;
      currencies: { code: string; name: string; symbol?: string | null }[];
      languages: string[];
      capital: string | null;
      /** The advisory's one line, credited and dated ("U.S. State Department: Level 1 — …"). */
      advisory?: string | null;
      advisoryUrl?: string | null;
      /** IANA zones, most populous first, with today's offset. */
      timezones?: { zone: string; offset: string | null }[];
    }
  | {
      kind: 'eat';
      name: string;
      results: { name: string; rating: number; cityName: string | null }[];
    }
  | {
      kind: 'where';
      month: number;
      feel: string;
      beach: boolean;
      maxWeekly: number | null;
      region: string | null;
      /** Nothing fitted exactly: these are the nearest fits. */
      closest?: boolean;
      /** Less visited places were asked for: fewer catalogue sights first. */
      quiet?: boolean;
      /** The length asked beside the question, for the pick that follows. */
      days?: number | null;
      flight?: { hours: number; from: string; km: number } | null;
      results: {
        name: string;
        country: string;
        day: number;
        water: number | null;
        costForWeek: number | null;
        sights: number;
      }[];
    }
  | { kind: 'out_of_scope'; topic: string; aside?: boolean }
  | { kind: 'foreign_language'; language: string }
  /** `already`: the place was in the trip on `day`; `asked` is the other day the user named. */
  | { kind: 'added'; name: string; day: number; already?: boolean; asked?: number }
  /** `left`: the day's stops after the removal (nothing takes the removed one's place). */
  | { kind: 'removed'; name: string; day: number; left?: string[] }
  /** One stop swapped for another on its day ("something less crowded" sets `quieter`). */
  | { kind: 'replaced'; from: string; to: string; day: number; quieter: boolean }
  /**
   * A night at a far stop: `eveningDay` ends there after `kept`, `morningDay` starts there with
   * `added`; `removed` made room; `grownFrom`: the trip's length before a day was added.
   */
  | {
      kind: 'stay_over';
      name: string;
      eveningDay: number;
      morningDay: number;
      kept: string[];
      added: string[];
      removed: string[];
      grownFrom: number | null;
      cruise: boolean;
    }
  /** Stops a "put it back" returned, each with its day. */
  | { kind: 'restored'; stops: { name: string; day: number }[]; first: boolean }
  | {
      kind: 'removed_kind';
      phrase: string;
      removed: { name: string; day: number }[];
      /** Days the removal left without a stop. */
      emptied: number[];
    }
  | { kind: 'moved'; name: string; fromDay: number; toDay: number }
  | { kind: 'swapped'; a: number; b: number }
  | {
      kind: 'lightened';
      /** Null: every day. */
      day: number | null;
      keep: number;
      kept: string[];
      removed: string[];
      otherDay: number | null;
    }
  | {
      kind: 'start_point';
      phrase: string;
      /** The place the trip now starts from; null when none was found near the trip. */
      name: string | null;
      /** Each day's first stop now. */
      firsts: { day: number; name: string }[];
    }
  | {
      kind: 'themed_day';
      day: number;
      theme: 'indoor' | 'outdoor' | 'shopping';
      /** Stops of the day that already fit (and its food and shops). */
      kept: string[];
      added: string[];
      removed: string[];
      /** Stops that do not fit but stay: the catalogue had nothing of the kind to put instead. */
      left: string[];
      /** Towns moved to another day rather than dropped (a shopping day). */
      moved?: { name: string; day: number }[];
    }
  | TransportReply
  | DayTripReply
  | TripLegReply
  | {
      kind: 'days';
      days: number;
      before: number;
      /** The days cut (a shorter trip), and the stops that went with them. */
      dropped?: number[];
      removed?: string[];
    }
  | {
      kind: 'search';
      /** What was looked for, in words ("pizza places", "museums"). */
      what: string;
      near: string | null;
      results: { name: string; rating: number; cityName: string | null }[];
    }
  | {
      kind: 'climate';
      city: string;
      /** The country or region asked about when the figures are one of its cities'. */
      of?: string | null;
      month: number | null;
      months: CityMonth[] | null;
      /** Rain was asked about: the reply says it has temperatures only. */
      rain?: boolean;
      /** A season's dates were asked ("cherry blossom"): the reply says it has none. */
      activity?: string;
    }
  | {
      kind: 'costs';
      name: string;
      costForWeek: number | null;
      per?: 'day' | 'week';
      /** One thing's price was asked ("a beer"): the catalogue has none. */
      item?: string;
      /** The figure in the currency asked for, at a dated rate. */
      converted?: { currency: string; perUsd: number; date: string; source: string };
    }
  | {
      kind: 'compare';
      aspect: 'costs' | 'climate' | 'general';
      month: number | null;
      a: CompareSide;
      b: CompareSide;
    }
  | {
      kind: 'facts';
      name: string;
      placeKind: string;
      cityName: string | null;
      countryName: string | null;
      rating: number | null;
      categories: string[];
      openingHours: string | null;
      website: string | null;
      address: string | null;
      description: string | null;
    }
  | { kind: 'map'; name: string }
  | {
      kind: 'base';
      /** What the towns were weighed by: the trip's stops, or the sights around them. */
      of: 'stops' | 'sights';
      total: number;
      /** The best first; the towns named, when the traveller weighed some. */
      options: BaseOption[];
      /** The next best town around, when none or one was named. */
      runnerUp: BaseOption | null;
      reachKm: number;
      longDayKm: number;
      noCar: boolean;
    }
  | {
      kind: 'clarify';
      question: string;
      activities?: ActivitySpot[];
      /** "Somewhere with pyramids": countries with such sights, outside those left out. */
      places?: PlacesChoice;
    }
  | { kind: 'not_found'; what: string }
  /** A known destination with no sights in the catalogue: nothing planned, said so. */
  | { kind: 'empty_destination'; title: string; example: string; safety: string[] }
  | { kind: 'greeting' | 'help' | 'thanks' }
  | ({ kind: 'trip_check' } & Omit<TripCheck, 'type'>)
  /** A message no matcher read; `trip` is the title of the trip it leaves as it was. */
  | { kind: 'unknown'; trip?: string };

/** A town weighed as a base: how many of the stops (or sights) lie near it, and how far. */
export interface BaseOption {
  name: string;
  /** Stops or sights within the reach of an easy outing. */
  within: number;
  meanKm: number;
  farthest: { name: string; km: number } | null;
}

export interface CompareSide {
  name: string;
  costForWeek: number | null;
  /** The month's climate row (the asked month, else July), null without data. */
  climate: CityMonth | null;
}
