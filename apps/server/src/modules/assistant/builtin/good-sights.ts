import type { PickArea } from '../tools/place-picker.repository';
import { STOPS_PER_DAY } from '../tools/plan-trip';
import * as tools from '../tools/toolbox';

/**
 * How many days a place's sights take, shared by "how many days do I need in Rome?" and the
 * length of a trip asked without one: the sights a traveller plans a day around (rated 7 or
 * more, docs/data.md "Rating"), at the planner's normal pace.
 */
export const GOOD_SIGHT = 7;
export const SIGHTS_PER_DAY = STOPS_PER_DAY.normal;
/** Counted up to this many; a place with more is said to have "60 or more". */
const COUNTED = 60;

export interface GoodSights {
  count: number;
  /** The count stopped at its cap: the reply says "or more". */
  capped: boolean;
  best: string[];
}

export async function goodSights(box: tools.Toolbox, area: PickArea): Promise<GoodSights> {
  const found = await tools.searchPlaces(box, area, ['attraction'], [], GOOD_SIGHT, COUNTED);
  return {
    count: found.length,
    capped: found.length >= COUNTED,
    best: found.slice(0, 3).map((p) => p.name),
  };
}

/** "40 sights" or "60 or more sights". */
export const sightsCount = (s: { count: number; capped: boolean }) =>
  `${s.count}${s.capped ? ' or more' : ''} ${s.count === 1 && !s.capped ? 'sight' : 'sights'}`;

export const daysForSights = (count: number) => Math.max(1, Math.ceil(count / SIGHTS_PER_DAY));

/**
 * "How many days do I need in Lisbon?": the sights worth a visit are those rated 6 or more
 * (ratings are uneven between cities: Kyoto has none rated 7 within 10 km, Lisbon one, Rome
 * twelve), counted up to DECENT_COUNTED.
 */
export const DECENT_SIGHT = 6;
const DECENT_COUNTED = 400;

export async function decentSights(box: tools.Toolbox, area: PickArea): Promise<GoodSights> {
  const found = await tools.searchPlaces(
    box,
    area,
    ['attraction'],
    [],
    DECENT_SIGHT,
    DECENT_COUNTED,
  );
  return {
    count: found.length,
    capped: found.length >= DECENT_COUNTED,
    best: found.slice(0, 3).map((p) => p.name),
  };
}

/**
 * The days that see the best of a place with this many decent sights: a day for the first
 * handful, then half a day more each time the list doubles, at most MAX_DAYS_NEEDED. Checked
 * against guidebooks: Porto (13) 2, Prague (31) 3, Lisbon (39) 3, Kyoto (37) 3, Rome (138) 4,
 * Paris (151) 4, London (400+) 5.
 */
const MAX_DAYS_NEEDED = 7;
export const daysForBest = (count: number) =>
  Math.min(MAX_DAYS_NEEDED, Math.max(1, Math.round(0.6 * Math.log2(Math.max(1, count)))));
