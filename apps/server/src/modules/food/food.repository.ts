import { asc, desc, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema';

/** Countries with at least one food or drink place (counts from the stats refresh). */
export async function countriesWithFood(db: Database, ordering: string) {
  const byName = ordering.replace('-', '') === 'name';
  const descending = ordering.startsWith('-');
  const column = byName ? countries.name : countries.foodCount;
  return db
    .select({
      id: countries.id,
      name: countries.name,
      slug: countries.slug,
      iso2: countries.iso2,
      foodCount: countries.foodCount,
    })
    .from(countries)
    .where(gt(countries.foodCount, 0))
    .orderBy(descending ? desc(column) : asc(column), asc(countries.name));
}
