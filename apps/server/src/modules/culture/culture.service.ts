import type { AppContext } from '../../app-context';
import {
  listPageOf,
  placeName,
  presentCards,
  type Location,
  type Viewer,
} from '../places/place-cards';
import * as places from '../places/places.repository';
import type { PageRequest } from '../catalog/ordering';
import { today } from '../events/events.service';
import { concerning } from '../places/place-cards';

/**
 * A country's own cuisine(s), as cuisine slugs of the food tree (ISO 3166 alpha-2 → slugs).
 * Countries without a cuisine of their own in the tree only count `regional` (OSM `cuisine=
 * regional`/`local`/`traditional`), which every country has.
 */
export const NATIONAL_CUISINES: Record<string, string[]> = {
  IT: ['italian'],
  FR: ['french'],
  ES: ['spanish', 'tapas'],
  PT: ['portuguese'],
  GR: ['greek'],
  MT: ['maltese'],
  DE: ['german'],
  AT: ['austrian'],
  CH: ['swiss'],
  GB: ['british', 'fish-and-chips'],
  IE: ['irish'],
  DK: ['danish', 'scandinavian'],
  SE: ['scandinavian'],
  NO: ['scandinavian'],
  IS: ['scandinavian'],
  FI: ['scandinavian'],
  BE: ['belgian', 'friture'],
  NL: ['dutch'],
  PL: ['polish'],
  CZ: ['czech'],
  HU: ['hungarian'],
  RU: ['russian'],
  GE: ['georgian'],
  RS: ['balkan'],
  BA: ['balkan'],
  ME: ['balkan'],
  MK: ['balkan'],
  AL: ['balkan'],
  XK: ['balkan'],
  HR: ['balkan'],
  SI: ['balkan'],
  BG: ['balkan'],
  CN: ['chinese'],
  JP: ['japanese', 'sushi'],
  KR: ['korean'],
  TH: ['thai'],
  VN: ['vietnamese'],
  IN: ['indian', 'curry'],
  NP: ['nepalese'],
  PK: ['pakistani'],
  ID: ['indonesian'],
  MY: ['malaysian'],
  SG: ['singaporean'],
  PH: ['filipino'],
  TR: ['turkish', 'kebab'],
  LB: ['lebanese'],
  IR: ['persian'],
  IL: ['israeli'],
  SA: ['arab'],
  AE: ['arab'],
  QA: ['arab'],
  KW: ['arab'],
  BH: ['arab'],
  OM: ['arab'],
  JO: ['arab'],
  SY: ['arab'],
  IQ: ['arab'],
  YE: ['arab'],
  EG: ['arab'],
  MA: ['moroccan'],
  ET: ['ethiopian'],
  US: ['american', 'tex-mex', 'burger', 'barbecue'],
  MX: ['mexican', 'tex-mex'],
  BR: ['brazilian'],
  AR: ['argentinian'],
  PE: ['peruvian'],
  CU: ['caribbean', 'latin-american'],
  JM: ['caribbean'],
  DO: ['caribbean', 'latin-american'],
  HT: ['caribbean'],
  BS: ['caribbean'],
  BB: ['caribbean'],
  TT: ['caribbean'],
  CO: ['latin-american'],
  VE: ['latin-american'],
  CL: ['latin-american'],
  EC: ['latin-american'],
  BO: ['latin-american'],
  PY: ['latin-american'],
  UY: ['latin-american'],
};

/** Event categories that are a place's own culture: its holidays, observances and carnivals. */
export const CULTURE_EVENT_CATEGORIES = ['public-holidays', 'observances', 'cultural-festivals'];

export type CultureList = 'attractions' | 'events' | 'food';

const titles: Record<CultureList, string> = {
  attractions: 'Local culture: heritage and traditions',
  events: 'Local culture: holidays and festivals',
  food: 'Local culture: local cuisine',
};

/**
 * Local culture of a location. attractions: those flagged local_culture (listed heritage,
 * history, religion, art…); events: upcoming holidays, observances and cultural festivals (the
 * nationwide ones included) and any event flagged local_culture; food: places flagged
 * local_culture or serving the country's own cuisine (NATIONAL_CUISINES) or `regional` food.
 */
export async function cultureList(
  ctx: AppContext,
  viewer: Viewer,
  p: PageRequest,
  list: CultureList,
  location: Location,
) {
  const listType = `${location.level}_local_culture_${list}`;
  const meta = {
    title: `${titles[list]} of ${placeName(location)}`,
    description: `${titles[list]} of ${placeName(location)}.`,
  };
  if (list === 'attractions') {
    const { rows, total } = await places.listPlaces(
      ctx.db,
      { kind: 'attraction', localCulture: true, ...location.filter },
      p,
    );
    return listPageOf(
      p,
      total,
      await presentCards(ctx, viewer, 'attraction', rows),
      listType,
      meta,
    );
  }
  if (list === 'events') {
    const { rows, total } = await places.listPlaces(
      ctx.db,
      {
        kind: 'event',
        concerning: concerning(location),
        endingFrom: today(),
        culture: { categories: CULTURE_EVENT_CATEGORIES, cuisines: [] },
      },
      p,
    );
    return listPageOf(p, total, await presentCards(ctx, viewer, 'event', rows), listType, meta);
  }
  const cuisines = ['regional', ...(NATIONAL_CUISINES[location.countryIso2] ?? [])];
  const { rows, total } = await places.listPlaces(
    ctx.db,
    { kind: 'food', culture: { categories: [], cuisines }, ...location.filter },
    p,
  );
  return listPageOf(p, total, await presentCards(ctx, viewer, 'food', rows), listType, meta);
}
