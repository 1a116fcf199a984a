import { US_REFERENCE_WEEK } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { estimateBudget, TRANSPORT_COSTS } from './estimate-budget';

describe('estimateBudget', () => {
  it('prices the days from their cities in the cost model proportions', () => {
    // 700 a week = 100 a day; lodging 107, food 59 and sights 20 of the reference 201.
    const budget = estimateBudget({
      days: 7,
      cities: Array.from({ length: 7 }, (_, d) => ({ costForWeek: 700, day: d + 1 })),
      legs: [],
    });
    expect(budget).toEqual({
      accommodation: Math.round((700 * 107) / 201),
      food: Math.round((700 * 59) / 201),
      transport: 0,
      attractions: Math.round((700 * 20) / 201),
      total:
        Math.round((700 * 107) / 201) + Math.round((700 * 59) / 201) + Math.round((700 * 20) / 201),
    });
  });

  it('averages a day over its stops and carries cities over days without one', () => {
    const oneCity = estimateBudget({
      days: 2,
      cities: [{ costForWeek: 1400, day: 1 }],
      legs: [],
    });
    const twoCities = estimateBudget({
      days: 2,
      cities: [
        { costForWeek: 1400, day: 1 },
        { costForWeek: 700, day: 2 },
      ],
      legs: [],
    });
    // Day 2 takes day 1's 1400 a week when it has no city of its own.
    expect(oneCity.accommodation).toBe(Math.round((400 * 107) / 201));
    expect(twoCities.accommodation).toBe(Math.round((300 * 107) / 201));
  });

  it('falls back to the US reference week without any known city cost', () => {
    const budget = estimateBudget({ days: 7, cities: [{ costForWeek: null, day: 1 }], legs: [] });
    expect(budget.total).toBe(Math.round((US_REFERENCE_WEEK * 186) / 201));
  });

  it('adds the legs: free walks, a flight base plus per km', () => {
    const budget = estimateBudget({
      days: 1,
      cities: [{ costForWeek: 700, day: 1 }],
      legs: [
        { transport: 'walk', distanceKm: 2 },
        { transport: 'airlines', distanceKm: 1000 },
        { transport: 'railroads', distanceKm: 400 },
      ],
    });
    const expected =
      TRANSPORT_COSTS.airlines.perLeg +
      TRANSPORT_COSTS.airlines.perKm * 1000 +
      TRANSPORT_COSTS.railroads.perLeg +
      TRANSPORT_COSTS.railroads.perKm * 400;
    expect(budget.transport).toBe(Math.round(expected));
    expect(budget.total).toBe(
      budget.accommodation + budget.food + budget.transport + budget.attractions,
    );
  });

  it('is zero for a trip of no days and no legs', () => {
    expect(estimateBudget({ days: 0, cities: [], legs: [] }).total).toBe(0);
  });
});
