/**
 * True when a database error is a unique-constraint violation (SQLSTATE 23505). Drizzle wraps
 * driver errors, PGlite and node-postgres both carry the code, so look through `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
