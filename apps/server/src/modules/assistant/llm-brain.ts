import { TransportTypeSchema } from '@ai-map/contracts';
import { categoryTreeOf } from '@ai-map/osm';
import { z } from 'zod';
import { presentAdvisory } from '../catalog/facts.presenter';
import { askedTransportView } from '../planner/trips.service';
import { gazetteerOf } from './builtin-brain';
import type { Brain, TurnInput } from './chat-turn';
import { agentTool, answerWithLlm, type AgentTools, type LlmSettings } from './llm/llm-agent';
import { unsupportedPlaces, withoutSentencesNaming } from './llm/grounding';
import type { PickKind } from './tools/place-picker.repository';
import * as tools from './tools/toolbox';
import { stopsOf, summarizeTrip } from './tools/trip-summary';

const PLACE_TYPES = { attraction: 'attraction', food: 'food_and_drinks', shop: 'shop' } as const;
const KindSchema = z.enum(['attraction', 'food', 'shop']);

/** Resolves a destination the model named ("Rome", "Portugal") against the catalogue. */
async function destination(input: TurnInput, name: string) {
  const [best] = await gazetteerOf(input.ctx).findDestinations(name);
  return best ?? null;
}

const areaOf = tools.pickAreaOf;

/** The chat's trip as the model reads it (`read_trip`, and the answer of every edit). */
async function tripOf(box: tools.Toolbox) {
  const current = await tools.readTrip(box);
  return current ? summarizeTrip(current) : { none: 'This chat has no trip yet.' };
}

/**
 * The tools as a language model sees them: names, arguments, and compact JSON results. Three
 * groups, in the order the model is shown them: planning, editing the trip, looking things up.
 */
function toolsFor(input: TurnInput, box: tools.Toolbox): AgentTools {
  return { ...planningTools(input, box), ...editingTools(box), ...lookupTools(input, box) };
}

/** Reading the trip, planning a new one and finding places for it. */
function planningTools(input: TurnInput, box: tools.Toolbox): AgentTools {
  const trip = () => tripOf(box);
  return {
    read_trip: agentTool({
      description: "Read the chat's trip: its days and numbered stops with their ids.",
      input: z.object({}),
      run: trip,
    }),
    plan_trip: agentTool({
      description:
        'Plan a new trip (replacing the chat trip) to one or more destinations for a number of days, ' +
        'built around interests given as category slugs such as museums, art, history, nature, beaches, nightlife, restaurants.',
      input: z.object({
        destinations: z.array(z.string()).min(1).max(5),
        days: z.number().int().min(1).max(60),
        interests: z.array(z.string()).max(8).default([]),
        pace: z.enum(['relaxed', 'normal', 'packed']).default('normal'),
        transport: TransportTypeSchema.nullable()
          .default(null)
          .describe(
            'A transport the traveller asked for ("by train"): legs take it where it makes sense.',
          ),
      }),
      run: async ({ destinations, days, interests, pace, transport }) => {
        const areas = [];
        for (const name of destinations) {
          const found = await destination(input, name);
          if (!found) return { error: `No destination called ${name} in the catalogue.` };
          areas.push(found);
        }
        const outcome = await tools.planTrip(box, {
          areas,
          days,
          // The tree decides the kind of place picked: a food slug picks restaurants, not sights.
          interests: interests.flatMap((category) => {
            const tree = categoryTreeOf(category);
            return tree ? [{ category, tree, related: [] }] : [];
          }),
          pace,
          title: `${days} days in ${areas.map((area) => area.name).join(' and ')}`,
          transport,
        });
        if (!outcome) return { error: 'The catalogue has no places there yet.' };
        return {
          trip: summarizeTrip(outcome.trip),
          missing_interests: outcome.missing,
          destinations_without_places: outcome.empty,
          days_planned: outcome.daysPlanned,
          // Days with a stop: the rest are free days the reply must name, never drop.
          days_with_stops: outcome.daysFilled,
          budget_estimate_usd: outcome.budget.total,
          // Where the places came from (fetched from OpenStreetMap now, still coming, offline):
          // the reply says it when the plan is thin.
          places_source: outcome.live,
          // What the asked transport did, so the reply can say which legs could not take it.
          asked_transport: outcome.transport && askedTransportView(outcome.transport),
        };
      },
    }),
    search_places: agentTool({
      description:
        'Find places (attractions, food, shops) in or near a destination, best rated first.',
      input: z.object({
        near: z.string().describe('A city, region or country name'),
        kind: KindSchema.default('attraction'),
        categories: z.array(z.string()).max(6).default([]),
        min_rating: z.number().min(0).max(10).nullable().default(null),
      }),
      run: async ({ near, kind, categories, min_rating }) => {
        const found = await destination(input, near);
        if (!found) return { error: `No destination called ${near} in the catalogue.` };
        return tools.searchPlaces(box, areaOf(found), [kind as PickKind], categories, min_rating);
      },
    }),
  };
}

/** Changing the trip's stops and transport; each answers with the trip as it now is. */
function editingTools(box: tools.Toolbox): AgentTools {
  const trip = () => tripOf(box);
  return {
    add_stop: agentTool({
      description: 'Add a place (an id from search_places) to a day of the trip.',
      input: z.object({
        place_id: z.number().int(),
        kind: KindSchema,
        day: z.number().int().min(1),
      }),
      run: async ({ place_id, kind, day }) => {
        await tools.addStop(box, { id: place_id, type: PLACE_TYPES[kind] }, day);
        return trip();
      },
    }),
    remove_stop: agentTool({
      description: 'Remove a stop (its id from read_trip) from the trip.',
      input: z.object({ stop_id: z.number().int() }),
      run: async ({ stop_id }) => {
        await tools.removeStop(box, stop_id);
        return trip();
      },
    }),
    move_stop: agentTool({
      description: 'Move a stop (its id from read_trip) to the end of another day.',
      input: z.object({ stop_id: z.number().int(), to_day: z.number().int().min(1) }),
      run: async ({ stop_id, to_day }) => {
        const current = await tools.readTrip(box);
        const stop = current && stopsOf(current).find((s) => s.place_to_visit_id === stop_id);
        if (!stop) return { error: `No stop ${stop_id} in the trip.` };
        await tools.moveStop(box, { id: stop.id, type: stop.point_type }, { day: to_day });
        return trip();
      },
    }),
    change_transport: agentTool({
      description:
        'Change how the trip travels from a stop to the next one (stop_id: as asked), or on every leg of a day or of the trip, where the mode makes sense (short legs stay on foot; the answer says what was kept).',
      input: z.object({
        mode: TransportTypeSchema,
        stop_id: z.number().int().optional(),
        day: z.number().int().optional(),
      }),
      run: async ({ mode, stop_id, day }) => {
        const current = await tools.readTrip(box);
        if (!current) return { error: 'This chat has no trip yet.' };
        if (stop_id !== undefined) {
          const legs = stopsOf(current).filter((s) => s.id === stop_id);
          const changed = await tools.changeTransport(
            box,
            legs.map((s) => ({ id: s.id, type: s.point_type })),
            mode,
          );
          return { changed_legs: changed };
        }
        // Every leg (of a day): the planner's rule keeps short legs on foot, trains between towns.
        return askedTransportView(await tools.askTransport(box, mode, day));
      },
    }),
  };
}

/** Facts about places, countries, climate and costs, the trip's budget, and the map. */
function lookupTools(input: TurnInput, box: tools.Toolbox): AgentTools {
  return {
    place_facts: agentTool({
      description:
        'Facts about a place by id: address, opening hours, website, rating, description.',
      input: z.object({ place_id: z.number().int() }),
      run: async ({ place_id }) =>
        (await tools.placeFacts(box, place_id)) ?? { error: 'No such place.' },
    }),
    city_climate: agentTool({
      description:
        "A city's or a country's climate by month (a country's is its best-known city's): day and night temperatures, sea temperature, season. Use it for the best time to visit.",
      input: z.object({ city: z.string() }),
      run: async ({ city }) => {
        const found = await destination(input, city);
        if (!found) return { error: `No place called ${city} in the catalogue.` };
        if (found.kind === 'city')
          return (await tools.cityFacts(box, found.id, 'city_climate')) ?? { error: 'No data.' };
        const country = await tools.countryByCode(box, found.countryCode);
        const [best] = country ? await tools.countryClimate(box, country.id) : [];
        return best ?? { error: `No climate data for ${found.name}.` };
      },
    }),
    country_facts: agentTool({
      description:
        "A country's currencies, languages, capital, continent, time zones and U.S. State Department travel advisory (always credit it as given).",
      input: z.object({ country: z.string() }),
      run: async ({ country }) => {
        const found = await destination(input, country);
        if (!found) return { error: `No country called ${country} in the catalogue.` };
        const facts = await tools.countryByCode(box, found.countryCode);
        if (!facts) return { error: 'No data.' };
        // The advisory as every screen shows it: credited and dated.
        return { ...facts, advisory: presentAdvisory(facts.advisory) };
      },
    }),
    trip_budget: agentTool({
      description:
        "The chat trip's budget in US dollars: the planners' own, else the planner's estimate.",
      input: z.object({}),
      run: async () => {
        const current = await tools.readTrip(box);
        if (!current) return { error: 'This chat has no trip yet.' };
        return tools.tripBudget(box, current.id);
      },
    }),
    where_to_go: agentTool({
      description:
        'Destinations for a month ranked by that month\'s climate, weekly cost, coast and sights: for "somewhere warm in February with beaches under $1000 a week".',
      input: z.object({
        month: z.number().int().min(1).max(12),
        min_day_celsius: z.number().default(12),
        max_day_celsius: z.number().default(32),
        beach: z.boolean().default(false),
        max_weekly_usd: z.number().nullable().default(null),
        region: z
          .string()
          .nullable()
          .default(null)
          .describe('A continent (Europe, Asia, Africa, Americas, Oceania) or a subregion'),
      }),
      run: async (want) =>
        (
          await tools.whereToGo(box, {
            month: want.month,
            temperature: { min: want.min_day_celsius, max: want.max_day_celsius },
            beach: want.beach,
            snow: want.max_day_celsius <= 2,
            maxWeekly: want.max_weekly_usd,
            continent: want.region,
            limit: 5,
          })
        ).map((row) => ({
          city: row.name,
          country: row.countryName,
          day_celsius: row.month.avg_day,
          sea_celsius: row.month.avg_water,
          cost_for_week_usd: row.costForWeek,
          sights: row.attractions,
        })),
    }),
    costs: agentTool({
      description: 'Typical cost of a week for one traveller in a city or country, in US dollars.',
      input: z.object({ destination: z.string() }),
      run: async ({ destination: name }) => {
        const found = await destination(input, name);
        if (!found) return { error: `No destination called ${name}.` };
        const facts =
          found.kind === 'city'
            ? await tools.cityFacts(box, found.id, 'costs')
            : found.kind === 'country'
              ? await tools.countryFacts(box, found.id, 'costs')
              : null;
        return { name: found.name, cost_for_week_usd: facts?.costForWeek ?? null };
      },
    }),
    show_on_map: agentTool({
      description:
        'Move the map to a destination, or to the whole trip when no destination is given.',
      input: z.object({ destination: z.string().optional() }),
      run: async ({ destination: name }) => {
        if (name) {
          const found = await destination(input, name);
          if (!found) return { error: `No destination called ${name}.` };
          tools.showOnMap(box, [found]);
          return { shown: found.name };
        }
        const current = await tools.readTrip(box);
        tools.showOnMap(box, current ? stopsOf(current).map((s) => s.geo_points) : []);
        return { shown: 'the trip' };
      },
    }),
  };
}

const SYSTEM = [
  'You are the assistant of an AI travel map and trip planner.',
  'Plan and edit the trip in this chat with the tools; answer in a few friendly sentences.',
  "Only state facts that the tools returned, and name only places that are in the trip or in the tools' results; when they have no data, say so.",
  'After changing the trip, summarise what changed.',
].join(' ');

/** Records what the tools returned, so the answer's place names can be checked against it. */
function recording(all: AgentTools, seen: string[]): AgentTools {
  return Object.fromEntries(
    Object.entries(all).map(([name, spec]) => [
      name,
      {
        ...spec,
        run: async (args: unknown) => {
          const result = await spec.run(args);
          seen.push(JSON.stringify(result));
          return result;
        },
      },
    ]),
  );
}

/** A brain backed by any OpenAI-compatible model, with the same tools as the built-in one. */
export function createLlmBrain(settings: LlmSettings): Brain {
  return async (input) => {
    const box = tools.createToolbox(input.ctx, input.chat, input.viewer);
    const current = await tools.readTrip(box);
    const context = current
      ? `The chat's trip: ${JSON.stringify(summarizeTrip(current))}`
      : 'The chat has no trip yet.';
    const location = input.userLocation
      ? ` The user is at ${input.userLocation.lat}, ${input.userLocation.lng}.`
      : '';
    const seen: string[] = [context];
    const agentTools = recording(toolsFor(input, box), seen);
    const history = [...input.history, { role: 'user' as const, content: input.text }];
    const system = `${SYSTEM} ${context}${location}`;
    let answer = await answerWithLlm(settings, { system, history, tools: agentTools });
    const calls = [...answer.toolCalls];

    const gazetteer = gazetteerOf(input.ctx);
    const isKnownPlace = async (phrase: string) => {
      const [place] = await gazetteer.findPlaces(phrase);
      const [found] = await gazetteer.findDestinations(phrase);
      const same = (name: string | undefined) => name?.toLowerCase() === phrase.toLowerCase();
      return same(place?.name) || (same(found?.name) && (found?.score ?? 0) >= 0.95);
    };
    const grounding = () => [...seen, ...history.map((entry) => entry.content)].join('\n');
    let unsupported = await unsupportedPlaces(answer.text, grounding(), isKnownPlace);
    if (unsupported.length) {
      // Once more, told which names nothing supported; the tools stay available.
      answer = await answerWithLlm(settings, {
        system: `${system} Your previous answer named ${unsupported.join(', ')}, which are neither in the trip nor in any tool result. Answer again, naming only places from the trip or the tools' results.`,
        history,
        tools: agentTools,
      });
      calls.push(...answer.toolCalls);
      unsupported = await unsupportedPlaces(answer.text, grounding(), isKnownPlace);
    }
    const text = unsupported.length
      ? withoutSentencesNaming(answer.text, unsupported) ||
        "I couldn't confirm the places of my answer in our data, so I left them out. Ask me to search for places and I'll list what the catalogue has."
      : answer.text;
    return {
      answer: text,
      boundingBox: box.effects.boundingBox,
      isChanges: box.effects.isChanges,
      tools: calls,
    };
  };
}
