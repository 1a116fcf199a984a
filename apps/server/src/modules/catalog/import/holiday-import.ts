import type { Database } from '../../../db/client';
import { inBatches } from './batches';
import { holidayRows, type HolidayCountry } from './holidays';
import * as repo from './import.repository';
import type { Progress } from './progress';

/** The years whose holidays the catalogue holds: this one and the next. */
export function holidayYears(now = new Date()): number[] {
  const year = now.getUTCFullYear();
  return [year, year + 1];
}

/**
 * Writes the holidays of {@link holidayYears} unless they are there already; run at every start
 * so that a long-running instance moves on to the next year by itself.
 */
export async function importHolidays(
  db: Database,
  progress: Progress,
  now = new Date(),
): Promise<number> {
  const years = holidayYears(now);
  const version = years.join('-');
  if (await repo.findImport(db, 'date-holidays', version)) return 0;
  const startedAt = new Date();
  const countries: HolidayCountry[] = await repo.holidayCountries(db);
  progress.start('holidays', 0);
  let count = 0;
  for await (const batch of inBatches(holidayRows(countries, years), 500)) {
    await repo.upsertPlaces(db, batch);
    count += batch.length;
    progress.tick(batch.length);
  }
  progress.done();
  await repo.recordImport(db, {
    source: 'date-holidays',
    version,
    counts: { events: count },
    startedAt,
  });
  return count;
}
