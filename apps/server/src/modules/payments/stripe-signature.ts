import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's timestamp may be from our clock: Stripe's own libraries allow 5 min. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/**
 * Checks a `Stripe-Signature` header (`t=<unix time>,v1=<hex>[,v1=…]`): one v1 must be the
 * HMAC-SHA256 of `<t>.<raw body>` under the endpoint's signing secret, and t must be recent,
 * so that a captured delivery cannot be replayed later.
 */
export function verifyStripeSignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowMs = Date.now(),
): boolean {
  if (!header) return false;
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - timestamp) > STRIPE_SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
  return signatures.some((signature) => timingSafeEqual(signature, expected));
}
