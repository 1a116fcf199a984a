/**
 * The number people see: year and a zero-padded id, e.g. INV-2026-000042. Ids are never reused,
 * so numbers are unique and in order without a column or sequence of their own.
 */
export function invoiceNumber(invoice: { id: number; createdAt: Date }): string {
  return `INV-${invoice.createdAt.getUTCFullYear()}-${String(invoice.id).padStart(6, '0')}`;
}

/** dd/mm/yyyy in UTC, the spec's invoice date format (000 §9). */
export function invoiceDate(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}
