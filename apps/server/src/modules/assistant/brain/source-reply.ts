import type { PlanFetch } from '../../live-places/live-area-queue';
import { list } from './reply-words';

/**
 * Where a plan's places came from (issue 27): fetched from OpenStreetMap during the turn, still
 * on their way, or the built-in catalogue. Offline or unreachable it is said only when the plan
 * came out thin (a wish, a destination or days it could not fill): that is when a connected
 * server would have known more, and the traveller should know why.
 */
export function placesSourceLine(live: PlanFetch | null | undefined, thin: boolean): string | null {
  if (!live) return null;
  const named = (status: PlanFetch['cities'][number]['status']) =>
    live.cities.filter((c) => c.status === status);
  const fetched = named('fetched');
  const pending = named('pending');
  const failed = named('failed');
  const lines: string[] = [];
  if (fetched.length) {
    const count = fetched.reduce((sum, c) => sum + (c.places ?? 0), 0);
    lines.push(
      `I fetched the places of ${list(fetched.map((c) => c.city))} from OpenStreetMap just now (${count.toLocaleString('en-US')} ${count === 1 ? 'place' : 'places'}) and planned with them.`,
    );
  }
  if (pending.length)
    lines.push(
      `OpenStreetMap is still sending the places of ${list(pending.map((c) => c.city))}: I planned from what I had, so ask again in a minute for a plan that uses them.`,
    );
  if (failed.length)
    lines.push(
      `OpenStreetMap did not answer for ${list(failed.map((c) => c.city))}, so I planned from our built-in catalogue.`,
    );
  if (!lines.length && thin) {
    if (live.mode === 'offline')
      lines.push(
        'This server runs offline, so its places come from the built-in catalogue (OpenStreetMap extracts and Wikipedia articles); with connected mode on it would fetch the latest places from OpenStreetMap and know more.',
      );
    else if (live.mode === 'unreachable')
      lines.push(
        "OpenStreetMap can't be reached just now, so the places come from our built-in catalogue; ask again later and I can plan with more.",
      );
  }
  return lines.length ? lines.join(' ') : null;
}
