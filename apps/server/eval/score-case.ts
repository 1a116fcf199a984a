import type { Intent, IntentOf, PlanTrip } from '../src/modules/assistant/brain/intents';

/** One evaluation case of assistant-cases.json. */
export interface EvalCase {
  text: string;
  /** A trip of the file's `trips` the message is typed in. */
  trip?: string;
  /** The user's [lat, lng]. */
  location?: [number, number];
  expect: {
    intent: Intent['type'];
    destination?: string;
    country?: string;
    destinations?: string[];
    other?: string;
    days?: number;
    month?: number;
    interests?: string[];
    travellers?: number;
    budget?: 'low' | 'medium' | 'high';
    pace?: 'relaxed' | 'normal' | 'packed';
    missing?: string;
    edit?: Record<string, string | number>;
    map?: string;
    place?: string;
    near?: string;
    kind?: string;
    minRating?: number;
    aspect?: string;
  };
}

export interface Check {
  field: string;
  ok: boolean;
  expected: string;
  actual: string;
}

const plan = (i: Intent | undefined): PlanTrip | null =>
  i?.type === 'plan_trip' ? i : i?.type === 'clarify' ? i.draft : null;

function destinationOf(i: Intent | undefined) {
  if (!i) return null;
  switch (i.type) {
    case 'plan_trip':
      return i.destinations[0] ?? null;
    case 'clarify':
      return i.draft?.destinations[0] ?? null;
    case 'city_climate':
    case 'costs':
      return i.destination;
    case 'compare':
      return i.a;
    case 'search_places':
      return i.near?.type === 'destination' ? i.near.destination : null;
    case 'place_facts':
      return i.destination;
    default:
      return null;
  }
}

function monthOf(i: Intent | undefined): number | null {
  if (i?.type === 'city_climate' || i?.type === 'compare') return i.month;
  return plan(i)?.when?.month ?? null;
}

function interestsOf(i: Intent | undefined): string[] {
  const list = i?.type === 'search_places' ? i.categories : (plan(i)?.interests ?? []);
  return list.flatMap((x) => [x.category, ...x.related]);
}

function editOf(i: Intent | undefined): Record<string, string | number | null> {
  switch (i?.type) {
    case 'move_stop':
      return { stop: i.target.stop.name, toDay: i.toDay };
    case 'remove_stop':
      return { stop: i.target.stop.name };
    case 'swap_days':
      return { a: i.a, b: i.b };
    case 'change_transport':
      return {
        mode: i.mode,
        scope: i.scope.type,
        day: i.scope.type === 'day' ? i.scope.day : null,
      };
    case 'add_place':
      return {
        place: i.place?.name ?? i.city?.name ?? null,
        category: i.category?.category ?? null,
        day: i.day,
      };
    case 'set_days':
      return { days: i.days };
    default:
      return {};
  }
}

function mapOf(i: Intent | undefined): string | null {
  if (i?.type !== 'show_on_map') return null;
  const t: IntentOf<'show_on_map'>['target'] = i.target;
  switch (t.type) {
    case 'trip':
    case 'user':
      return t.type;
    case 'day':
      return `day:${t.day}`;
    case 'stop':
      return t.stop.name;
    case 'place':
      return t.place.name;
    case 'destination':
      return t.destination.name;
  }
}

function nearOf(i: Intent | undefined): string | null {
  if (i?.type !== 'search_places' || !i.near) return null;
  const n = i.near;
  return n.type === 'user' || n.type === 'trip'
    ? n.type
    : n.type === 'place'
      ? n.place.name
      : n.destination.name;
}

const str = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** Every expected field of a case against the first intent understood. */
export function scoreCase(c: EvalCase, intents: Intent[]): Check[] {
  const i = intents[0];
  const e = c.expect;
  const checks: Check[] = [];
  const check = (field: string, expected: unknown, actual: unknown, ok = expected === actual) =>
    checks.push({ field, ok, expected: str(expected), actual: str(actual) });

  check('intent', e.intent, i?.type);
  if (e.destination !== undefined) check('destination', e.destination, destinationOf(i)?.name);
  if (e.country !== undefined) check('destination', e.country, destinationOf(i)?.countryCode);
  if (e.destinations !== undefined) {
    const names = plan(i)?.destinations.map((d) => d.name) ?? [];
    check('destination', e.destinations, names, e.destinations.join('|') === names.join('|'));
  }
  if (e.other !== undefined) check('destination', e.other, i?.type === 'compare' ? i.b.name : null);
  if (e.days !== undefined) check('days', e.days, plan(i)?.days);
  if (e.month !== undefined) check('when', e.month, monthOf(i));
  if (e.interests !== undefined) {
    const got = interestsOf(i);
    check(
      'interests',
      e.interests,
      got,
      e.interests.every((x) => got.includes(x)),
    );
  }
  if (e.travellers !== undefined) check('travellers', e.travellers, plan(i)?.travellers);
  if (e.budget !== undefined) check('budget', e.budget, plan(i)?.budget?.level);
  if (e.pace !== undefined) check('pace', e.pace, plan(i)?.pace);
  if (e.missing !== undefined)
    check('clarify', e.missing, i?.type === 'clarify' ? i.missing : null);
  if (e.edit !== undefined) {
    const got = editOf(i);
    for (const [key, value] of Object.entries(e.edit))
      check('edit', `${key}=${value}`, `${key}=${got[key]}`);
  }
  if (e.map !== undefined) check('map', e.map, mapOf(i));
  if (e.place !== undefined) {
    check(
      'place',
      e.place,
      i?.type === 'place_facts' ? (i.place?.name ?? i.destination?.name) : null,
    );
  }
  if (e.near !== undefined) check('search', e.near, nearOf(i));
  if (e.kind !== undefined) check('search', e.kind, i?.type === 'search_places' ? i.kind : null);
  if (e.minRating !== undefined) {
    check('search', e.minRating, i?.type === 'search_places' ? i.minRating : null);
  }
  if (e.aspect !== undefined) check('compare', e.aspect, i?.type === 'compare' ? i.aspect : null);
  return checks;
}
