import type { LatLng, TransportType } from '@ai-map/contracts';

/** What a stop is (spec 000 §3 Planner place `point_type`, less the trip's start and end). */
export type ItineraryPlaceKind =
  'attraction' | 'shop' | 'food_and_drinks' | 'city' | 'custom_place';

export interface ItineraryPlace {
  /** The caller's id for the stop; returned as given. */
  key: string;
  lat: number;
  lng: number;
  /** Time spent at the place. */
  visitMinutes: number;
  kind: ItineraryPlaceKind;
  /** Places of one city stay together on consecutive days. */
  cityKey?: string;
  countryCode?: string;
  /** A lake or bay, visited from its shore: no leg to or from it goes by ferry (shore.ts). */
  shore?: boolean;
}

export interface ItineraryInput {
  days: number;
  places: ItineraryPlace[];
  /** Where the trip begins (spec 000 §3 Trip `start_point`); day 1 leaves from it. */
  start?: LatLng;
  /** Where the trip ends (`end_point`); the last day heads there. */
  end?: LatLng;
  pace?: 'relaxed' | 'normal' | 'packed';
  /**
   * The order the traveller wants the trip's areas visited in (one point each, e.g. the cities
   * asked for): each place belongs to its nearest anchor, and country and city groups follow the
   * anchors' order, each from the earliest anchor of its places.
   */
  anchors?: LatLng[];
  /**
   * Days for each anchor's area, in the anchors' order ("Seville 1 day, Granada 3"): when they
   * add up to `days`, each area's stops are split into its own days.
   */
  stays?: number[];
}

/** The way from one stop to the next. */
export interface Leg {
  transport: TransportType;
  /** Great-circle distance, or the road distance when a router drew the route. */
  distanceKm: number;
  minutes: number;
  /** The line to draw, [lng, lat]; longitudes in [-180, 180) (see splitAtAntimeridian). */
  geoRoute: [number, number][];
}

export interface ItineraryStop {
  key: string;
  /** To the next stop of the trip (across days), or to the trip's end from the last stop. */
  legToNext?: Leg;
}

export interface ItineraryDay {
  /** 1..days */
  dayOfTrip: number;
  stops: ItineraryStop[];
  /** Visit time of the day's stops (after the pace factor). */
  visitMinutes: number;
  /** Travel time of the day: the legs between its stops and the leg that brings it there. */
  travelMinutes: number;
}

export interface Itinerary {
  days: ItineraryDay[];
  /** From the trip's start to the first stop, when a start is given and a stop exists. */
  startLeg?: Leg;
}
