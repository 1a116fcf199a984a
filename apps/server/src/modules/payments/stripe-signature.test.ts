import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyStripeSignature } from './stripe-signature';

const secret = 'whsec_unit_test';
const body = Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}');
const now = 1_800_000_000_000;
const sign = (t: number, payload = body, key = secret) =>
  createHmac('sha256', key).update(`${t}.${payload.toString()}`).digest('hex');

describe('verifyStripeSignature', () => {
  const t = now / 1000;

  it('accepts the signature of the raw body, among several v1 values', () => {
    expect(verifyStripeSignature(body, `t=${t},v1=${sign(t)}`, secret, now)).toBe(true);
    expect(
      verifyStripeSignature(body, `t=${t},v1=${'0'.repeat(64)},v1=${sign(t)},v0=abc`, secret, now),
    ).toBe(true);
  });

  it('refuses a changed body, another secret, a forged signature or a missing part', () => {
    const header = `t=${t},v1=${sign(t)}`;
    expect(verifyStripeSignature(Buffer.from(`${body} `), header, secret, now)).toBe(false);
    expect(verifyStripeSignature(body, header, 'whsec_other', now)).toBe(false);
    expect(verifyStripeSignature(body, `t=${t},v1=${sign(t + 1)}`, secret, now)).toBe(false);
    expect(verifyStripeSignature(body, `t=${t}`, secret, now)).toBe(false);
    expect(verifyStripeSignature(body, `v1=${sign(t)}`, secret, now)).toBe(false);
    expect(verifyStripeSignature(body, undefined, secret, now)).toBe(false);
    expect(verifyStripeSignature(body, 'garbage', secret, now)).toBe(false);
  });

  it('refuses timestamps more than five minutes away', () => {
    const old = t - 301;
    expect(verifyStripeSignature(body, `t=${old},v1=${sign(old)}`, secret, now)).toBe(false);
    const recent = t - 299;
    expect(verifyStripeSignature(body, `t=${recent},v1=${sign(recent)}`, secret, now)).toBe(true);
    const future = t + 301;
    expect(verifyStripeSignature(body, `t=${future},v1=${sign(future)}`, secret, now)).toBe(false);
  });
});
