import { TransportTypeSchema } from '@ai-map/contracts';
import { z } from 'zod';
import type { Gazetteer } from './gazetteer';
import { WISH_KINDS } from '../checker/wishes';
import { AskedSchema, BudgetSchema, WhenSchema, WhereToGoSchema } from './plan-slots.schema';
import { TripCheckSchema } from './trip-check.schema';
import { type LastEdit, RestoreStopsSchema } from './edit-memory.schema';
import { StayOverSchema } from './stay-over.schema';
import { TripStopSchema } from './trip-stop.schema';

/**
 * What the built-in brain understood a message to ask: one or more intents, each with the
 * slots the tools need, names already resolved against the catalogue and the current trip.
 */

export const DestinationSchema = z.object({
  kind: z.enum(['country', 'city', 'region']),
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  lat: z.number(),
  lng: z.number(),
  score: z.number(),
  /** A country, a city of a million or one of the most visited (gazetteer-types.ts). */
  famous: z.boolean().optional(),
  /** An island, region, lake or mountain range, not a town (gazetteer-types.ts). */
  area: z.boolean().optional(),
  /** The days asked for this place ("Paris 2 days, then London 3 days"). */
  stay: z.number().int().min(1).optional(),
  /** "A rest day in Chefchaouen": few stops there, in the town itself. */
  rest: z.boolean().optional(),
});
export type Destination = z.infer<typeof DestinationSchema>;
const RouteEndSchema = DestinationSchema.pick({ kind: true, id: true }).optional();

export const PlaceSchema = z.object({
  kind: z.enum(['attraction', 'shop', 'food']),
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  categories: z.array(z.string()),
  rating: z.number(),
  score: z.number(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const InterestSchema = z.object({
  category: z.string(),
  tree: z.enum(['attraction', 'shopping', 'food', 'event']),
  word: z.string(),
  related: z.array(z.string()),
});

export { TripStopSchema, type TripStop } from './trip-stop.schema';

export const TripSummarySchema = z.object({
  id: z.number().int().optional(),
  title: z.string().optional(),
  days: z.number().int().min(1),
  stops: z.array(TripStopSchema),
});
export type TripSummary = z.infer<typeof TripSummarySchema>;

export const PlanTripSchema = z.object({
  type: z.literal('plan_trip'),
  destinations: z.array(DestinationSchema),
  days: z.number().int().min(1).nullable(),
  when: WhenSchema.nullable(),
  interests: z.array(InterestSchema),
  /** Where the interests came from: the message, or the user's saved preferences. */
  interestsFrom: z.enum(['message', 'preferences', 'none']),
  /** Activities asked for that no kind of place serves ("skiing"), said plainly in the reply. */
  activities: z
    .array(
      z.object({
        activity: z.string(),
        guide: z.string(),
        offered: z.string(),
        /** Sight names that serve it (a regular expression): "onsen|thermal baths?|…". */
        names: z.string().optional(),
      }),
    )
    .optional(),
  budget: BudgetSchema.nullable(),
  /** Category slugs the traveller said to leave out ("not into museums"). */
  avoid: z.array(z.string()).optional(),
  /** Places said to be left out ("skip tokyo/kyoto", "we did Italy"): no stop in or near them. */
  skip: z.array(DestinationSchema).optional(),
  /** A day trip to a sight far from its base ("… as a day trip from paris"): base and km. */
  dayTripFrom: z.object({ name: z.string(), km: z.number() }).optional(),
  /** "Tallinn to Vilnius", "across the baltics": a town on the way between two is welcome. */
  journey: z.boolean().optional(),
  /** "North to south": the compass point a country's route runs to, end to end. */
  direction: z.enum(['north', 'south', 'east', 'west']).nullable().optional(),
  /** Wishes that are no kind of place (a wheelchair, a diet): reflected or named in the reply. */
  wishes: z.array(z.object({ kind: z.enum(WISH_KINDS), words: z.string() })).optional(),
  pace: z.enum(['relaxed', 'normal', 'packed']).nullable(),
  travellers: z.number().int().min(1).nullable(),
  transport: TransportTypeSchema.nullable(),
  /** Children are coming: fewer stops a day, places for families first. */
  family: z.boolean().optional(),
  /** The length asked for when it was over the longest trip the planner makes. */
  askedDays: z.number().int().nullable().optional(),
  /** Set when the user chose to replace the chat's trip with this plan. */
  replace: z.boolean().optional(),
  /** Sights named beside the destinations ("he wants to see auschwitz"): kept in the trip. */
  sights: z
    .array(z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lng: z.number() }))
    .optional(),
  /** The question the last reply answered about `destinations[0]` (brain/follow-ups.ts). */
  asked: AskedSchema.optional(),
  /** The user gave the order of the places ("Rome, then Milan"): keep it. */
  keepOrder: z.boolean().optional(),
  /** Where the user said the trip starts and ends ("start casablanca, end marrakech"). */
  routeEnds: z.object({ start: RouteEndSchema, end: RouteEndSchema }).optional(),
  /**
   * A name that fits several places equally well: the plan waits for the user's choice, which
   * replaces `destinations[index]`.
   */
  /** A kind of sight asked for with no destination ("somewhere with pyramids"). */
  seek: z.object({ plural: z.string(), word: z.string() }).optional(),
  ambiguous: z
    .object({
      index: z.number().int().min(0),
      phrase: z.string(),
      options: z.array(DestinationSchema.extend({ label: z.string() })),
    })
    .optional(),
});
export type PlanTrip = z.infer<typeof PlanTripSchema>;

/** Which stop of the trip a message means, and the stop it resolved to. */
export const StopRefSchema = z.object({
  day: z.number().int().nullable(),
  /** Within the day; -1 is the last. */
  position: z.number().int().nullable(),
  number: z.number().int().nullable(),
  phrase: z.string().nullable(),
  stop: TripStopSchema,
});

const MapTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('destination'), destination: DestinationSchema }),
  z.object({ type: z.literal('place'), place: PlaceSchema }),
  z.object({ type: z.literal('stop'), stop: TripStopSchema }),
  z.object({ type: z.literal('trip') }),
  z.object({ type: z.literal('day'), day: z.number().int() }),
  z.object({ type: z.literal('user'), lat: z.number(), lng: z.number() }),
]);
export type MapTarget = z.infer<typeof MapTargetSchema>;

const NearSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('destination'), destination: DestinationSchema }),
  z.object({ type: z.literal('place'), place: PlaceSchema }),
  z.object({ type: z.literal('user'), lat: z.number(), lng: z.number() }),
  z.object({ type: z.literal('trip') }),
]);

export const IntentSchema = z.discriminatedUnion('type', [
  PlanTripSchema,
  z.object({
    type: z.literal('add_place'),
    /** A named place, a city as a stop, or a kind of place to pick ("a good pizza place"). */
    place: PlaceSchema.nullable(),
    city: DestinationSchema.nullable(),
    category: InterestSchema.nullable(),
    day: z.number().int().nullable(),
    position: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('remove_stop'), target: StopRefSchema }),
  /** "Swap X for something less crowded / for Y": a stop out, a place of its kind (or Y) in. */
  z.object({
    type: z.literal('replace_stop'),
    target: StopRefSchema,
    place: PlaceSchema.nullable(),
    quieter: z.boolean(),
  }),
  /** "Drop the glaciers": every stop of a kind (a category slug, or a word the names hold). */
  z.object({ type: z.literal('remove_kind'), phrase: z.string(), kind: z.string() }),
  z.object({
    type: z.literal('move_stop'),
    target: StopRefSchema,
    toDay: z.number().int(),
    /** Within the target day; -1 is the end, null lets the planner choose. */
    position: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('swap_days'), a: z.number().int(), b: z.number().int() }),
  /** "We'll be jetlagged day 1, make it super light, like one thing": that day keeps `keep` stops. */
  z.object({
    type: z.literal('lighten_day'),
    /** Null: every day ("mornings only, baby sleeps afternoons"). */
    day: z.number().int().nullable(),
    keep: z.number().int().min(1),
  }),
  /** "Start each day from our hotel by …": the trip's start point, each day nearest it first. */
  z.object({
    type: z.literal('start_from'),
    phrase: z.string(),
    /** The place found for the phrase near the trip, or null when none is. */
    point: z.object({ lat: z.number(), lng: z.number(), name: z.string() }).nullable(),
  }),
  /** "Make day 3 indoor": that day's stops of the other kind make way for places of this one. */
  z.object({
    type: z.literal('theme_day'),
    /** Null: "more outdoors please", the day with the fewest places of the kind. */
    day: z.number().int().nullable(),
    theme: z.enum(['indoor', 'outdoor', 'shopping']),
  }),
  z.object({
    type: z.literal('change_transport'),
    mode: TransportTypeSchema,
    /** "Less walking": only walks longer than a short stroll change (to public transport). */
    fewerWalks: z.boolean().optional(),
    /** "A no-car day": only the legs that go by car change (to public transport). */
    noCar: z.boolean().optional(),
    scope: z.discriminatedUnion('type', [
      z.object({ type: z.literal('all') }),
      z.object({ type: z.literal('day'), day: z.number().int() }),
      z.object({ type: z.literal('leg'), from: TripStopSchema, to: TripStopSchema }),
    ]),
  }),
  z.object({
    type: z.literal('set_days'),
    days: z.number().int().min(1),
    /** When a given day is to go ("drop day 3"), else days are added or cut at the end. */
    dropDay: z.number().int().nullable(),
  }),
  z.object({
    type: z.literal('day_trip'),
    /** The place as written, for the reply when the catalogue has no such place. */
    phrase: z.string(),
    /** A sight named ("Fushimi Inari"), or else a town, region or country. */
    place: PlaceSchema.nullable(),
    destination: DestinationSchema.nullable(),
    /** Days added at the end for it; 0 when `day` becomes the day trip instead. */
    addDays: z.number().int().min(0),
    day: z.number().int().nullable(),
    /** "Stop a night in Paris on the way": the days go before the trip's first. */
    atStart: z.boolean().optional(),
    /** "Something closer": a day out no farther than this from the stops, km. */
    maxKm: z.number().positive().optional(),
    /** "Add a wine day": no place named, the nearest town a guide mentions it at is the goal. */
    activity: z
      .object({
        activity: z.string(),
        guide: z.string(),
        offered: z.string(),
        names: z.string().optional(),
      })
      .optional(),
  }),
  z.object({
    type: z.literal('trip_leg'),
    /** The place of the trip asked about, as written ("khiva"). */
    phrase: z.string(),
    /** The transport the question names ("by train"), if any. */
    mode: TransportTypeSchema.nullable(),
  }),
  z.object({ type: z.literal('show_on_map'), target: MapTargetSchema }),
  z.object({
    type: z.literal('place_facts'),
    place: PlaceSchema.nullable(),
    destination: DestinationSchema.nullable(),
  }),
  z.object({
    type: z.literal('city_climate'),
    destination: DestinationSchema,
    month: z.number().int().min(1).max(12).nullable(),
    /** Rain was asked about ("which months are driest?"): the catalogue has temperatures only. */
    rain: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('costs'),
    destination: DestinationSchema,
    /** "per day" / "daily" asks a day's cost; otherwise a week's. */
    per: z.enum(['day', 'week']).default('week'),
    /** "Price of a beer": one item's price, which the catalogue does not have. */
    item: z.string().optional(),
    /** "In pounds": the currency the figure is asked in (an ISO code). */
    currency: z.string().optional(),
  }),
  z.object({
    type: z.literal('country_facts'),
    destination: DestinationSchema,
    aspect: z.enum(['currency', 'payment', 'languages', 'capital', 'time_zone', 'safety']),
  }),
  /** "What's the time difference between Sydney and London?": both places' offsets today. */
  z.object({ type: z.literal('time_difference'), a: DestinationSchema, b: DestinationSchema }),
  /**
   * "Positano or Sorrento as a base?", "we'll be based in one place, where?": the town that
   * keeps the trip's stops (or, with no trip, the sights around the towns named) nearest.
   */
  z.object({
    type: z.literal('where_to_base'),
    /** The towns the traveller weighs ("Keswick or Windermere"); empty: any town around. */
    candidates: z.array(DestinationSchema),
    /** "Without a car": the reply says it has no bus or ferry timetables to check by. */
    noCar: z.boolean(),
  }),
  /** "How many days do I need in Rome?" / "is 1 day enough for Venice?": from its sights. */
  z.object({
    type: z.literal('days_needed'),
    destination: DestinationSchema,
    /** The days the traveller has in mind ("is 1 day enough"), when said. */
    offered: z.number().int().min(1).nullable(),
  }),
  /**
   * Questions about the chat's own trip, answered from it: "what's on day 2?", "which day has
   * Prague Castle?", "did you keep Fushimi Inari?", "is there a market in it?".
   */
  z.object({
    type: z.literal('trip_lookup'),
    /** The day whose stops are asked for. */
    day: z.number().int().nullable(),
    asked: z.array(
      z.object({
        phrase: z.string(),
        /** Stops whose names fit the phrase. */
        stops: z.array(TripStopSchema),
        /** A kind of place ("the market"): stops of that kind are found by the step. */
        category: InterestSchema.nullable(),
        /** No stop fits: the catalogue's place of that name near the trip, if any. */
        place: PlaceSchema.nullable(),
        /** An activity with no kind of place ("the flamenco show"): never a stop of the trip. */
        activity: z.string().optional(),
      }),
    ),
  }),
  /** "Best time to visit Japan?": the months from the destination's climate table. */
  z.object({
    type: z.literal('best_time'),
    destination: DestinationSchema,
    /** "When is cherry blossom in Tokyo?": a season or event, whose dates the data lacks. */
    activity: z.string().optional(),
  }),
  z.object({ type: z.literal('what_to_eat'), destination: DestinationSchema }),
  /** "Somewhere warm in February with beaches under $1000 a week". */
  WhereToGoSchema,
  /** A question our data cannot answer (visas, tipping…): said plainly. */
  z.object({
    type: z.literal('out_of_scope'),
    topic: z.string(),
    /** Asked beside a plan or another answer: one plain line after it, not a whole reply. */
    aside: z.boolean().default(false),
  }),
  /** A message not in English: the built-in brain reads English only. */
  z.object({ type: z.literal('foreign_language'), language: z.string() }),
  z.object({
    type: z.literal('compare'),
    a: DestinationSchema,
    b: DestinationSchema,
    aspect: z.enum(['costs', 'climate', 'general']),
    month: z.number().int().min(1).max(12).nullable(),
  }),
  z.object({
    type: z.literal('search_places'),
    text: z.string().nullable(),
    kind: z.enum(['attraction', 'shop', 'food']).nullable(),
    categories: z.array(InterestSchema),
    near: NearSchema.nullable(),
    /** On the catalogue's 0–10 scale. */
    minRating: z.number().nullable(),
  }),
  TripCheckSchema,
  RestoreStopsSchema,
  StayOverSchema,
  z.object({ type: z.literal('greeting') }),
  z.object({ type: z.literal('help') }),
  z.object({ type: z.literal('thanks') }),
  z.object({
    type: z.literal('clarify'),
    question: z.string(),
    missing: z.enum(['destination', 'days', 'place', 'stop', 'day', 'location', 'trip', 'target']),
    /** The plan understood so far, to be completed by the answer. */
    draft: PlanTripSchema.nullable(),
  }),
  z.object({ type: z.literal('unknown'), text: z.string() }),
]);
export type Intent = z.infer<typeof IntentSchema>;
export type IntentOf<T extends Intent['type']> = Extract<Intent, { type: T }>;

export interface UnderstandContext {
  gazetteer: Gazetteer;
  trip?: TripSummary;
  /** Category slugs the user chose in their personalisation. */
  preferences?: { attractions: string[]; shopping: string[] };
  userLocation?: { lat: number; lng: number };
  now: Date;
  /** A plan the previous answer asked to complete (a clarify intent's draft). */
  draft?: PlanTrip;
  /** What the previous answer's edit did ("put it back", brain/edit-memory.ts). */
  lastEdit?: LastEdit;
  /** The request the chat's trip was last planned from: a reshape keeps its wishes. */
  planned?: PlanTrip;
}
