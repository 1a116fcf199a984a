import type { About, ContactInfo } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { readManifest } from '../catalog/import/bundle-import';

const SECTIONS = [
  {
    heading: 'What this is',
    body: 'AI Travel Map is an open-source travel map and trip planner. Ask the assistant for a trip, explore countries, cities, attractions, food, shops and events on the map, and turn what you find into a day-by-day plan you can share with friends.',
  },
  {
    heading: 'Where the data comes from',
    body: 'Every country, city and place comes from open data: country facts, climate normals, city lists, Wikidata and OpenStreetMap. The sources below list each one with its licence and the credit it asks for. Weekly costs are an estimate: a mid-range reference week in the USA scaled by each country’s World Bank price level.',
  },
  {
    heading: 'What we do not claim',
    body: 'Ratings are computed from open figures such as visitor numbers and population, not from reviews. Climate figures are 1991–2020 averages, not forecasts. Where our data cannot back a filter, the filter says so instead of guessing.',
  },
  {
    heading: 'Contribute',
    body: 'Missing or wrong places are best fixed at the source, in OpenStreetMap or Wikidata, so everyone benefits; the next catalogue build picks the change up. Ideas and bug reports are welcome through the contact form.',
  },
];

export async function about(ctx: AppContext): Promise<About> {
  const bundleDir = ctx.config.bundleDir;
  let sources: About['sources'] = [];
  let version: string | null = null;
  if (bundleDir) {
    try {
      const manifest = await readManifest(bundleDir);
      sources = manifest.sources.map((s) => ({
        name: s.name,
        licence: s.licence,
        attribution: s.attribution,
        url: s.url,
      }));
      version = manifest.version;
    } catch (error) {
      ctx.log.warn({ err: error, bundleDir }, 'about: cannot read the bundle manifest');
    }
  }
  return { title: 'About AI Travel Map', sections: SECTIONS, sources, catalogue_version: version };
}

export function contactInfo(ctx: AppContext): ContactInfo {
  return {
    email: ctx.config.contactEmail,
    feedback_url: '/contacts',
    response_time: 'We read every message and usually answer within three working days.',
  };
}
