import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema';

/** Every country's currencies and typical costs, by name. */
export async function countryCurrencies(db: Database) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      slug: countries.slug,
      currencies: countries.currencies,
      costForWeek: countries.costForWeek,
      priceLevel: countries.priceLevel,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}
