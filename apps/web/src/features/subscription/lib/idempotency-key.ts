/**
 * A fresh Idempotency-Key for one plan choice. `crypto.getRandomValues` rather than
 * `randomUUID`: the latter exists only in secure contexts, and a self-hosted deployment may be
 * served over plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `sel_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
