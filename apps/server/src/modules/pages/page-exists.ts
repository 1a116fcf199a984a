import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { findPost } from '../blog/blog.service';
import { findCity, findCountry, findRegion } from '../catalog/catalog.service';
import { findPlace, type CardKind } from '../places/place-cards';
import { shareLinkOpens } from '../planner/trip-share.service';

/** The largest id a place can have (a PostgreSQL integer); more digits name nothing. */
const MAX_ID = 2_147_483_647;

/** Whether a lookup found its record: its 404 says no, any other failure is not ours to hide. */
async function found(lookup: Promise<unknown>): Promise<boolean> {
  try {
    await lookup;
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return false;
    throw error;
  }
}

function placeId(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const PLACE_PAGES: Record<string, CardKind> = {
  attraction: 'attraction',
  shop: 'shop',
  food: 'food',
  event: 'event',
};

/**
 * Whether one of the app's page addresses (contracts' APP_PAGE_PATHS) names something that
 * exists: `/country/atlantis`, `/attraction/999999999` and a revoked share link are 404s for a
 * browser, a crawler and a link checker, as an unknown path is. Pages whose content needs the
 * visitor's sign-in (a chat) and pages without a record are taken to exist; the app shows its
 * own answer there.
 */
export async function appPageExists(ctx: AppContext, pathname: string): Promise<boolean> {
  const [page, first, second] = pathname
    .replace(/\/+$/, '')
    .split('/')
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  if (!page || first === undefined) return true;
  const placeKind = PLACE_PAGES[page];
  if (placeKind) {
    const id = placeId(first);
    return id !== null && found(findPlace(ctx, placeKind, id));
  }
  switch (page) {
    case 'country':
      return found(findCountry(ctx, first));
    case 'region':
      return second !== undefined && found(findRegion(ctx, first, second));
    case 'city':
      return found(findCity(ctx, first));
    case 'blog':
      return found(findPost(ctx, first));
    case 'trip':
      return second === undefined || shareLinkOpens(ctx, second);
    default:
      return true;
  }
}
