import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * The single-row statements a repository needs for a table with a unique key column: insert a
 * row and get it back as stored, find a row by its key, and find it locked (FOR UPDATE) until the
 * transaction ends.
 */
export function singleRow<T extends PgTable, Key>(table: T, key: PgColumn) {
  type Row = T['$inferSelect'];
  // Drizzle types a query on a generic table loosely; the rows are the table's own.
  const byKey = (db: Database, value: Key) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(key, value));
  return {
    async insert(db: Database, values: PgInsertValue<T>): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      return row as Row;
    },
    async find(db: Database, value: Key): Promise<Row | undefined> {
      const [row] = await byKey(db, value).limit(1);
      return row as Row | undefined;
    },
    async lock(db: Database, value: Key): Promise<Row | undefined> {
      const [row] = await byKey(db, value).for('update');
      return row as Row | undefined;
    },
  };
}
