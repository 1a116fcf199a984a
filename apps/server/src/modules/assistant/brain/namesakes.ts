import { haversineKm } from '@ai-map/contracts';
import { FAMOUS_RANK, type Namesake } from './gazetteer';
import type { Intent, PlanTrip, UnderstandContext } from './intents';
import { tripCentre } from './names';

/**
 * A named place that may mean several (Santiago in Chile or Spain, Georgia the country or the
 * US state): the one in the same country as the other places named, else the one near the
 * chat's trip, else the one travel guides give the bare name to; still unsure, the user is
 * asked "Did you mean … or …?" and the plan waits in the draft.
 */
export async function ambiguity(
  plan: PlanTrip,
  context: UnderstandContext,
  message: string,
): Promise<Intent | null> {
  for (const [index, destination] of plan.destinations.entries()) {
    // A qualified name ("Paris, Texas") already chose a namesake other than the usual one.
    const [usual] = await context.gazetteer.findDestinations(destination.name);
    if (usual?.id !== destination.id || usual.kind !== destination.kind) continue;
    const options = await context.gazetteer.findNamesakes(destination.name);
    if (options.length < 2 || !options.some((o) => o.id === destination.id)) continue;
    const others = plan.destinations.filter((_, k) => k !== index);
    const pick = (list: typeof options) => {
      if (list.length !== 1) return false;
      const {
        label: _l,
        mainArticle: _m,
        partOfName: _p,
        continent: _c,
        worldRank: _w,
        attractions: _a,
        ...chosen
      } = list[0]!;
      plan.destinations[index] = {
        ...chosen,
        ...(destination.stay ? { stay: destination.stay } : {}),
      };
      return true;
    };
    if (pick(options.filter((o) => others.some((d) => d.countryCode === o.countryCode)))) continue;
    // "Hamilton for 3 days - we're going to see hobbiton as well": the one a sight named with it
    // lies near (the Hobbiton Movie Set, 45 km from Hamilton, New Zealand; trav-055).
    const named = (await context.gazetteer.sightsNamedIn(message, [destination.name])).filter(
      (sight) => sight.kind === 'attraction',
    );
    if (pick(options.filter((o) => named.some((sight) => haversineKm(o, sight) <= SIGHT_NEAR_KM))))
      continue;
    // "Lima and Santiago" is Chile's, "Lisbon and Santiago" Spain's: a trip stays on one continent.
    const continents = new Set(
      await Promise.all(others.map((d) => context.gazetteer.continentOf(d.countryCode))),
    );
    const onContinent = options.filter((o) => o.continent !== null && continents.has(o.continent));
    if (pick(onContinent)) continue;
    // Chile's capital beside Santiago del Estero, both in South America with Lima.
    if (pick(onContinent.filter((o) => farBetterKnown(o, onContinent)))) continue;
    // "Santiago 5 days in january, want beaches": a beach month is summer on one side only.
    const summer = summerSide(plan);
    if (summer) {
      const sunny = options.filter((o) => Math.sign(o.lat) === summer);
      if (pick(sunny) || pick(sunny.filter((o) => farBetterKnown(o, sunny)))) continue;
    }
    const centre = tripCentre(context.trip);
    if (centre && pick(options.filter((o) => haversineKm(centre, o) < 1500))) continue;
    if (pick(options.filter((o) => famousAmong(o, options)))) continue;
    if (pick(options.filter((o) => farBetterKnown(o, options)))) continue;
    if (pick(options.filter((o) => islandOverTowns(o, options)))) continue;
    // A country's name means the country, not a town abroad named after it; a region abroad
    // (Georgia, the US state) is a real alternative.
    const country = options.some((o) => o.kind === 'country');
    const open = country ? options.filter((o) => o.kind !== 'city') : options;
    if (pick(open)) continue;
    // Among towns of one name, the one its travel guide article is named after.
    const exact = open.filter((o) => !o.partOfName);
    if (!country && exact.length === open.length && pick(exact.filter((o) => o.mainArticle)))
      continue;
    const labels = open.slice(0, 4).map((o) => o.label);
    return {
      type: 'clarify',
      question: `Did you mean ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}? Tell me which (for example "the one in ${open[0]!.countryName}").`,
      missing: 'destination',
      draft: {
        ...plan,
        ambiguous: {
          index,
          phrase: destination.name,
          options: open
            .slice(0, 4)
            .map(
              ({
                partOfName: _p,
                mainArticle: _m,
                continent: _c,
                worldRank: _w,
                attractions: _a,
                ...o
              }) => o,
            ),
        },
      },
    };
  }
  return null;
}

/**
 * The hemisphere whose summer a beach wish in a month asks for: 1 north (June–August), -1
 * south (December–February), null otherwise (trav-063 asked which Santiago for January beaches).
 */
function summerSide(plan: PlanTrip): 1 | -1 | null {
  const month = plan.when?.month;
  if (!month || !plan.interests.some((i) => i.category === 'beaches')) return null;
  if (month >= 6 && month <= 8) return 1;
  if (month === 12 || month <= 2) return -1;
  return null;
}

/** A sight named beside a place name this close to one of its namesakes settles which, km. */
const SIGHT_NEAR_KM = 100;

/**
 * A short form ("Rio") of a city among the world's most visited (FAMOUS_RANK) when every other
 * namesake is ten times less visited: travellers shorten only names everybody knows. A full
 * name shared by two real destinations (Santiago) is still asked about.
 */
const famousAmong = (option: Namesake, options: readonly Namesake[]) =>
  option.partOfName &&
  option.worldRank !== null &&
  option.worldRank <= FAMOUS_RANK &&
  options.every(
    (o) => o === option || (o.worldRank !== null && o.worldRank >= option.worldRank! * 10),
  );

/**
 * How many times less visited every other namesake must be before a full name is read as the
 * famous one without asking: San Francisco in California (466th) beside San Francisco in
 * Mexico (26,782nd); Córdoba in Argentina (258th) and in Spain (1,349th) are still asked about.
 */
const FAR_BETTER_KNOWN = 20;

/** A city far better known than every other place of its full name (all of them towns). */
const farBetterKnown = (option: Namesake, options: readonly Namesake[]) =>
  option.kind === 'city' &&
  option.worldRank !== null &&
  options.every(
    (o) =>
      o === option ||
      (o.kind === 'city' &&
        (o.worldRank === null || o.worldRank >= option.worldRank! * FAR_BETTER_KNOWN)),
  );

/**
 * An island or region travellers go to beside towns of its name that few visit: Bali is the
 * Indonesian island, not Bali in Cameroon or Bāli in India. The towns must rank outside the
 * world's top 1,000 and hold a fifth of its sights at most.
 */
const islandOverTowns = (option: Namesake, options: readonly Namesake[]) =>
  option.kind === 'region' &&
  option.attractions >= 20 &&
  options.every(
    (o) =>
      o === option ||
      (o.kind === 'city' &&
        (o.worldRank === null || o.worldRank > 1000) &&
        o.attractions * 5 <= option.attractions),
  );
