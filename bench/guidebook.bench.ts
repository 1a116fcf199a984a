/**
 * The guidebook comparison of issue 26: for each city of a guidebook editor's lists
 * (bench/data/guidebook/seen.json, used while tuning the rating; unseen.json, kept unread until
 * the end), how many of the editor's top 10 sights are in the product's top 15 — the bundle's
 * attractions within 10 km of the city, best rated first, as the city pages and the assistant
 * order them offline. A guidebook sight counts when a place has its name, one of its other names
 * or its Wikipedia title (folded; within 3 km of the editor's point), or a name that contains or
 * is contained in one of them (6+ letters, within 1.5 km).
 * Run: npx tsx bench/guidebook.bench.ts [seen|unseen] [--verbose]   Results: bench/RESULTS.md
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { haversineKm, type PlaceRecord } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import { enwikiTitle } from '../data/scripts/wikipedia-sights';

interface GuidebookSight {
  name: string;
  alt: string[];
  lat: number;
  lng: number;
}
interface GuidebookCity {
  city: string;
  lat: number;
  lng: number;
  top10: GuidebookSight[];
}

const set = process.argv[2] === 'unseen' ? 'unseen' : 'seen';
const verbose = process.argv.includes('--verbose');
const repo = path.resolve(import.meta.dirname, '..');
const lists = JSON.parse(
  readFileSync(path.join(repo, `bench/data/guidebook/${set}.json`), 'utf8'),
) as { cities: GuidebookCity[] };
const attractions = gunzipSync(readFileSync(path.join(repo, 'data/bundle/places.ndjson.gz')))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as PlaceRecord)
  .filter((place) => place.kind === 'attraction');

function matches(sight: GuidebookSight, place: PlaceRecord): boolean {
  const names = [sight.name, ...sight.alt].map(foldName).filter(Boolean);
  const own = foldName(place.name);
  const title = foldName(enwikiTitle(place.wikipedia) ?? '');
  const km = haversineKm(sight, place);
  return names.some(
    (name) =>
      ((name === own || name === title) && km < 3) ||
      (name.length >= 6 &&
        own.length >= 6 &&
        (name.includes(own) || own.includes(name)) &&
        km < 1.5),
  );
}

let total = 0;
for (const city of lists.cities) {
  const near = attractions
    .filter((place) => haversineKm(city, place) <= 10)
    .sort((a, b) => b.rating - a.rating);
  const top = near.slice(0, 15);
  const found = city.top10.filter((sight) => top.some((place) => matches(sight, place)));
  const inCatalogue = city.top10.filter((sight) => near.some((place) => matches(sight, place)));
  total += found.length;
  console.log(`| ${city.city} | ${found.length} | ${inCatalogue.length} | ${near.length} |`);
  if (verbose) {
    console.log(`  top 15: ${top.map((p) => `${p.name} ${p.rating}`).join('; ')}`);
    console.log(
      `  missed: ${city.top10
        .filter((s) => !found.includes(s))
        .map((s) => {
          // A missed sight the catalogue has: its rank and rating, to see how far it is.
          const rank = near.findIndex((place) => matches(s, place));
          return rank < 0
            ? `${s.name} (absent)`
            : `${s.name} (#${rank + 1}, ${near[rank]!.rating})`;
        })
        .join('; ')}`,
    );
  }
}
console.log(
  `${set}: ${(total / lists.cities.length).toFixed(2)} of a guidebook's top 10 in the top 15 on average (${lists.cities.length} cities)`,
);
