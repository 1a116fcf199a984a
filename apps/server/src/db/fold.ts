import { sql, type SQL } from 'drizzle-orm';

/**
 * The folded form of a column or expression, in SQL: `ai_map_fold()` (migration 0004) is built
 * from the table in `modules/search/text-fold.ts`, whose `foldText` folds query text the same way.
 */
export function foldSql(expression: SQL | SQL.Aliased | unknown): SQL {
  return sql`ai_map_fold(${expression})`;
}
