import {
  DestinationFactsInputSchema,
  MONTH_NAMES,
  SearchPlacesInputSchema,
  WhereToGoInputSchema,
  mcpTools,
  type ClimateMonth,
  type SearchPlacesInput,
} from '@ai-map/contracts';
import { ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AppContext } from '../../app-context';
import { gazetteerOf } from '../assistant/builtin-brain';
import type { DestinationMatch } from '../assistant/brain/gazetteer';
import * as tools from '../assistant/tools/toolbox';
import type { PickArea } from '../assistant/tools/place-picker.repository';
import * as catalog from '../catalog/catalog.service';
import {
  McpToolError,
  READ_ONLY,
  answer,
  idFrom,
  jsonResource,
  type McpCaller,
  type McpToolGroup,
} from './mcp-tool';

/** Where the climate tables come from (docs/data.md "Climate"), said with every table. */
const CLIMATE_SOURCE =
  'Monthly means 1991–2020: air from CRU TS 4.06, sea from NOAA ERSST v5; day and night temperatures are modelled from the mean (docs/data.md).';
const RATING_SCALE = "Our rating, 0–10, from the place's fame and details (docs/data.md).";

/** The catalogue's best match for a destination name, or a message saying there is none. */
export async function findDestination(ctx: AppContext, name: string): Promise<DestinationMatch> {
  const [best] = await gazetteerOf(ctx).findDestinations(name);
  if (!best) throw new McpToolError(`No destination called "${name}" in the catalogue.`);
  return best;
}

const climateRows = (months: readonly ClimateMonth[]) =>
  months.map((m) => ({
    month: MONTH_NAMES[m.month - 1],
    day_celsius: m.avg_day,
    night_celsius: m.avg_night,
    sea_celsius: m.avg_water,
    season: m.season,
  }));

/** The country facts every destination carries, as the country page shows them. */
async function countryPart(ctx: AppContext, caller: McpCaller, countryId: number) {
  const country = await catalog.getCountry(ctx, caller.user?.id ?? null, String(countryId));
  return {
    country: country.name,
    currencies: country.currencies.map((c) => ({ code: c.iso_code, name: c.name })),
    languages: country.languages,
    country_time_zones: country.timezones,
    safety_advisory: country.advisory ?? {
      none: `Our data holds no government travel advisory for ${country.name}.`,
    },
    country_cost: country.cost_for_week,
    country_cost_source: country.cost_source?.text ?? null,
  };
}

async function destinationFacts(ctx: AppContext, caller: McpCaller, name: string) {
  const found = await findDestination(ctx, name);
  if (found.kind === 'city') {
    const city = await catalog.getCity(ctx, caller.user?.id ?? null, String(found.id));
    const country = await countryPart(ctx, caller, city.country_id);
    const months = Object.values(city.climatic_seasons ?? {});
    return {
      destination: { name: city.name, kind: city.destination_type, region: city.region_name },
      ...country,
      time_zone: city.timezone,
      climate: months.length
        ? { of: city.name, months: climateRows(months), source: CLIMATE_SOURCE }
        : { none: `Our data holds no climate table for ${city.name}.` },
      cost_for_week_usd: city.cost_for_week,
      cost_source: city.cost_source?.text ?? null,
    };
  }
  // A country or a region: the country's facts, its weather read from its best-known city.
  const box = tools.catalogueBox(ctx);
  const countryId =
    found.kind === 'country'
      ? found.id
      : ((await tools.countryByCode(box, found.countryCode))?.id ?? null);
  if (countryId === null) throw new McpToolError(`No country facts for "${name}".`);
  const { country_cost, country_cost_source, ...country } = await countryPart(
    ctx,
    caller,
    countryId,
  );
  const [best] = await tools.countryClimate(box, countryId);
  return {
    destination: { name: found.name, kind: found.kind },
    ...country,
    climate: best?.climate
      ? {
          of: best.name,
          note: `Read from ${best.name}, the best-known city of ${country.country} with a climate table.`,
          months: climateRows(best.climate),
          source: CLIMATE_SOURCE,
        }
      : { none: `Our data holds no climate table for ${found.name}.` },
    cost_for_week_usd: country_cost,
    cost_source: country_cost_source,
  };
}

async function searchPlaces(ctx: AppContext, input: SearchPlacesInput) {
  let area: PickArea;
  let where: string;
  if (input.near !== undefined) {
    const found = await findDestination(ctx, input.near);
    area = tools.pickAreaOf(found);
    where = `${found.name} (${found.kind}${found.kind === 'country' ? '' : `, ${found.countryName}`})`;
  } else if (input.lat !== undefined && input.lng !== undefined) {
    area = { type: 'near', lat: input.lat, lng: input.lng };
    where = `around ${input.lat}, ${input.lng}`;
  } else {
    throw new McpToolError('Give `near` (a place name) or both `lat` and `lng`.');
  }
  const found = await tools.searchPlaces(
    tools.catalogueBox(ctx),
    area,
    [input.kind],
    input.categories,
    input.min_rating ?? null,
    input.limit,
  );
  return {
    searched: where,
    places: found.map((place) => ({
      place_id: place.id,
      place_type: tools.placeTypeOf[place.kind],
      name: place.name,
      rating: place.rating,
      city: place.cityName,
      lat: place.lat,
      lng: place.lng,
    })),
    ...(found.length === 0 ? { none: `The catalogue has no such places ${where}.` } : {}),
    rating_scale: RATING_SCALE,
  };
}

/** Search, facts and where-and-when: the catalogue, read-only, for anyone. */
export const catalogueTools: McpToolGroup = (server, ctx, caller) => {
  server.registerTool(
    mcpTools.searchPlaces,
    {
      title: 'Search places',
      description:
        'Find attractions, food places or shops in or near a destination (or around a point), best rated first. The results carry place_id and place_type for add_stop.',
      inputSchema: SearchPlacesInputSchema,
      annotations: READ_ONLY,
    },
    answer(ctx, (input) => searchPlaces(ctx, input)),
  );

  server.registerTool(
    mcpTools.destinationFacts,
    {
      title: 'Destination facts',
      description:
        'Facts about a city, region or country from our data: climate by month, typical weekly cost for one traveller (USD) with its source, currencies, languages, time zones and the U.S. State Department travel advisory with its date and link (always credit it).',
      inputSchema: DestinationFactsInputSchema,
      annotations: READ_ONLY,
    },
    answer(ctx, ({ destination }) => destinationFacts(ctx, caller, destination)),
  );

  server.registerTool(
    mcpTools.whereToGo,
    {
      title: 'Where to go in a month',
      description:
        'Destinations for a month, ranked by how well that month’s day temperature fits, the weekly cost and how much there is to see (one per country): "somewhere warm in February with beaches under $1000 a week".',
      inputSchema: WhereToGoInputSchema,
      annotations: READ_ONLY,
    },
    answer(ctx, async (want) => {
      if (want.min_day_celsius > want.max_day_celsius) {
        throw new McpToolError('min_day_celsius must not be above max_day_celsius.');
      }
      const rows = await tools.whereToGo(tools.catalogueBox(ctx), {
        month: want.month,
        temperature: { min: want.min_day_celsius, max: want.max_day_celsius },
        beach: want.beach,
        snow: want.max_day_celsius <= 2,
        maxWeekly: want.max_weekly_usd ?? null,
        continent: want.region ?? null,
        limit: want.limit,
      });
      return {
        month: MONTH_NAMES[want.month - 1],
        destinations: rows.map((row) => ({
          city_id: row.id,
          city: row.name,
          country: row.countryName,
          day_celsius: row.month.avg_day,
          night_celsius: row.month.avg_night,
          sea_celsius: row.month.avg_water,
          cost_for_week_usd: row.costForWeek,
          attractions: row.attractions,
        })),
        ...(rows.length === 0 ? { none: 'No destination in our data fits all of that.' } : {}),
        climate_source: CLIMATE_SOURCE,
      };
    }),
  );

  server.registerResource(
    'place',
    new ResourceTemplate('place://{kind}/{id}', { list: undefined }),
    {
      title: 'A catalogue place',
      description:
        'An attraction, food place or shop: kind attraction|food|shop and its id (search_places).',
      mimeType: 'application/json',
    },
    (uri, variables) =>
      jsonResource(ctx, uri, async () => {
        const id = idFrom(variables.id, 'The place id');
        const place = await tools.placeFacts(tools.catalogueBox(ctx), id);
        if (!place || place.kind !== variables.kind) {
          throw new McpToolError(`No ${String(variables.kind)} with id ${id}.`);
        }
        // Phone and website are left out: the place page reveals them by the plan's limits.
        return {
          place_id: place.id,
          kind: place.kind,
          name: place.name,
          city: place.cityName,
          country: place.countryName,
          lat: place.lat,
          lng: place.lng,
          categories: place.categories,
          type: place.type,
          cuisines: place.cuisines,
          address: place.address,
          opening_hours: place.openingHours,
          rating: place.rating,
          rating_scale: RATING_SCALE,
          visitors_per_year: place.visitors,
          heritage: place.heritage,
          wikipedia: place.wikipedia,
          wikidata: place.wikidata,
          description: place.description,
          description_source: place.descriptionUrl,
        };
      }),
  );
};
