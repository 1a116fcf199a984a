import { importMessages, importSkipReasons, MAX_IMPORT_POINTS } from '@ai-map/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { HttpError } from '../../lib/http-error';
import { badFile, EntryList, type Entries } from './import-entries';

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const NUMBER = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
/** Where Google Maps links carry a position, most precise first. */
const URL_POSITIONS: { pattern: RegExp; order: 'latlng' }[] = [
  { pattern: new RegExp(String.raw`!3d${NUMBER}!4d${NUMBER}`), order: 'latlng' },
  { pattern: new RegExp(String.raw`/@${NUMBER},${NUMBER}`), order: 'latlng' },
  {
    pattern: new RegExp(
      String.raw`[?&](?:q|query|ll|center|destination)=${NUMBER},\s*\+?${NUMBER}`,
    ),
    order: 'latlng',
  },
  {
    pattern: new RegExp(String.raw`/maps/(?:search|place|dir)/${NUMBER},\s*\+?${NUMBER}`),
    order: 'latlng',
  },
];

/**
 * The position a Google Maps link holds, if any: `!3dLAT!4dLNG`, `/@LAT,LNG,zoom`,
 * `?q=LAT,LNG` or `/maps/search/LAT,LNG`. Place links by feature id only (`?cid=…`,
 * `!1s0x…:0x…`) hold none.
 */
export function positionFromGoogleUrl(url: string | null): { lat: number; lng: number } | null {
  if (!url) return null;
  let decoded = url;
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: read the link as it is.
  }
  for (const { pattern } of URL_POSITIONS) {
    const found = pattern.exec(decoded);
    if (!found) continue;
    const lat = Number(found[1]);
    const lng = Number(found[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0)) {
      return { lat, lng };
    }
  }
  return null;
}

/**
 * Google Takeout "Saved Places.json": a GeoJSON FeatureCollection of Point features. Current
 * exports put `location.{name,address,country_code}`, `google_maps_url`, `date` and sometimes
 * `Comment` in `properties`; older ones `Title`, `Google Maps URL` and `Location.{Business Name,
 * Address, Geo Coordinates}`. Places Google could not place have [0, 0]: their link is tried.
 */
export function parseGoogleJson(text: string): Entries {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badFile(importMessages.badJson);
  }
  const root = asNode(json);
  if (root.type !== 'FeatureCollection' || !Array.isArray(root.features)) {
    throw badFile(importMessages.notGeoJson);
  }
  if (root.features.length > MAX_IMPORT_POINTS) {
    throw new HttpError(413, 'payload_too_large', importMessages.tooManyPoints);
  }
  const entries = new EntryList();
  for (const raw of root.features) {
    const feature = asNode(raw);
    const props = asNode(feature.properties);
    const location = asNode(props.location ?? props.Location);
    const address = str(location.address) ?? str(location.Address);
    const name =
      str(location.name) ??
      str(location['Business Name']) ??
      str(props.Title) ??
      str(props.name) ??
      address ??
      '';
    const link = str(props.google_maps_url) ?? str(props['Google Maps URL']);
    const geometry = asNode(feature.geometry);
    if (geometry.type !== undefined && geometry.type !== 'Point') {
      entries.skip(name, importSkipReasons.notAPoint);
      continue;
    }
    const coordinates = Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
    const [lng, lat] = coordinates.map(Number);
    const old = asNode(location['Geo Coordinates']);
    const placed =
      lat !== undefined && lng !== undefined && !(lat === 0 && lng === 0)
        ? { lat, lng }
        : str(old.Latitude) && str(old.Longitude)
          ? { lat: Number(old.Latitude), lng: Number(old.Longitude) }
          : positionFromGoogleUrl(link);
    const note = [
      str(props.Comment) ?? str(props.comment),
      address && address !== name ? address : null,
    ]
      .filter(Boolean)
      .join('\n');
    entries.add({
      name,
      lat: placed?.lat ?? null,
      lng: placed?.lng ?? null,
      note: note === '' ? null : note.slice(0, 2000),
      link,
      folder: null,
    });
  }
  return entries;
}

/**
 * A Google Maps saved list exported by Takeout ("Saved/Want to go.csv"): columns Title, Note,
 * URL (newer exports add Tags and Comment), a blank row under the header. The URL is a place
 * link that holds coordinates only sometimes; the others are skipped with the reason.
 */
export function parseGoogleCsv(text: string): Entries {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
      to: MAX_IMPORT_POINTS + 2,
    }) as Record<string, string>[];
  } catch {
    throw badFile(importMessages.badCsv);
  }
  if (rows.length === 0 && !/^\uFEFF?\s*title\s*,/i.test(text)) {
    throw badFile(importMessages.notGoogleCsv);
  }
  const header = Object.keys(rows[0] ?? {});
  if (rows.length > 0 && (!header.includes('title') || !header.includes('url'))) {
    throw badFile(importMessages.notGoogleCsv);
  }
  const entries = new EntryList();
  for (const row of rows) {
    if (Object.values(row).every((v) => (v ?? '').trim() === '')) continue;
    const link = str(row.url);
    const position = positionFromGoogleUrl(link);
    const note = [str(row.note), str(row.comment), str(row.tags)].filter(Boolean).join('\n');
    entries.add({
      name: str(row.title) ?? '',
      lat: position?.lat ?? null,
      lng: position?.lng ?? null,
      note: note === '' ? null : note.slice(0, 2000),
      link,
      folder: null,
    });
  }
  return entries;
}
