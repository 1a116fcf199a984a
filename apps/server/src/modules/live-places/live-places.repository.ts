import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveAreas } from '../../db/schema';

export type LiveArea = typeof liveAreas.$inferSelect;

export async function findArea(db: Database, key: string): Promise<LiveArea | undefined> {
  const [row] = await db.select().from(liveAreas).where(eq(liveAreas.key, key)).limit(1);
  return row;
}

/** Marks an area queued or running, forgetting the last outcome. */
export async function startArea(
  db: Database,
  key: string,
  bbox: LiveArea['bbox'],
  status: 'queued' | 'running',
): Promise<void> {
  const values = {
    key,
    bbox,
    status,
    requestedAt: new Date(),
    finishedAt: null,
    elements: null,
    places: null,
    error: null,
  };
  await db
    .insert(liveAreas)
    .values(values)
    .onConflictDoUpdate({ target: liveAreas.key, set: values });
}

export async function finishArea(
  db: Database,
  key: string,
  outcome: { status: 'done' | 'failed'; elements?: number; places?: number; error?: string },
): Promise<void> {
  await db
    .update(liveAreas)
    .set({
      status: outcome.status,
      finishedAt: new Date(),
      elements: outcome.elements ?? null,
      places: outcome.places ?? null,
      error: outcome.error ?? null,
    })
    .where(eq(liveAreas.key, key));
}
