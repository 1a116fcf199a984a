import { haversineKm } from '@ai-map/contracts';
import type { Intent, UnderstandContext } from './intents';

/**
 * A drive that crosses an ocean names a namesake we lack: "lake geneva for a long weekend,
 * we're driving up from chicago" means Lake Geneva, Wisconsin, not the Swiss lake (trav-043);
 * "driving across nebraska, stopping in crete" means Crete, Nebraska, not the Greek island
 * (trav-044). The catalogue has neither small town, so the honest answer says which place it
 * knows, how far that is from where they drive, and asks for a town near the one they mean.
 */
const ROAD = /\b(?:driv(?:e|es|ing)|road ?trip|by car|in the car|rental car)\b/;
/** Where the drive starts or passes: "from chicago", "across nebraska", "through ohio". */
const ALONG =
  /\b(?:from|across|through|via|leaving)\s+((?:[a-z'.-]+\s?){1,3}?)(?=\s*(?:[,.;!?]|$)|\s+(?:to|and|for|stopping|then|in|on|with)\b)/g;

/** Farther than any drive between continents that share land (Lisbon–Istanbul is 3,200 km). */
const OCEAN_KM = 4000;

export async function drivenAcrossAnOcean(
  plan: Intent,
  message: string,
  context: UnderstandContext,
): Promise<Intent | null> {
  if (plan.type !== 'plan_trip' || !plan.destinations.length) return null;
  const text = message.toLowerCase();
  if (plan.transport !== 'car' && !ROAD.test(text)) return null;
  for (const m of text.matchAll(ALONG)) {
    const [road] = await context.gazetteer.findDestinations(m[1]!.trim());
    if (!road || road.score < 0.95) continue;
    const roadContinent = await context.gazetteer.continentOf(road.countryCode);
    for (const destination of plan.destinations) {
      const continent = await context.gazetteer.continentOf(destination.countryCode);
      if (!roadContinent || !continent || continent === roadContinent) continue;
      // Istanbul from Sofia crosses a continent's line, not an ocean.
      const km = Math.round(haversineKm(road, destination) / 100) * 100;
      if (km < OCEAN_KM) continue;
      return {
        type: 'clarify',
        question: `The ${destination.name} I know is in ${destination.countryName}, about ${km.toLocaleString('en-US')} km from ${road.name}: no drive goes there. If you mean a ${destination.name} near ${road.name}, it isn't in our catalogue; tell me a bigger town near it and I'll plan from there.`,
        missing: 'destination',
        draft: { ...plan, destinations: plan.destinations.filter((d) => d !== destination) },
      };
    }
  }
  return null;
}
