import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Turns a validated `ordering` value ("name", "-rating") into ORDER BY terms: the chosen column
 * (nulls last either way, so missing figures never lead a list) and the id as a tie-breaker,
 * which keeps pages stable.
 */
export function orderBy(
  ordering: string,
  columns: Record<string, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const descending = ordering.startsWith('-');
  const column = columns[descending ? ordering.slice(1) : ordering];
  if (!column) throw new Error(`no column for ordering ${ordering}`);
  return [
    descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
    descending ? desc(id) : asc(id),
  ];
}
