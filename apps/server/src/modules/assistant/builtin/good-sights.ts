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
