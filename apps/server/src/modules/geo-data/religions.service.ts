import type { AppContext } from '../../app-context';
import { slugify } from '../catalog/catalog.presenter';
import * as repo from './geo-data.repository';

// The religion list of the map's general view: every religion the country profiles name.

/** Fixed palette; a religion's colour is picked by a hash of its id, so it never moves. */
export const RELIGION_PALETTE = [
  '#1f77b4',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#ff7f0e',
  '#393b79',
  '#637939',
] as const;

const ICON_RULES: [RegExp, string][] = [
  [
    /christ|catholic|protestant|orthodox|anglican|evangel|lutheran|methodist|baptist|pentecost|adventist|mormon|jehovah|presbyterian/,
    'christianity',
  ],
  [/muslim|islam|sunni|shia|ibadhi/, 'islam'],
  [/hindu/, 'hinduism'],
  [/buddh/, 'buddhism'],
  [/jew|juda/, 'judaism'],
  [/sikh/, 'sikhism'],
  [/none|unaffiliated|atheis|agnostic|no-religion|non-religious/, 'none'],
  [/folk|indigenous|animis|traditional|ethnic|shinto|taois|confucian/, 'folk'],
];

export function religionLook(id: string) {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return {
    color: RELIGION_PALETTE[hash % RELIGION_PALETTE.length]!,
    icon: ICON_RULES.find(([rule]) => rule.test(id))?.[1] ?? 'other',
  };
}

export async function religionList(ctx: AppContext) {
  const rows = await repo.countryReligions(ctx.db);
  const byId = new Map<string, { name: string; countries: number }>();
  for (const row of rows) {
    for (const id of new Set(row.religions.map((r) => slugify(r.name)))) {
      const name = row.religions.find((r) => slugify(r.name) === id)!.name;
      const entry = byId.get(id) ?? { name, countries: 0 };
      entry.countries += 1;
      byId.set(id, entry);
    }
  }
  return [...byId.entries()]
    .sort((a, b) => b[1].countries - a[1].countries || a[0].localeCompare(b[0]))
    .map(([id, e]) => ({
      religion_id: id,
      name: e.name,
      ...religionLook(id),
      countries_count: e.countries,
    }));
}
