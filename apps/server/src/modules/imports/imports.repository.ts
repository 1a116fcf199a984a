import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldText } from '../search/text-fold';

/** A catalogue place near one of the file's points (`index` is the point's). */
export interface Candidate {
  index: number;
  id: number;
  kind: 'attraction' | 'food' | 'shop';
  name: string;
  lat: number;
  lng: number;
  cityId: number | null;
  countryId: number | null;
}

interface CandidateRow {
  index: number | string;
  id: number | string;
  kind: Candidate['kind'];
  name: string;
  lat: number | string;
  lng: number | string;
  city_id: number | string | null;
  country_id: number | string | null;
}

const METRES_PER_DEGREE = 111_320;
/** Points per statement: three parameters each, far under PostgreSQL's 65,535. */
const BATCH = 500;

/**
 * The attractions, food places and shops that could be one of the points: any within `nearM`,
 * and within `farM` those whose folded name equals, contains or is contained in the point's
 * (a strong name match). The boxes use the places' spatial index; the caller measures the
 * real distance and scores the names.
 */
export async function nearbyCatalogPlaces(
  db: Database,
  points: readonly { name: string; lat: number; lng: number }[],
  nearM: number,
  farM: number,
): Promise<Candidate[]> {
  const near = nearM / METRES_PER_DEGREE;
  const far = farM / METRES_PER_DEGREE;
  const found: Candidate[] = [];
  for (let at = 0; at < points.length; at += BATCH) {
    const values = sql.join(
      points
        .slice(at, at + BATCH)
        .map(
          (p, i) =>
            sql`(${at + i}::int, ${p.lat}::float8, ${p.lng}::float8, ${foldText(p.name)}::text)`,
        ),
      sql`, `,
    );
    // Both drivers answer raw queries with `{ rows }`; numbers may arrive as strings from pg.
    const result = (await db.execute(sql`
      select v.i as index, p.id, p.kind, p.name, p.lat, p.lng, p.city_id, p.country_id
      from (values ${values}) as v(i, lat, lng, fold)
      cross join lateral (select greatest(cos(radians(v.lat)), 0.01) as c) as k
      join places p on point(p.lng, p.lat) <@ box(
        point(v.lng - ${far} / k.c, v.lat - ${far}),
        point(v.lng + ${far} / k.c, v.lat + ${far}))
      where p.kind in ('attraction', 'food', 'shop')
        and (
          (abs(p.lat - v.lat) <= ${near} and abs(p.lng - v.lng) <= ${near} / k.c)
          or (length(v.fold) >= 3 and (p.search_name = v.fold
            or strpos(p.search_name, v.fold) > 0
            or (length(p.search_name) >= 4 and strpos(v.fold, p.search_name) > 0)))
        )`)) as unknown as { rows: CandidateRow[] };
    for (const r of result.rows) {
      found.push({
        index: Number(r.index),
        id: Number(r.id),
        kind: r.kind,
        name: r.name,
        lat: Number(r.lat),
        lng: Number(r.lng),
        cityId: r.city_id === null ? null : Number(r.city_id),
        countryId: r.country_id === null ? null : Number(r.country_id),
      });
    }
  }
  return found;
}
