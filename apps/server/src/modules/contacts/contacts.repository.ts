import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: Database,
  values: typeof contactMessages.$inferInsert,
) {
  await db.insert(contactMessages).values(values);
}
